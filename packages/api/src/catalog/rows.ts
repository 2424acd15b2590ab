import type {
  attributeOptions,
  attributes,
  brands,
  bundleOptions,
  categories,
  priceTiers,
  productImages,
  products,
  sizeTables,
  stockItems,
} from './tables.ts';

/** A product row: what every ProductInterface resolver receives as its parent. */
export type ProductRow = typeof products.$inferSelect;
/** A category row: what CategoryTree resolvers receive as their parent. */
export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeOptionRow = typeof attributeOptions.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type StockRow = typeof stockItems.$inferSelect;
export type PriceTierRow = typeof priceTiers.$inferSelect;
export type BundleOptionRow = typeof bundleOptions.$inferSelect;
export type SizeTableRow = typeof sizeTables.$inferSelect;
