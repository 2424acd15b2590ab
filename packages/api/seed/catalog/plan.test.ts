import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../constants.ts';
import { buildBrands } from './brands.ts';
import { buildCategoryTree } from './categories.ts';
import { planCatalogue } from './plan.ts';

/** What a shopper tells two tiles apart by: name (with fit and line), brand and colour. */
function tileKey(product: ReturnType<typeof planCatalogue>['products'][number]): string {
  const name = product.template ? `${product.template.name.nl} ${product.fit ?? ''} ${product.line ?? ''}` : product.name?.nl;
  return `${name}|${product.brand.name}|${product.colour?.label.nl ?? ''}|${product.kind}`;
}

describe('catalogue plan', () => {
  it.each([40, 300, 2000, 6000])('no two of %i products are the same model of one brand in one colour', (count) => {
    const { products } = planCatalogue(DEFAULT_SEED, count, buildCategoryTree(), buildBrands().nodes);
    const keys = products.filter((p) => p.kind !== 'bundle').map(tileKey);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('names a repeated model by a line of its own once the range is used up', () => {
    const { products } = planCatalogue(DEFAULT_SEED, 2000, buildCategoryTree(), buildBrands().nodes);
    const lines = products.flatMap((p) => (p.line ? [p.line] : []));
    expect(lines.length).toBeGreaterThan(0);
    expect(products.filter((p) => p.line === null).length).toBeGreaterThan(lines.length);
  });
});
