import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeLocations } from '../content/tables.ts';
import { locationSlug } from './locations.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 10 });

const LOCATOR = `query Locator($uid: String!, $lang: String!, $pageSize: Int! = 250, $currentPage: Int! = 1, $brandstoresOnly: Boolean! = false) {
  storeLocations(uid: $uid, lang: $lang, pageSize: $pageSize, currentPage: $currentPage, brandstoresOnly: $brandstoresOnly) {
    currentPage pageSize total
    page { uid meta_title page_title }
    locations {
      id url_key title street house_number house_number_addition zipcode city country lat lng position
      is_brandstore phone opening_hours { day hours } meta_title meta_description
    }
  }
}`;

type Location = { id: number; url_key: string; title: string; position: number; is_brandstore: boolean; city: string };

function category(errors: readonly { extensions?: Record<string, unknown> }[] | undefined) {
  return errors?.[0]?.extensions?.category;
}

describe('store locator (SL1–SL7)', () => {
  it('SL1, SL2, SL3, SL4: active shops only, by position, with every field and the content page', async () => {
    const { data, errors } = await t.query(LOCATOR, { uid: 'winkels', lang: 'nl' });
    expect(errors).toBeUndefined();
    const locator = data?.storeLocations;
    expect(locator).toMatchObject({ currentPage: 1, pageSize: 250, page: { uid: 'winkels', page_title: 'Onze winkels' } });
    const locations: Location[] = locator!.locations;
    expect(locator!.total).toBe(locations.length);
    expect(locations.length).toBeGreaterThan(3);
    const positions = locations.map((l) => l.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(locations.map((l) => l.city)).not.toContain('Arnhem');
    expect(locations[0]).toMatchObject({ title: 'Van Arkel Amsterdam P.C. Hooftstraat', is_brandstore: true, country: 'NL' });
    expect(locations[0]?.url_key).toBe('van-arkel-amsterdam-p-c-hooftstraat');
    expect((locations[0] as unknown as { opening_hours: unknown[] }).opening_hours).toHaveLength(7);
  });

  it('SL4: the page follows lang (a locale is accepted too)', async () => {
    const de = await t.query(LOCATOR, { uid: 'winkels', lang: 'de_DE' });
    expect(de.data?.storeLocations.page.page_title).toBe('Unsere Geschäfte');
  });

  it('SL7: brandstoresOnly lists the brand stores only', async () => {
    const { data } = await t.query(LOCATOR, { uid: 'brandstores', lang: 'en', brandstoresOnly: true });
    const locations: Location[] = data!.storeLocations.locations;
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.every((l) => l.is_brandstore)).toBe(true);
    expect(data?.storeLocations.total).toBe(locations.length);
  });

  it('SL4: pages through the shops', async () => {
    const all = await t.query(LOCATOR, { uid: 'winkels', lang: 'nl' });
    const second = await t.query(LOCATOR, { uid: 'winkels', lang: 'nl', pageSize: 2, currentPage: 2 });
    expect(second.data?.storeLocations.locations.map((l: Location) => l.id)).toEqual(
      all.data?.storeLocations.locations.slice(2, 4).map((l: Location) => l.id),
    );
    const beyond = await t.query(LOCATOR, { uid: 'winkels', lang: 'nl', currentPage: 99 });
    expect(beyond.data?.storeLocations.locations).toEqual([]);
  });

  it('SL4: wrong, missing, hostile and oversized input is refused with an input error', async () => {
    const cases = [
      { uid: 'winkels', lang: 'nl', pageSize: 251 },
      { uid: 'winkels', lang: 'nl', pageSize: 0 },
      { uid: 'winkels', lang: 'nl', currentPage: -1 },
      { uid: '', lang: 'nl' },
      { uid: 'x'.repeat(5000), lang: 'nl' },
      { uid: 'winkels', lang: "nl' or 1=1 --" },
    ];
    for (const variables of cases) {
      const { data, errors } = await t.query(LOCATOR, variables);
      expect(data?.storeLocations ?? null).toBeNull();
      expect(category(errors)).toBe('graphql-input');
    }
    const missing = await t.query('{ storeLocations(lang: "nl") { total } }');
    expect(missing.errors?.length).toBeGreaterThan(0);
    const blank = await t.query(LOCATOR, { uid: '', lang: 'nl' });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'STORE_LOCATION_UID_REQUIRED', params: {} });
  });

  it('SL4: an unknown uid gives the shops without a page', async () => {
    const { data, errors } = await t.query(LOCATOR, { uid: 'no-such-page', lang: 'nl' });
    expect(errors).toBeUndefined();
    expect(data?.storeLocations.page).toBeNull();
    expect(data?.storeLocations.total).toBeGreaterThan(0);
  });

  it("SL7: a shop's own page by url_key; inactive, unknown and hostile keys are not found", async () => {
    const query = 'query One($urlKey: String!) { storeLocation(urlKey: $urlKey) { title meta_title meta_description is_brandstore } }';
    const found = await t.query(query, { urlKey: 'van-arkel-rotterdam' });
    expect(found.data?.storeLocation).toMatchObject({ title: 'Van Arkel Rotterdam', is_brandstore: true });
    expect(found.data?.storeLocation.meta_title).toContain('Rotterdam');
    for (const urlKey of ['van-arkel-arnhem', 'nope', '', '../../etc/passwd', 'x'.repeat(10_000)]) {
      const { data, errors } = await t.query(query, { urlKey });
      expect(errors).toBeUndefined();
      expect(data?.storeLocation).toBeNull();
    }
  });

  it('SL6: no active shops gives an empty list, and a change is seen at once (SL5 cache invalidated)', async () => {
    await t.db.update(storeLocations).set({ active: false });
    await t.database.changes.sync();
    try {
      const { data } = await t.query(LOCATOR, { uid: 'winkels', lang: 'nl' });
      expect(data?.storeLocations).toMatchObject({ total: 0, locations: [] });
    } finally {
      await t.db.update(storeLocations).set({ active: true }).where(eq(storeLocations.active, false));
      await t.db.update(storeLocations).set({ active: false }).where(eq(storeLocations.city, 'Arnhem'));
      await t.database.changes.sync();
    }
  });
});

describe('locationSlug', () => {
  it('makes plain url keys from titles with accents and punctuation', () => {
    expect(locationSlug('Van Arkel Düsseldorf')).toBe('van-arkel-dusseldorf');
    expect(locationSlug('Van Arkel Köln')).toBe('van-arkel-koln');
    expect(locationSlug('Straße 12 / Süd')).toBe('strasse-12-sud');
    expect(locationSlug('  ')).toBe('');
  });
});
