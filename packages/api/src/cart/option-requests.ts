/**
 * addProductsToCart's selected_options for configurable and bundle products, as Magento clients
 * send them: a configurable's sku with the uids of its chosen values
 * (ConfigurableProductOptionsValues.uid, `configurable/{attribute}/{option id}`), or a bundle's sku
 * with one uid per slot, `bundle/{option_id}/{product id}/{quantity}`, where the product is the
 * slot's product or, for a slot offering a configurable product, the id of the chosen variant
 * (its size). The quantity may be left out; it must then be the slot's own.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ProductRow } from '../catalog/rows.ts';
import { fromUid } from '../catalog/localize.ts';
import { attributeOptions, products } from '../catalog/tables.ts';
import type { Tx } from '../platform/db.ts';

const CONFIGURABLE_PATH = /^configurable\/(color|size)\/(\d{1,9})$/;
const BUNDLE_PATH = /^bundle\/(\d{1,9})\/(\d{1,9})(?:\/(\d{1,5}))?$/;

const shown = (text: string) => (text.length > 64 ? `${text.slice(0, 64)}…` : text);

/** A reading that failed says why in Magento's words; `code` when it is not just a malformed request (decision 038). */
export type OptionReading<T> = { ok: true; value: T } | { ok: false; reason: string; code?: 'CART_OPTIONS_REQUIRED' };

/** Magento's text when a configurable product is added without its options. */
export const OPTIONS_REQUIRED_MESSAGE = 'You need to choose options for your item.';

/** The variant of `parent` whose colour and size are the chosen values; every value must be an option of the product. */
export async function variantOfSelectedOptions(
  tx: Tx,
  parent: ProductRow,
  selected: readonly string[],
): Promise<OptionReading<ProductRow>> {
  const wanted = new Map<string, number>();
  for (const uid of selected) {
    const match = CONFIGURABLE_PATH.exec(fromUid(uid) ?? '');
    if (!match) return { ok: false, reason: `"${shown(uid)}" is not an option of "${parent.sku}".` };
    const [, code = '', id = ''] = match;
    if (wanted.has(code)) return { ok: false, reason: `more than one value is chosen for ${code}.` };
    wanted.set(code, Number(id));
  }
  const ids = [...wanted.values()];
  const [values, children] = await Promise.all([
    ids.length > 0 ? tx.select().from(attributeOptions).where(inArray(attributeOptions.id, ids)) : Promise.resolve([]),
    tx
      .select()
      .from(products)
      .where(and(eq(products.parentId, parent.id), eq(products.isActive, true))),
  ]);
  const valueOf = new Map<string, string>();
  for (const [code, id] of wanted) {
    const value = values.find((v) => v.id === id && v.attributeCode === code)?.value;
    if (value === undefined) return { ok: false, reason: `the chosen ${code} is not an option of "${parent.sku}".` };
    valueOf.set(code, value);
  }
  const fits = (child: ProductRow) =>
    [...valueOf].every(([code, value]) => (code === 'color' ? (child.color ?? parent.color) === value : child.size === value));
  const sizes = new Set(children.map((child) => child.size).filter((size) => size != null));
  if (sizes.size > 0 && !valueOf.has('size')) return { ok: false, reason: OPTIONS_REQUIRED_MESSAGE, code: 'CART_OPTIONS_REQUIRED' };
  const variant = children.find(fits);
  return variant ? { ok: true, value: variant } : { ok: false, reason: `no variant of "${parent.sku}" has the chosen options.` };
}

/** A bundle slot choice read from a uid: the slot, the chosen product's sku, and the quantity if given. */
export interface BundleUidChoice {
  id: number;
  quantity?: number;
  value: string[];
}

/** Bundle slot choices from selected_options uids; the chosen products are named by id and looked up here. */
export async function bundleChoicesOfSelectedOptions(tx: Tx, selected: readonly string[]): Promise<OptionReading<BundleUidChoice[]>> {
  const parsed: { id: number; productId: number; quantity?: number }[] = [];
  for (const uid of selected) {
    const match = BUNDLE_PATH.exec(fromUid(uid) ?? '');
    if (!match) return { ok: false, reason: `"${shown(uid)}" is not a bundle option.` };
    const [, slot = '', product = '', quantity] = match;
    parsed.push({ id: Number(slot), productId: Number(product), ...(quantity !== undefined ? { quantity: Number(quantity) } : {}) });
  }
  const ids = [...new Set(parsed.map((p) => p.productId))];
  const rows =
    ids.length > 0 ? await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, ids)) : [];
  const skuOf = new Map(rows.map((row) => [row.id, row.sku]));
  const choices: BundleUidChoice[] = [];
  for (const choice of parsed) {
    const sku = skuOf.get(choice.productId);
    if (sku === undefined) return { ok: false, reason: `option ${choice.id} names a product that does not exist.` };
    choices.push({ id: choice.id, value: [sku], ...(choice.quantity !== undefined ? { quantity: choice.quantity } : {}) });
  }
  return { ok: true, value: choices };
}
