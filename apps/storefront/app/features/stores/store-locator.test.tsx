import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import type { Locale } from '@shop/rules';
import { StoreLocatorView, StorePageView } from './store-locator.tsx';
import type { StoreLocatorData } from './stores.server.ts';
import { toStoreView } from './stores-view.ts';

const render = (element: React.ReactElement, language: Locale = 'nl') => renderPageAt('/winkels/', element, language);

const store = toStoreView(
  {
    id: 7,
    url_key: 'van-arkel-utrecht',
    title: 'Van Arkel <Utrecht>',
    street: 'Oudegracht',
    house_number: '164',
    house_number_addition: '',
    zipcode: '3511 AZ',
    city: 'Utrecht',
    country: 'NL',
    lat: 52.08938,
    lng: 5.12051,
    position: 4,
    is_brandstore: true,
    phone: '+31 30 231 7744',
    opening_hours: [{ day: 'sunday', hours: 'closed' }],
  },
  'nl',
);

function locator(stores = [store]): StoreLocatorData {
  return { kind: 'stores', content: null, stores, total: stores.length, meta: { title: 'Winkels', description: null, robots: null } };
}

describe('store locator view', () => {
  it('SL6: no shops → the "no stores found" message in each language', () => {
    expect(render(<StoreLocatorView data={locator([])} />)).toContain('Er zijn geen winkels gevonden.');
    expect(render(<StoreLocatorView data={locator([])} />, 'en')).toContain('No stores were found.');
    expect(render(<StoreLocatorView data={locator([])} />, 'de')).toContain('Es wurden keine Geschäfte gefunden.');
  });

  it('SL3, SL7: a shop card with badge, address, closed day and directions; names are escaped', () => {
    const html = render(<StoreLocatorView data={locator()} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Onze winkels');
    expect(html).toContain('Brand store');
    expect(html).toContain('Oudegracht 164');
    expect(html).toContain('Gesloten');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=52.089380,5.120510"');
    expect(html).toContain('href="/winkels/van-arkel-utrecht/"');
    expect(html).not.toContain('<Utrecht>');
  });

  it("SL7: a shop's page in German", () => {
    const html = render(
      <StorePageView data={{ store, meta: { title: 'x', description: null, robots: null }, allStoresLabel: 'Alle Geschäfte' }} />,
      'de',
    );
    expect(html).toContain('Öffnungszeiten');
    expect(html).toContain('Alle Geschäfte');
    expect(html).toContain('Route planen');
  });
});
