import { describe, expect, it } from 'vitest';
import {
  decodeShippingManagerOption,
  deliveryDayLabel,
  deliveryDayOptions,
  encodeShippingManagerOption,
  findShippingMethod,
  groupShippingMethods,
  shippingMethodId,
} from './shipment-model.ts';

const method = (carrier: string, code: string, type: string, amount: number) => ({
  carrier_code: carrier,
  carrier_title: carrier.toUpperCase(),
  method_code: code,
  method_title: `${carrier} ${code}`,
  method_id: `${carrier}_${code}`,
  shipment_type: type,
  error_message: null,
  available: true,
  amount: { value: amount },
});

describe('groupShippingMethods (CO7)', () => {
  it('groups by shipment type in a fixed order and drops empty groups', () => {
    const groups = groupShippingMethods(
      [method('postnl', 'pickup', 'parcel_point', 3.95), method('postnl', 'standard', 'home', 4.95), method('x', 'y', 'weird', 1)],
      'nl',
    );
    expect(groups.map((g) => g.type)).toEqual(['home', 'parcel_point']);
    expect(groups[0]?.methods.map((m) => m.id)).toEqual(['postnl_standard', 'x_y']);
  });

  it('shows a free method without a price and hides the euro sign in Dutch (L6)', () => {
    const [home] = groupShippingMethods([method('postnl', 'standard', 'home', 4.95), method('instore', 'pickup', 'home', 0)], 'nl');
    expect(home?.methods.map((m) => m.price)).toEqual(['4,95', null]);
    const [english] = groupShippingMethods([method('dhl', 'standard', 'home', 6.95)], 'en');
    expect(english?.methods[0]?.price).toBe('€6.95');
  });

  it('finds a method by its id even when codes contain underscores', () => {
    const groups = groupShippingMethods([method('my_carrier', 'fast_lane', 'home', 5)], 'nl');
    expect(shippingMethodId({ carrier_code: 'my_carrier', method_code: 'fast_lane' })).toBe('my_carrier_fast_lane');
    expect(findShippingMethod(groups, 'my_carrier_fast_lane')?.methodCode).toBe('fast_lane');
    expect(findShippingMethod(groups, 'nope')).toBeNull();
  });
});

describe('deliveryDayOptions (P12)', () => {
  it('offers the first possible day and the next 9, without Sundays and Mondays', () => {
    // Tuesday 11 March 2025, 10:00 in Amsterdam: delivered Wednesday.
    const days = deliveryDayOptions(new Date('2025-03-11T09:00:00Z'));
    expect(days).toEqual(['2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-18', '2025-03-19', '2025-03-20', '2025-03-21']);
  });

  it('labels a day with its weekday and date in the store language', () => {
    expect(deliveryDayLabel('2025-03-12', 'nl')).toBe('Woensdag 12 maart');
    expect(deliveryDayLabel('2025-03-12', 'de')).toBe('Mittwoch, 12. März');
  });
});

describe('shippingManagerOption (CO8, CO10)', () => {
  it('round-trips a home delivery day', () => {
    const text = encodeShippingManagerOption({ type: 'home', deliveryDate: '2025-03-12' });
    expect(JSON.parse(text)).toEqual({ type: 'home', deliveryDate: '2025-03-12' });
    expect(decodeShippingManagerOption(text)).toEqual({ type: 'home', deliveryDate: '2025-03-12' });
  });

  it('carries the chosen parcel point as pickup_location_code, the name the API reads', () => {
    const text = encodeShippingManagerOption({ type: 'parcel_point', pickup_location_code: 'PNL-101201', name: 'Gamma Damrak' });
    expect(JSON.parse(text)).toMatchObject({ pickup_location_code: 'PNL-101201' });
    expect(decodeShippingManagerOption(text)).toEqual({ type: 'parcel_point', pickup_location_code: 'PNL-101201', name: 'Gamma Damrak' });
  });

  it('reads anything else as no note', () => {
    expect(decodeShippingManagerOption(null)).toBeNull();
    expect(decodeShippingManagerOption('not json')).toBeNull();
    expect(decodeShippingManagerOption('{"type":"home","deliveryDate":"tomorrow"}')).toBeNull();
  });

  it('refuses to encode a malformed note', () => {
    expect(() => encodeShippingManagerOption({ type: 'store_pickup', pickup_location_code: '', name: 'x' })).toThrow();
  });
});
