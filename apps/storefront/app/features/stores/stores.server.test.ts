import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { loadStorePage } from './stores.server.ts';

/** The Amsterdam shop as the API answers it, the same row for every store. */
const kalverstraat = {
  id: 2,
  url_key: 'van-arkel-amsterdam-kalverstraat',
  title: 'Van Arkel Amsterdam Kalverstraat',
  street: 'Kalverstraat',
  house_number: '112',
  house_number_addition: 'H',
  zipcode: '1012 PK',
  city: 'Amsterdam',
  country: 'NL',
  lat: 52.3705,
  lng: 4.8918,
  position: 2,
  is_brandstore: false,
  phone: '+31 20 123 4580',
  opening_hours: [{ day: 'monday', hours: '12:00-18:00' }],
};

const page = (language: 'nl' | 'en' | 'de') =>
  loadStorePage(fakeContext({ StoreLocation: () => ({ storeLocation: kalverstraat }) }, { language }).context, kalverstraat.url_key);

describe("a shop's own page (SL7)", () => {
  it("words the title and introduction in the store's language, whichever country the shop is in", async () => {
    expect((await page('nl')).meta).toMatchObject({
      title: 'Van Arkel Amsterdam Kalverstraat | Herenmode in Amsterdam',
      description: expect.stringMatching(/^Bezoek ons aan de Kalverstraat 112H in Amsterdam: pakken/),
    });
    expect((await page('en')).meta).toMatchObject({
      title: 'Van Arkel Amsterdam Kalverstraat | Menswear in Amsterdam',
      description: expect.stringMatching(/^Visit us at Kalverstraat 112H in Amsterdam: suits/),
    });
    expect((await page('de')).meta).toMatchObject({
      title: 'Van Arkel Amsterdam Kalverstraat | Herrenmode in Amsterdam',
      description: expect.stringMatching(/^Besuche uns in der Kalverstraat 112H in Amsterdam: Anzüge/),
    });
  });
});
