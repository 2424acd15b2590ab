import { describe, expect, it } from 'vitest';
import * as selection from './variant-selection.ts';
import { colourOptionFixture, sizeOptionFixture, variantFixture } from './variant-selection.fixture.ts';

const options: selection.ConfigurableOptionLike[] = [sizeOptionFixture, colourOptionFixture];
const variant = variantFixture;

const variants = [variant('SH-S', 11, true), variant('SH-M', 12, false), variant('SH-L', 13, true), variant('SH-L-2', 13, true)];

describe('findVariant (D6)', () => {
  it('picks the first variant matching every selected option', () => {
    expect(selection.findVariant(variants, { color: 1, size: 13 })?.product.sku).toBe('SH-L');
  });

  it('finds nothing when no variant has the combination', () => {
    expect(selection.findVariant(variants, { color: 2, size: 13 })).toBeNull();
  });

  it('with no selection every variant matches, so the first is returned', () => {
    expect(selection.findVariant(variants, {})?.product.sku).toBe('SH-S');
  });
});

describe('readSelectedOptions', () => {
  it('reads the size from ?size= by label in any case, or by value index', () => {
    expect(selection.readSelectedOptions(options, new URLSearchParams('size=m'))).toEqual({ color: 1, size: 12 });
    expect(selection.readSelectedOptions(options, new URLSearchParams('size=13'))).toEqual({ color: 1, size: 13 });
  });

  it('ignores unknown values and counts a single-value option as chosen (D3)', () => {
    expect(selection.readSelectedOptions(options, new URLSearchParams('size=XXL'))).toEqual({ color: 1 });
    expect(selection.isSelectionComplete(options, { color: 1 })).toBe(false);
    expect(selection.isSelectionComplete(options, { color: 1, size: 11 })).toBe(true);
  });

  it('reads prefixed parameters for bundle items', () => {
    expect(selection.readSelectedOptions(options, new URLSearchParams('item-7-size=L'), 'item-7-')).toEqual({ color: 1, size: 13 });
  });
});

describe('optionViews (D7, D8)', () => {
  it('lists only options with a choice and marks sold-out values', () => {
    const views = selection.optionViews(options, variants, { color: 1, size: 12 });
    expect(views).toHaveLength(1);
    expect(views[0]?.values.map((value) => [value.label, value.selected, value.soldOut])).toEqual([
      ['S', false, false],
      ['M', true, true],
      ['L', false, false],
    ]);
    expect(selection.outOfStockSelectedOption(views)).toBe('size');
  });

  it('has no sold-out choice when the chosen size is in stock', () => {
    expect(selection.outOfStockSelectedOption(selection.optionViews(options, variants, { color: 1, size: 11 }))).toBeNull();
  });
});
