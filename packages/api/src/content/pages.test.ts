import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, products } from '../catalog/tables.ts';
import { contentDocuments } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const PAGE_FIELDS = `
  id uid lang meta_title meta_description meta_robots url_key page_title logo_color
  parent_page { href } navigation_title navigation_list { title link { href } } sort_order_in_hierarchy
  body { slice_type primary fields }`;

const PAGE = `query Page($uid: String!, $lang: String!) { contentPage(uid: $uid, lang: $lang) { ${PAGE_FIELDS} } }`;
const PAGE_BY_URL = `query PageByUrl($urlKey: String!, $lang: String!) { contentPageByUrl(urlKey: $urlKey, lang: $lang) { ${PAGE_FIELDS} } }`;
const SLIDER_PAGE = `query Page($uid: String!, $lang: String!) {
  contentPage(uid: $uid, lang: $lang) { body { slice_type products { sku name urlKey price } } }
}`;
const BRAND_PAGE = `query Brand($urlKey: String!, $lang: String!) {
  brandPage(urlKey: $urlKey, lang: $lang) { url_key name page { uid url_key page_title body { slice_type } } }
}`;

const t = testApiForFile({ products: 40 });

async function insertPage(uid: string, body: unknown[]) {
  await t.db.insert(contentDocuments).values({
    type: 'page',
    uid,
    lang: 'nl',
    urlKey: uid,
    data: { meta_title: uid, page_title: uid, url_key: uid, parent_page: null, navigation_list: [], body },
  });
}

describe('content page queries', () => {
  it('B1, B2: the 404 page exists in Dutch and German with its own texts', async () => {
    const [nl, de] = await Promise.all([t.query(PAGE, { uid: '404', lang: 'nl' }), t.query(PAGE, { uid: '404', lang: 'de' })]);
    expect(nl.errors).toBeUndefined();
    expect(de.errors).toBeUndefined();
    expect(nl.data?.contentPage).toMatchObject({ uid: '404', lang: 'nl' });
    expect(de.data?.contentPage).toMatchObject({ uid: '404', lang: 'de' });
    expect(nl.data?.contentPage.meta_title).toBeTruthy();
    expect(de.data?.contentPage.meta_title).not.toBe(nl.data?.contentPage.meta_title);
    expect(nl.data?.contentPage.body.length).toBeGreaterThan(0);
  });

  it('B1: an unknown uid gives null, a missing uid a validation error', async () => {
    const missing = await t.query(PAGE, { uid: 'does-not-exist', lang: 'nl' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.contentPage).toBeNull();
    const noUid = await t.query('{ contentPage(lang: "nl") { uid } }');
    expect(noUid.errors?.[0]?.message).toMatch(/argument "uid" of type "String!" is required/);
  });

  it('B2: a page by its address carries the CMS fields', async () => {
    const { data, errors } = await t.query(PAGE_BY_URL, { urlKey: '/algemene-voorwaarden/', lang: 'nl' });
    expect(errors).toBeUndefined();
    const page = data?.contentPageByUrl;
    expect(page!.url_key).toBe('algemene-voorwaarden');
    expect(page!.meta_title).toBeTruthy();
    expect(page!.page_title).toBeTruthy();
    expect(Array.isArray(page!.navigation_list)).toBe(true);
    expect(page!.body.length).toBeGreaterThan(0);
  });

  it('B2: the home page is found by the empty address', async () => {
    const { data } = await t.query(PAGE_BY_URL, { urlKey: '', lang: 'nl' });
    expect(data?.contentPageByUrl.uid).toBe('home');
  });

  it('B3: a child page names its parent and lists its siblings with hrefs', async () => {
    const [child] = await t.db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, 'page'), eq(contentDocuments.lang, 'nl')))
      .then((rows) => rows.filter((r) => r.data.parent_page));
    expect(child, 'the demo content has child pages').toBeDefined();
    const { data } = await t.query(PAGE, { uid: child?.uid, lang: 'nl' });
    expect(data?.contentPage.parent_page.href).toMatch(/^\//);
    for (const entry of data?.contentPage.navigation_list ?? []) expect(entry.link.href).toMatch(/^(\/|https?:\/\/)/);
  });

  it('B23: an unknown or malformed block is skipped and the rest of the page is kept', async () => {
    await insertPage('test-unknown-block', [
      { slice_type: 'rich_text', primary: {}, fields: [{ rich_text_area: '<p>Voor</p>' }] },
      { slice_type: 'teleporter', primary: { title: 'x' }, fields: [] },
      { primary: { title: 'geen type' }, fields: [] },
      {
        slice_type: 'hero_image',
        primary: { title: 'Na', button_link: { link_type: 'Document', type: 'brand_detail', url_key: 'harbour-row' } },
        fields: [],
      },
    ]);
    const { data, errors } = await t.query(PAGE, { uid: 'test-unknown-block', lang: 'nl' });
    expect(errors).toBeUndefined();
    const body = data?.contentPage.body;
    expect(body!.map((b: { slice_type: string }) => b.slice_type)).toEqual(['rich_text', 'hero_image']);
    expect((body![1]!.primary as { button_link: { href: string } }).button_link.href).toBe('/merken/harbour-row/');
  });

  it('product_slider blocks list their products in the editor’s order', async () => {
    const rows = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(isNull(products.parentId), eq(products.isActive, true), eq(products.isVisible, true)))
      .orderBy(asc(products.id))
      .limit(3);
    const skus = rows.map((r) => r.sku).reverse();
    expect(skus).toHaveLength(3);
    await insertPage('test-slider', [
      { slice_type: 'product_slider', primary: { title: 'Nieuw' }, fields: skus.map((sku) => ({ magento_product_sku: sku })) },
      { slice_type: 'divider', primary: {}, fields: [] },
    ]);
    const { data, errors } = await t.query(SLIDER_PAGE, { uid: 'test-slider', lang: 'nl' });
    expect(errors).toBeUndefined();
    const [slider, divider] = data?.contentPage.body ?? [];
    expect(slider!.products.map((p: { sku: string }) => p.sku)).toEqual(skus);
    expect(slider!.products[0]!.name).toBeTruthy();
    expect(divider!.products).toEqual([]);
  });

  it('a brand with a brand page, and an unknown brand', async () => {
    const [brand] = await t.db.select().from(brands).orderBy(asc(brands.id)).limit(1);
    expect(brand).toBeDefined();
    const { data, errors } = await t.query(BRAND_PAGE, { urlKey: brand?.urlKey, lang: 'de' });
    expect(errors).toBeUndefined();
    expect(data?.brandPage).toMatchObject({ url_key: brand?.urlKey, name: brand?.name });
    expect(data?.brandPage.page?.url_key).toBe(`merken/${brand?.urlKey}`);
    const unknown = await t.query(BRAND_PAGE, { urlKey: 'no-such-brand', lang: 'nl' });
    expect(unknown.data?.brandPage).toBeNull();
  });

  it('an unknown language is an input error', async () => {
    const { errors } = await t.query(PAGE, { uid: '404', lang: 'xx' });
    expect(errors?.[0]).toMatchObject({ message: 'Unknown language: xx', extensions: { category: 'graphql-input' } });
  });
});
