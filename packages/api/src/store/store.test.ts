import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 20 });

const STORE_CONFIG = `{
  storeConfig {
    id code website_name locale base_currency_code timezone base_url secure_base_url secure_base_link_url
    free_shipping_limit default_country telephone_required
    payment_icons { icon label url }
    storeInformation { name phone hours city postcode street_line1 street_line2 country_id region_id merchant_vat_number }
  }
}`;

describe('store configuration (M9, M11)', () => {
  it('returns the Dutch store with Magento field names', async () => {
    const { data, errors } = await t.query(STORE_CONFIG);
    expect(errors).toBeUndefined();
    expect(data?.storeConfig).toMatchObject({ code: 'nl', base_currency_code: 'EUR', timezone: 'Europe/Amsterdam', default_country: 'NL' });
    expect(data?.storeConfig.payment_icons.map((i: { icon: string }) => i.icon)).toContain('ideal');
    expect(data?.storeConfig.storeInformation.name).toBeTruthy();
  });

  it('follows the Store header (M7)', async () => {
    const { data } = await t.query(STORE_CONFIG, {}, { store: 'de' });
    expect(data?.storeConfig).toMatchObject({ code: 'de', locale: 'de_DE', base_currency_code: 'EUR' });
  });

  it("names the generic payment methods in the store's language, brands as they are (M9)", async () => {
    const labels = async (store: string) =>
      Object.fromEntries(
        (
          (await t.query('{ storeConfig { payment_icons { icon label } } }', {}, { store })).data?.storeConfig.payment_icons as {
            icon: string;
            label: string;
          }[]
        ).map((icon) => [icon.icon, icon.label]),
      );
    expect(await labels('nl')).toMatchObject({ banktransfer: 'Bankoverschrijving', ideal: 'iDEAL' });
    expect(await labels('de')).toMatchObject({ banktransfer: 'Banküberweisung', paypal: 'PayPal' });
    expect((await labels('be')).banktransfer).toBe('Bankoverschrijving');
  });

  it('applies the configured free-shipping limit only for the Dutch store (CA28, CA29)', async () => {
    const nl = await t.query('{ storeConfig { free_shipping_limit free_shipping_enabled } }', {}, { store: 'nl' });
    const de = await t.query('{ storeConfig { free_shipping_limit free_shipping_enabled } }', {}, { store: 'de' });
    expect(nl.data?.storeConfig).toEqual({ free_shipping_limit: 100, free_shipping_enabled: true });
    expect(de.data?.storeConfig).toEqual({ free_shipping_limit: 1000, free_shipping_enabled: false });
  });

  it('lists the nine stores (M1)', async () => {
    const { data } = await t.query('{ availableStores { store_code store_name locale base_url } }');
    expect(data?.availableStores.map((s: { store_code: string }) => s.store_code).sort()).toEqual([
      'be',
      'ch',
      'de',
      'dk',
      'en',
      'gb',
      'nl',
      'no',
      'se',
    ]);
  });

  it('lists countries in the store language with regions', async () => {
    const nl = await t.query('{ countries { two_letter_abbreviation full_name_locale available_regions { code name } } }');
    const de = await t.query('{ countries { two_letter_abbreviation full_name_locale } }', {}, { store: 'de' });
    const nlNames = new Map(nl.data?.countries.map((c) => [c.two_letter_abbreviation, c.full_name_locale]));
    const deNames = new Map(de.data?.countries.map((c) => [c.two_letter_abbreviation, c.full_name_locale]));
    expect(nlNames.get('DE')).toBe('Duitsland');
    expect(deNames.get('DE')).toBe('Deutschland');
  });

  it('finds one country by code, case-insensitively, and null for an unknown one', async () => {
    const found = await t.query('query ($id: String!) { country(id: $id) { full_name_english } }', { id: 'be' });
    const missing = await t.query('query ($id: String!) { country(id: $id) { full_name_english } }', { id: 'QQ' });
    expect(found.data?.country.full_name_english).toBe('Belgium');
    expect(missing.data?.country).toBeNull();
  });
});
