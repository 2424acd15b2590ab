import { describe, expect, it } from 'vitest';
import {
  cartIdCookieName,
  catalogue,
  cookies,
  delivery,
  giftcard,
  header,
  images,
  layers,
  layout,
  paymentResultCodes,
  search,
  timings,
} from './constants.ts';

const DAY = 24 * 60 * 60;

describe('constants', () => {
  it('S3, S5, S6, S8, S10–S15: search limits', () => {
    expect(search).toMatchObject({
      minQueryLength: 3,
      debounceMs: 500,
      overlayDelayMs: 300,
      quickSearchPageSize: 4,
      quickSearchProductsShown: 3,
      recentShown: 2,
      brandsMax: 5,
      categoriesMax: 5,
      pageResults: 5,
      suggestions: 6,
    });
  });

  it('K2: sizes and layers', () => {
    expect(layout).toEqual({ maxContentWidthRem: 129.8, buttonHeightRem: 4.4, inputHeightRem: 3.9, progressBarPx: 2 });
    expect(layers).toEqual({ modal: 90, panel: 50, backdrop: 49, header: 20, footer: 10 });
    expect(header).toEqual({ fixedAfterSmallPx: 25, fixedAfterLargePx: 35, backToTopAfterPx: 400 });
  });

  it('P9, P14, T5: timings', () => {
    expect(timings.instorePollMs).toBe(1000);
    expect(timings.chunkReloadGuardMs).toBe(60000);
    expect(timings.dynamicLabelRefreshMs).toBe(60000);
    expect(timings.customerRefreshMs).toBe(900000);
    expect(timings.uspFadeMs).toBe(1400);
  });

  it('CK2–CK10: cookie names and lifetimes', () => {
    // CK3: the names the spec leaves to us, as decisions 010 and 024 list them.
    expect([cookies.message.name, cookies.settings.name, cookies.locale.name]).toEqual([
      'va_cookie_message',
      'va_cookie_settings',
      'store',
    ]);
    expect(cookies.message.maxAgeSeconds).toBe(100 * DAY);
    expect(cookies.settings.maxAgeSeconds).toBe(100 * DAY);
    expect(cookies.locale.maxAgeSeconds).toBe(365 * DAY);
    expect(cookies.customerToken).toEqual({ name: 'apollo-token', maxAgeSeconds: 7 * DAY });
    expect(cookies.cartId.maxAgeSeconds).toBe(200 * DAY);
    expect(cookies.placedOrderForQuote.maxAgeSeconds).toBe(36000);
    expect(cookies.affiliate).toMatchObject({ name: 'dn_cookie', maxAgeSeconds: 30 * DAY });
  });

  it('CK6: the cart id cookie is named after the store', () => {
    expect(cartIdCookieName('nl')).toBe('quote_masked_id_nl');
    expect(cartIdCookieName(undefined)).toBe('quote_masked_id_default');
  });

  it('C6–C10, C24, P12, OC3, D12, V7: domain limits', () => {
    expect(catalogue.itemsPerPageOptions).toEqual([24, 36, 48, 60, 72]);
    expect(catalogue.defaultSort).toBe('recommended');
    expect(images.tile).toEqual({ width: 416, height: 500 });
    expect(images.swatchesShown).toBe(5);
    expect(delivery.excludedWeekdays).toEqual([0, 1]);
    expect(delivery.deliveryDaysOptions).toHaveLength(10);
    expect(giftcard).toMatchObject({ minValue: 5, maxValue: 500, cardDigits: 19, pinDigits: 6 });
    expect(paymentResultCodes).toEqual({ cancelled: [0, 890, 90], refused: [63] });
  });
});
