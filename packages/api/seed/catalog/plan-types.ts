import type { Texts } from '../text.ts';
import type { Colour, FitCode, MaterialCode, PatternCode, SleeveCode } from './attributes.ts';
import type { BrandNode } from './brands.ts';
import type { CategoryNode, Garment } from './categories.ts';
import type { ModelTemplate } from './model-types.ts';

/** One slot of a bundle: a configurable product the shopper picks a size of. */
export interface BundleSlot {
  productId: number;
  title: Texts;
}

/**
 * The skeleton of one listed product, decided up front for the whole catalogue so that ids,
 * cross-sells, bundles and "new arrivals" can refer to any product; the heavy rows (texts,
 * children, pictures, stock) are expanded from it chunk by chunk.
 */
export interface PlannedProduct {
  id: number;
  kind: 'configurable' | 'simple' | 'bundle' | 'giftcard';
  sku: string;
  /** The number in the sku; also ends the url key. */
  number: number;
  template: ModelTemplate | null;
  /** Name of bundles and the gift card, which have no template. */
  name: Texts | null;
  /** A repeated model's line name, after the template's name; null for the first of its kind. */
  line: string | null;
  category: CategoryNode;
  garment: Garment;
  brand: BrandNode;
  colour: Colour | null;
  fit: FitCode | null;
  material: MaterialCode | null;
  pattern: PatternCode | null;
  sleeve: SleeveCode | null;
  /** Shared by the colour variants of one model (the tile's colour swatches). */
  modelCode: string | null;
  /** Sizes of the children of a configurable product; their ids follow the parent's. */
  sizes: string[];
  price: number;
  specialPrice: number | null;
  promoText: Texts | null;
  sustainable: boolean;
  merchandisingRank: number;
  createdAt: Date;
  isNew: boolean;
  /** Orderable in steps of this many (one documented sock product uses 2). */
  qtyIncrements: number;
  bundleSlots: BundleSlot[];
}
