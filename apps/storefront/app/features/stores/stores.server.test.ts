import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { kalverstraat } from './store-location.fixture.ts';
import { loadStorePage } from './stores.server.ts';

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
