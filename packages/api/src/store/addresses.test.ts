import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../platform/tables.ts';
import { applyStoreBaseUrls, storeHomeFor } from './addresses.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 20 });

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

async function confirmationLink(email: string, store: string): Promise<URL> {
  const { errors } = await t.query(SUBSCRIBE, { email }, { store });
  expect(errors).toBeUndefined();
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const href = /https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0];
  if (!href) throw new Error(`no link mailed to ${email}`);
  return new URL(href);
}

describe('store addresses (decision 046)', () => {
  it('without a public address every store is on the one origin; the default store plain, the others with their store choice', async () => {
    expect(await storeHomeFor(t.db, 'nl', 'http://shop.test:3300')).toBe('http://shop.test:3300/');
    expect(await storeHomeFor(t.db, 'de', 'http://shop.test:3300')).toBe('http://shop.test:3300/?store=de');
    // No request (a job, the payment page): the demo's configured address.
    expect(await storeHomeFor(t.db, 'gb', null)).toBe('http://localhost:3000/?store=gb');
  });

  it('STORE_BASE_URLS puts a store on its own host: its mails lead there without a store choice; unknown codes are named', async () => {
    expect(await applyStoreBaseUrls(t.db, { de: 'https://vanarkel.de/', xx: 'https://x.example/' })).toEqual(['xx']);
    const de = await confirmationLink('configured-de@example.com', 'de');
    expect(de.origin).toBe('https://vanarkel.de');
    expect(de.pathname).toBe('/newsletter/confirm/');
    expect(de.searchParams.has('store')).toBe(false);
    // The storeConfig answers the configured address.
    const { data } = await t.query('{ storeConfig { base_url secure_base_url } }', {}, { store: 'de' });
    expect(data?.storeConfig).toEqual({ base_url: 'https://vanarkel.de/', secure_base_url: 'https://vanarkel.de/' });
    // A store still without one stays on the shop's own address.
    const nl = await confirmationLink('configured-nl@example.com', 'nl');
    expect(nl.origin).toBe('http://localhost:3000');
  });
});
