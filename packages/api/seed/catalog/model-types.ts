import type { ColourCode, FitCode, MaterialCode, PatternCode, SizeRun, SleeveCode } from './attributes.ts';
import type { Garment } from './categories.ts';
import type { Texts } from '../text.ts';

/**
 * A product model as a buyer would describe it. The generator turns one template into several
 * products: one per colour, each with its own brand, price and model number.
 */
export interface ModelTemplate {
  /** Leaf category url key. */
  category: string;
  /** Silhouette for the pictures when it differs from the category's (chinos in trousers …). */
  garment?: Garment;
  /** Product name; `{fit}` is replaced by the fit label. */
  name: Texts;
  /** First paragraph of the description. */
  intro: Texts;
  fits?: FitCode[];
  materials: MaterialCode[];
  patterns: PatternCode[];
  sleeves?: SleeveCode[];
  /** Plausible colours; models with seven or more can carry the "+2" swatch case. */
  colours: ColourCode[];
  /** Regular price range in whole euros. */
  price: [number, number];
  /** Care line when the material's usual advice does not fit (waxed cotton, trench coats …). */
  care?: Texts;
  /** Size run of configurable models; simple models (accessories) have none. */
  sizes?: SizeRun;
}
