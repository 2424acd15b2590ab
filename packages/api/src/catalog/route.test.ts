import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentDocuments } from '../content/tables.ts';
import { brands, products } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const ROUTE = /* GraphQL */ `
  query ($url: String!) {
    route(url: $url) {
      __typename
      type
      relative_url
      redirect_code
      ... on CmsPage {
        identifier
      }
      ... on ProductInterface {
        id
        sku
      }
      ... on CategoryInterface {
        id
        url_path
      }
    }
  }
`;
const CATEGORIES = /* GraphQL */ `
  query ($filters: CategoryFilterInput) {
    categories(filters: $filters) {
      items {
        uid
        name
        url_path
        level
        include_in_menu
        children {
          name
          url_path
          level
        }
      }
    }
  }
`;
const CATEGORY = /* GraphQL */ `
  query ($path: String!) {
    category(url_path: $path) {
      uid
      name
      url_key
      url_path
      level
      description
      breadcrumbs {
        category_name
        category_url_path
        category_level
      }
    }
  }
`;

const t = testApiForFile({ products: 40 });

async function route(url: string, store?: string) {
  const res = await t.query(ROUTE, { url }, store ? { store } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.route;
}

describe('route', () => {
  it('R4: the empty path is the home page', async () => {
    expect(await route('/')).toEqual({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'home', relative_url: '/', redirect_code: 0 });
    expect(await route('')).toMatchObject({ type: 'CMS_PAGE', redirect_code: 0 });
  });

  it('R16: a category path is a category; without its trailing slash or in capitals it redirects', async () => {
    const found = await route('/kleding/overhemden/');
    expect(found).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      url_path: 'kleding/overhemden',
      relative_url: '/kleding/overhemden/',
      redirect_code: 0,
    });
    // Magento's clients compare the numeric id with the category's own (decision 062).
    const { data } = await t.query(CATEGORY, { path: 'kleding/overhemden' });
    expect(found).toMatchObject({ id: expect.any(Number) });
    expect(Buffer.from(String(data!.category.uid), 'base64').toString()).toBe(String((found as unknown as { id: number }).id));
    expect(await route('/kleding/overhemden')).toMatchObject({ type: 'CATEGORY', redirect_code: 301 });
    expect(await route('/Kleding/Overhemden/?page=2')).toMatchObject({ relative_url: '/kleding/overhemden/', redirect_code: 301 });
  });

  it("decision 062: a category in Magento's form with the .html suffix is the category, redirected to its own address", async () => {
    expect(await route('/kleding/overhemden.html')).toMatchObject({
      __typename: 'CategoryTree',
      url_path: 'kleding/overhemden',
      relative_url: '/kleding/overhemden/',
      redirect_code: 301,
    });
    expect(await route('/kleding/no-such-category.html')).toBeNull();
  });

  it('R16, D1: /{url_key}.html is a visible product; a variant url is not a page', async () => {
    const [parent] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.type, 'configurable'), isNull(products.parentId)))
      .limit(1);
    expect(await route(`/${parent!.urlKey}.html`)).toEqual({
      __typename: 'ConfigurableProduct',
      type: 'PRODUCT',
      id: parent!.id,
      sku: parent!.sku,
      relative_url: `/${parent!.urlKey}.html`,
      redirect_code: 0,
    });
    expect(await route(`/${parent!.urlKey.toUpperCase()}.html`)).toMatchObject({ type: 'PRODUCT', redirect_code: 301 });
    const [child] = await t.db.select().from(products).where(isNotNull(products.parentId)).limit(1);
    expect(await route(`/${child!.urlKey}.html`)).toBeNull();
    expect(await route('/no-such-product.html')).toBeNull();
  });

  it('R8: /merken/{key}/ and /brands/{key}/ are the brand page; an unknown brand is nothing', async () => {
    const [brand] = await t.db.select().from(brands).limit(1);
    expect(await route(`/merken/${brand!.urlKey}/`)).toEqual({
      __typename: 'RoutableUrl',
      type: 'BRAND',
      relative_url: `/merken/${brand!.urlKey}/`,
      redirect_code: 0,
    });
    expect(await route(`/brands/${brand!.urlKey}`)).toMatchObject({ type: 'BRAND', redirect_code: 301 });
    expect(await route('/merken/unknown-brand/')).toBeNull();
  });

  it('R16: a content page is found by its url key in the store language', async () => {
    const pages = await t.db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, 'page'), isNotNull(contentDocuments.urlKey), eq(contentDocuments.published, true)));
    const page = pages.find((p) => p.lang === 'nl' && p.urlKey);
    expect(page, 'the seed has a Dutch content page').toBeDefined();
    expect(await route(`/${page!.urlKey}/`)).toEqual({
      __typename: 'CmsPage',
      type: 'CMS_PAGE',
      identifier: page!.uid,
      relative_url: `/${page!.urlKey}/`,
      redirect_code: 0,
    });
    const german = pages.find((p) => p.lang === 'de' && p.urlKey && p.urlKey !== page!.urlKey);
    if (german) expect(await route(`/${german.urlKey}/`, 'de')).toMatchObject({ type: 'CMS_PAGE', identifier: german.uid });
  });

  it('E1: an unknown path is null; hostile input is null, never a failure', async () => {
    expect(await route('/no-such-page/')).toBeNull();
    expect(await route(`/${'a'.repeat(5000)}`)).toBeNull();
    expect(await route('/kleding/../../etc/passwd')).toBeNull();
    // A NUL is refused as bad input before any resolver runs (decision 032).
    expect((await t.query(ROUTE, { url: '/kleding\u0000/' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await route('/%zz/')).toBeNull();
  });
});

describe('categories', () => {
  it('N: the tree below the top, with children, in menu order', async () => {
    const res = await t.query(CATEGORIES, {});
    expect(res.errors).toBeUndefined();
    const top = res.data!.categories.items;
    expect(top.map((c: { url_path: string }) => c.url_path)).toContain('kleding');
    const kleding = top.find((c: { url_path: string }) => c.url_path === 'kleding');
    expect(kleding!.level).toBe(1);
    expect(kleding!.children.map((c: { url_path: string }) => c.url_path)).toContain('kleding/overhemden');
    const below = await t.query(CATEGORIES, { filters: { parent_category_uid: { eq: kleding!.uid } } });
    expect(below.data!.categories.items.map((c: { url_path: string }) => c.url_path)).toEqual(
      kleding!.children.map((c: { url_path: string }) => c.url_path),
    );
  });

  it('one category with its breadcrumbs, in the store language', async () => {
    const nl = await t.query(CATEGORY, { path: 'kleding/overhemden' });
    expect(nl.data!.category).toMatchObject({
      name: 'Overhemden',
      url_key: 'overhemden',
      level: 2,
      breadcrumbs: [{ category_name: 'Kleding', category_url_path: 'kleding', category_level: 1 }],
    });
    const de = await t.query(CATEGORY, { path: 'kleding/overhemden' }, { store: 'de' });
    expect(de.data!.category).toMatchObject({ name: 'Hemden', breadcrumbs: [{ category_name: 'Kleidung' }] });
    expect((await t.query(CATEGORY, { path: 'no/such' })).data!.category).toBeNull();
  });
});
