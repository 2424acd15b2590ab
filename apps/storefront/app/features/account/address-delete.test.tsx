import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { AddressBookPageView } from './address-book-page.tsx';
import { addressBookAction, loadAddressBook, type AddressBookData } from './address-book.server.ts';

type Language = 'nl' | 'en' | 'de';

const stored = {
  id: 7,
  firstname: 'Jan',
  lastname: 'de Vries',
  company: null,
  street: ['Kalverstraat', '12'],
  postcode: '1012 AB',
  city: 'Amsterdam',
  country_code: 'NL',
  telephone: null,
  vat_id: null,
  default_billing: true,
  default_shipping: true,
};

function shop(language: Language = 'nl') {
  return fakeContext(
    {
      AccountAddressBook: () => ({
        customer: { firstname: 'Jan', lastname: 'de Vries', addresses: [stored] },
        storeConfig: { default_country: 'NL', telephone_required: false },
        countries: [{ id: 'NL', full_name_locale: 'Nederland' }],
      }),
      AccountDeleteAddress: () => ({ deleteCustomerAddress: true }),
      NotFoundPage: () => ({ contentPage: null }),
    },
    { language, customerToken: 't' },
  );
}

async function page(search: string, language: Language = 'nl'): Promise<{ html: string; data: AddressBookData }> {
  const { context } = shop(language);
  const data = await loadAddressBook({
    request: new Request(`https://shop.test/customer/address/${search}`),
    context,
    params: {},
  } as never);
  return { html: renderPageAt(`/customer/address/${search}`, <AddressBookPageView data={data} actionData={undefined} />, language), data };
}

/** The forms on a page that would delete something when their button is pressed. */
const deleteForms = (html: string) =>
  [...html.matchAll(/<form[^>]*>.*?<\/form>/gs)].map((m) => m[0]).filter((f) => f.includes('value="delete"'));

describe('deleting an address asks first (A13)', () => {
  it('the card has no button that deletes at once: "Verwijderen" opens the question', async () => {
    const { html } = await page('');
    expect(deleteForms(html)).toEqual([]);
    expect(html).toMatch(/<a [^>]*href="\/customer\/address\/\?delete=7"[^>]*>Verwijderen<\/a>/);
  });

  it.each([
    ['nl', 'Dit adres verwijderen?', 'Ja, verwijderen', 'Nee, bewaren'],
    ['en', 'Delete this address?', 'Yes, delete', 'No, keep it'],
    ['de', 'Diese Adresse löschen?', 'Ja, löschen', 'Nein, behalten'],
  ] as const)('%s: the question shows the address, a button that deletes it and a way to keep it', async (language, title, yes, no) => {
    const { html } = await page('?delete=7', language);
    expect(html).toContain(title);
    expect(html).toContain('Kalverstraat 12');
    const [form] = deleteForms(html);
    expect(form).toContain('name="addressId" value="7"');
    expect(form).toContain(`>${yes}</button>`);
    expect(form).toMatch(new RegExp(`<a [^>]*href="/customer/address/"[^>]*>${no}</a>`));
  });

  it('an address that is not in the book is not found', async () => {
    for (const id of ['8', 'abc']) {
      const answer = await page(`?delete=${id}`).catch((thrown: unknown) => thrown);
      expect((answer as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it('confirming deletes it and comes back with the notice', async () => {
    const { context, calls } = shop();
    const body = new URLSearchParams({ intent: 'delete', addressId: '7' });
    const answer = await addressBookAction({
      request: new Request('https://shop.test/customer/address/', { method: 'POST', body }),
      context,
      params: {},
    } as never);
    expect(calls.map((call) => call.operation)).toContain('AccountDeleteAddress');
    expect((answer as Response).headers.get('location')).toBe('/customer/address/?saved=deleted');
  });
});
