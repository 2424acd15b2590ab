import { describe, expect, it } from 'vitest';
import { toBrandGroups } from './brand-overview-model.ts';

describe('toBrandGroups', () => {
  it('groups brands with products by initial, in name order, linking to /merken/{key}/', () => {
    const groups = toBrandGroups(
      [
        { key: 'van-dijck', label: 'Van Dijck', count: 12 },
        { key: 'atelier-noord', label: 'Atelier Noord', count: 4 },
        { key: 'empty', label: 'Empty Brand', count: 0 },
        { key: 'verhoeven', label: 'Verhoeven', count: 2 },
        { key: '1881', label: '1881 Tailors', count: 1 },
        { key: 'eclat', label: 'Éclat', count: 3 },
      ],
      'nl',
    );
    expect(groups.map((group) => [group.letter, group.brands.map((brand) => brand.name)])).toEqual([
      ['#', ['1881 Tailors']],
      ['A', ['Atelier Noord']],
      ['E', ['Éclat']],
      ['V', ['Van Dijck', 'Verhoeven']],
    ]);
    expect(groups[1]?.brands[0]).toEqual({ name: 'Atelier Noord', href: '/merken/atelier-noord/', count: 4 });
  });
});
