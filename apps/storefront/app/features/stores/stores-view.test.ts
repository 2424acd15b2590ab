import { describe, expect, it } from 'vitest';
import { kalverstraat } from './store-location.fixture.ts';
import { storePath, toStoreView, weekdayName } from './stores-view.ts';

const location = kalverstraat;

describe('store view (SL3, SL7)', () => {
  it('SL3: address, phone and hours shaped for display, day names in the store language', () => {
    const view = toStoreView(location, 'nl');
    expect(view).toMatchObject({
      name: 'Van Arkel Amsterdam Kalverstraat',
      href: '/winkels/van-arkel-amsterdam-kalverstraat/',
      streetLine: 'Kalverstraat 112H',
      cityLine: '1012 PK Amsterdam',
      country: 'Nederland',
      phone: '+31 20 123 4580',
      phoneHref: 'tel:+31201234580',
      brandstore: false,
    });
    expect(view.hours).toEqual([
      { day: 'Maandag', time: '12:00–18:00' },
      { day: 'Zondag', time: null },
    ]);
    expect(toStoreView(location, 'de').hours[0]?.day).toBe('Montag');
    expect(toStoreView(location, 'en').country).toBe('Netherlands');
  });

  it('SL7: directions and map pin open Google Maps at the coordinates', () => {
    const view = toStoreView(location, 'en');
    expect(view.directionsHref).toBe('https://www.google.com/maps/dir/?api=1&destination=52.369050,4.891980');
    expect(view.mapHref).toBe('https://www.google.com/maps/search/?api=1&query=52.369050,4.891980');
  });

  it('SL7: odd values stay harmless', () => {
    const view = toStoreView({ ...location, phone: ' ', opening_hours: [{ day: 'funday', hours: '<b>9</b>' }] }, 'en');
    expect(view.phone).toBeNull();
    expect(view.hours).toEqual([{ day: 'funday', time: null }]);
    expect(weekdayName('saturday', 'en')).toBe('Saturday');
    expect(storePath('a b/../c')).toBe('/winkels/a%20b%2F..%2Fc/');
  });
});
