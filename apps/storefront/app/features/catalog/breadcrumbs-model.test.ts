import { describe, expect, it } from 'vitest';
import { productBreadcrumbs, productCategoryHref, toBreadcrumbs } from './breadcrumbs-model.ts';

describe('toBreadcrumbs', () => {
  it('orders ancestors by level and ends with the page itself', () => {
    expect(
      toBreadcrumbs(
        [
          { label: 'Overhemden', path: 'kleding/overhemden', level: 3 },
          { label: 'Kleding', path: 'kleding', level: 2 },
        ],
        { label: 'Casual' },
      ),
    ).toEqual([
      { label: 'Kleding', href: '/kleding/' },
      { label: 'Overhemden', href: '/kleding/overhemden/' },
      { label: 'Casual', href: null },
    ]);
  });
});

describe('productBreadcrumbs', () => {
  it('follows the deepest category and leaves other branches out', () => {
    const crumbs = productBreadcrumbs(
      [
        { label: 'Sale', path: 'sale', level: 2 },
        { label: 'Kleding', path: 'kleding', level: 2 },
        { label: 'Overhemden', path: 'kleding/overhemden', level: 3 },
      ],
      'Slim fit overhemd',
    );
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Kleding', 'Overhemden', 'Slim fit overhemd']);
    expect(productCategoryHref(crumbs)).toBe('/kleding/overhemden/');
  });

  it('has only the product without categories', () => {
    const crumbs = productBreadcrumbs([], 'Cadeaubon');
    expect(crumbs).toEqual([{ label: 'Cadeaubon', href: null }]);
    expect(productCategoryHref(crumbs)).toBeNull();
  });
});
