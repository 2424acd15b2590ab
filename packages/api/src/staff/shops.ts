/** The shops (store locations) the console offers when a table is opened. */
import { asc, eq } from 'drizzle-orm';
import { storeLocations } from '../content/tables.ts';
import type { CommandContext } from '../platform/context.ts';

export interface ShopLocation {
  id: number;
  title: string;
}

/** The active shops in the shop list's order. */
export async function activeShopLocations(ctx: CommandContext): Promise<ShopLocation[]> {
  return ctx.db
    .select({ id: storeLocations.id, title: storeLocations.title })
    .from(storeLocations)
    .where(eq(storeLocations.active, true))
    .orderBy(asc(storeLocations.position), asc(storeLocations.id));
}
