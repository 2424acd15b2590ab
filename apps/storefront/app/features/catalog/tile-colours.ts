import { createContext, useContext } from 'react';
import type { FilterView } from './listing/listing-model.ts';

/**
 * Colour codes by colour name, taken from the listing's swatch filter. A tile uses it to show its
 * own colour among the swatches (the API's related_product_list holds only the other colours).
 */
export type TileColourCodes = ReadonlyMap<string, string>;

export const TileColourContext = createContext<TileColourCodes | null>(null);

/** The colour codes a listing's swatch filters carry, keyed by lower-cased label and by option key. */
export function colourCodesFromFilters(filters: readonly FilterView[]): TileColourCodes {
  const codes = new Map<string, string>();
  for (const filter of filters) {
    if (filter.kind !== 'options' || filter.type !== 'swatch') continue;
    for (const option of filter.options) {
      if (!option.swatch) continue;
      codes.set(option.label.trim().toLowerCase(), option.swatch);
      codes.set(option.value.trim().toLowerCase(), option.swatch);
    }
  }
  return codes;
}

/** The colour codes of the listing around a tile, or null outside a listing (sliders, cross-sells). */
export function useTileColourCodes(): TileColourCodes | null {
  return useContext(TileColourContext);
}
