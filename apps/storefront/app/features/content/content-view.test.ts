import { describe, expect, it } from 'vitest';
import type { ContentPageFieldsFragment } from '../../graphql/graphql.ts';
import { labelFromPath, logoColorOfRoutes, toContentPageData } from './content-view.ts';

function page(overrides: Partial<ContentPageFieldsFragment> = {}): ContentPageFieldsFragment {
  return {
    id: 1,
    uid: 'retourneren',
    meta_title: 'Retourneren | Van Arkel',
    meta_description: 'Zo retourneer je.',
    meta_robots: 'index,follow',
    url_key: 'klantenservice/retourneren',
    page_title: 'Retourneren',
    logo_color: 'dark',
    parent_page: { link_type: 'Document', type: 'page', url_key: 'klantenservice', href: '/klantenservice/' },
    navigation_title: 'Klantenservice',
    navigation_list: [
      { title: 'Verzenden', link: { href: '/klantenservice/verzenden/' } },
      { title: 'Retourneren', link: { href: '/klantenservice/retourneren/' } },
    ],
    sort_order_in_hierarchy: 2,
    body: [{ slice_type: 'divider', primary: {}, fields: [], products: [] }],
    ...overrides,
  };
}

describe('content page view (B2, B3)', () => {
  it('builds the breadcrumb from the parent and marks the current side-menu entry', () => {
    const data = toContentPageData(page(), { parentTitle: 'Klantenservice' });
    expect(data.breadcrumb).toEqual([
      { label: 'Klantenservice', href: '/klantenservice/' },
      { label: 'Retourneren', href: null },
    ]);
    expect(data.sideNav?.items.map((i) => i.current)).toEqual([false, true]);
    expect(data.meta).toEqual({ title: 'Retourneren | Van Arkel', description: 'Zo retourneer je.', robots: 'index,follow' });
    expect(data.blocks).toHaveLength(1);
  });

  it('labels a parent by its address when no title is known', () => {
    const data = toContentPageData(page({ navigation_list: [] }));
    expect(data.breadcrumb[0]).toEqual({ label: 'Klantenservice', href: '/klantenservice/' });
    expect(data.sideNav).toBeNull();
    expect(labelFromPath('/kleding/nette-schoenen/')).toBe('Nette schoenen');
  });

  it('a page without parent has only itself after Home', () => {
    const data = toContentPageData(page({ parent_page: null, page_title: null }));
    expect(data.title).toBeNull();
    expect(data.breadcrumb).toEqual([{ label: 'Retourneren | Van Arkel', href: null }]);
  });

  it('B2: carries logo_color to the header, light only when the editor wrote light', () => {
    expect(toContentPageData(page({ logo_color: 'light' })).logoColor).toBe('light');
    expect(toContentPageData(page({ logo_color: ' Light ' })).logoColor).toBe('light');
    expect(toContentPageData(page({ logo_color: 'dark' })).logoColor).toBe('dark');
    expect(toContentPageData(page({ logo_color: null })).logoColor).toBe('dark');
    expect(toContentPageData(page({ logo_color: 'purple' })).logoColor).toBe('dark');
  });

  it('B2: the header takes the logo colour of the deepest route that shows a content page', () => {
    const light = toContentPageData(page({ logo_color: 'light' }));
    const dark = toContentPageData(page({ logo_color: 'dark' }));
    expect(logoColorOfRoutes([{ shell: {} }, { page: light }])).toBe('light');
    expect(logoColorOfRoutes([{ shell: {} }, { kind: 'content', content: light }])).toBe('light');
    expect(logoColorOfRoutes([{ page: light }, { kind: 'content', content: dark }])).toBe('dark');
    expect(logoColorOfRoutes([{ shell: {} }, { kind: 'product', product: { name: 'Overhemd' } }])).toBe('dark');
    expect(logoColorOfRoutes([undefined, null, 'text'])).toBe('dark');
  });
});
