import { desc } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { cachedReference } from '../platform/reference-cache.ts';
import { attributeCatalog, bundleOptionsOf, categoryCatalog, categoriesOf, childrenOf, productById } from './loaders.ts';
import { slotBasePrice, sizeSurcharge } from './bundle-price.ts';
import { euros, localize, toUid } from './localize.ts';
import { productName } from './product-view.ts';
import type { ProductRow, SizeTableRow } from './rows.ts';
import { onlyRows } from './stock.ts';
import { sizeTables } from './tables.ts';

/** Gift card choices (D11–D13): preset values in euro plus a free amount within the spec's bounds. */
export const GIFT_CARD = {
  amounts: [25, 50, 75, 100, 150, 250],
  allowOpenAmount: true,
  openAmountMin: 5,
  openAmountMax: 500,
  types: ['physical', 'virtual'],
} as const;

const VARIANT_CODES = ['color', 'size'] as const;
type VariantCode = (typeof VARIANT_CODES)[number];

/**
 * The number of a configurable option's attribute, by its place among the variant attributes (colour 1,
 * size 2): Magento's `attribute_id_v2` and a chosen option's `id` (attributes are keyed by code here).
 */
export function configurableAttributeId(code: string): number {
  return VARIANT_CODES.indexOf(code as VariantCode) + 1;
}

function childValue(child: ProductRow, code: VariantCode): string | null {
  return code === 'color' ? child.color : child.size;
}

/** Magento's configurable_options: colour (one value per configurable) and the sizes on sale. */
export async function configurableOptions(ctx: RequestContext, product: ProductRow) {
  const [children, catalog] = await Promise.all([childrenOf(ctx).load(product.id), attributeCatalog(ctx)]);
  const result = [];
  for (const [index, code] of VARIANT_CODES.entries()) {
    const values = new Set(children.map((c) => childValue(c, code)).filter((v): v is string => v != null));
    if (code === 'color' && values.size === 0 && product.color) values.add(product.color);
    if (values.size === 0) continue;
    const attribute = catalog.attributes.get(code);
    const options = [...values]
      .map((value) => ({ value, option: catalog.options.get(`${code}:${value}`) }))
      .sort((a, b) => (a.option?.position ?? Number.MAX_SAFE_INTEGER) - (b.option?.position ?? Number.MAX_SAFE_INTEGER));
    result.push({
      uid: toUid(`configurable/${product.id}/${code}`),
      attribute_uid: toUid(`attribute/${code}`),
      attribute_code: code,
      label: localize(attribute?.label, ctx.language) ?? code,
      position: index,
      values: options.map(({ value, option }) => ({
        uid: toUid(`configurable/${code}/${option?.id ?? value}`),
        value_index: option?.id ?? 0,
        label: localize(option?.label, ctx.language) ?? value,
        swatch_data: code === 'color' && option?.swatch ? { value: option.swatch } : null,
      })),
    });
  }
  return result;
}

/** Magento's variants: every active child with its colour and size option. */
export async function configurableVariants(ctx: RequestContext, product: ProductRow) {
  const [children, catalog] = await Promise.all([childrenOf(ctx).load(product.id), attributeCatalog(ctx)]);
  const position = (child: ProductRow) => catalog.options.get(`size:${child.size}`)?.position ?? Number.MAX_SAFE_INTEGER;
  return [...children]
    .sort((a, b) => position(a) - position(b) || a.id - b.id)
    .map((child) => ({
      product: child,
      attributes: VARIANT_CODES.flatMap((code) => {
        const value = childValue(child, code) ?? (code === 'color' ? product.color : null);
        if (value == null) return [];
        const option = catalog.options.get(`${code}:${value}`);
        return [
          {
            uid: toUid(`configurable/${code}/${option?.id ?? value}`),
            code,
            label: localize(option?.label, ctx.language) ?? value,
            value_index: option?.id ?? 0,
          },
        ];
      }),
    }));
}

/** Bundle slots with the product each offers (D10). */
export async function bundleItems(ctx: RequestContext, product: ProductRow) {
  const slots = await bundleOptionsOf(ctx).load(product.id);
  const slotProducts = onlyRows(await productById(ctx).loadMany(slots.map((s) => s.productId)));
  const slotSizes = await Promise.all(slotProducts.map(async (offered) => (offered ? childrenOf(ctx).load(offered.id) : [])));
  return slots.flatMap((slot, index) => {
    const offered = slotProducts[index];
    if (!offered || !offered.isActive) return [];
    const sizes = slotSizes[index] ?? [];
    const base = slotBasePrice(offered, sizes);
    return [
      {
        option_id: slot.id,
        uid: toUid(`bundle/${slot.id}`),
        title: localize(slot.title, ctx.language) ?? productName(offered, ctx.language),
        required: slot.required,
        position: slot.position,
        options: [
          {
            id: slot.id,
            uid: toUid(`bundle/${slot.id}/${offered.id}`),
            label: productName(offered, ctx.language),
            quantity: slot.quantity,
            product: offered,
            // What each size adds to the bundle's price, as the cart prices it (decision 040).
            size_surcharges: sizes.map((size) => ({
              sku: size.sku,
              surcharge: { value: euros(sizeSurcharge(size, base, slot.quantity)), currency: 'EUR' as const },
            })),
          },
        ],
      },
    ];
  });
}

/** Size tables by category (the first one of a category counts), held in memory until the table changes. */
function sizeTablesByCategory(ctx: RequestContext): Promise<Map<number, SizeTableRow>> {
  return cachedReference(ctx.db, 'catalog:sizeTables', ['size_tables'], async () => {
    const rows = await ctx.db.select().from(sizeTables).orderBy(desc(sizeTables.id));
    // Descending, so the lowest id of a category is set last and wins.
    return new Map(rows.map((row) => [row.categoryId, row]));
  });
}

/** The size table of the product's nearest category (deepest first, then up the tree). */
export async function productSizeTable(ctx: RequestContext, product: ProductRow) {
  const owner = product.parentId == null ? product : ((await productById(ctx).load(product.parentId)) ?? product);
  const [assigned, tree, tablesByCategory] = await Promise.all([
    categoriesOf(ctx).load(owner.id),
    categoryCatalog(ctx),
    sizeTablesByCategory(ctx),
  ]);
  const candidates = new Map<number, number>();
  for (const category of assigned) {
    let current: typeof category | undefined = category;
    let distance = 0;
    while (current) {
      const known = candidates.get(current.id);
      if (known === undefined || distance < known) candidates.set(current.id, distance);
      current = current.parentId == null ? undefined : tree.byId.get(current.parentId);
      distance += 1;
    }
  }
  if (candidates.size === 0) return null;
  const nearest = [...candidates.keys()]
    .map((id) => ({ table: tablesByCategory.get(id), distance: candidates.get(id) ?? 0, level: tree.byId.get(id)?.level ?? 0 }))
    .filter((c): c is { table: SizeTableRow; distance: number; level: number } => c.table != null)
    .sort((a, b) => a.distance - b.distance || b.level - a.level)[0];
  if (!nearest) return null;
  const { table } = nearest;
  const headings = [ctx.language, 'en', 'nl'].map((lang) => table.headings[lang]).find((h) => h && h.length > 0) ?? [];
  return {
    table_headings: headings,
    specs: table.specs.map((spec) => ({ spec_label: localize(spec.spec_label, ctx.language) ?? '', spec_items: spec.spec_items })),
  };
}
