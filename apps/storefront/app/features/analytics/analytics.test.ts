import { describe, expect, it, vi } from 'vitest';
import { affiliateCodeOf, affiliateCookie } from './affiliate.ts';
import { checkoutAnalytics, purchaseAnalytics } from './checkout-analytics.ts';
import * as ecommerce from './ecommerce.ts';
import { firstTime, type KeyStore } from './once.ts';
import { pageTypeFor } from './page-type.ts';
import { injectTagManager, mayLoadTags, tagManagerUrl, whenIdleAfterLoad } from './tag-loader.ts';

const shirt = ecommerce.toAnalyticsItem({
  sku: 'VA-1',
  name: 'Overhemd wit',
  brand: 'Eton',
  price: 19.99,
  quantity: 3,
  categories: ['Kleding', 'Overhemden'],
});
const tie = ecommerce.toAnalyticsItem({ sku: 'VA-2', name: 'Das', brand: null, price: 49.95 });

describe('GA4 e-commerce payloads', () => {
  it('AN8: an item carries sku, name, brand, categories, price and quantity; no empty brand', () => {
    expect(shirt).toEqual({
      item_id: 'VA-1',
      item_name: 'Overhemd wit',
      item_brand: 'Eton',
      item_category: 'Kleding',
      item_category2: 'Overhemden',
      price: 19.99,
      quantity: 3,
    });
    expect(tie).toEqual({ item_id: 'VA-2', item_name: 'Das', price: 49.95, quantity: 1 });
  });

  it('AN8: every event has currency EUR and the value of its items, rounded to cents', () => {
    expect(ecommerce.viewCartEvent([shirt, tie])).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'EUR', value: 109.92, items: [shirt, tie] },
    });
    expect(ecommerce.viewItemEvent(tie).ecommerce).toEqual({ currency: 'EUR', value: 49.95, items: [tie] });
    expect(ecommerce.beginCheckoutEvent([shirt]).ecommerce.value).toBe(59.97);
    expect(ecommerce.addShippingInfoEvent([tie], 'PostNL').ecommerce).toMatchObject({ shipping_tier: 'PostNL', value: 49.95 });
    expect(ecommerce.addPaymentInfoEvent([tie], 'ideal').ecommerce).toMatchObject({ payment_type: 'ideal', currency: 'EUR' });
  });

  it('AN8: view_item_list names the list and numbers the tiles from the page start', () => {
    const event = ecommerce.viewItemListEvent('Overhemden', [tie, tie], 24);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce.item_list_name).toBe('Overhemden');
    expect(event.ecommerce.items.map((item) => item.index)).toEqual([24, 25]);
    expect(event.ecommerce.items[0]?.item_list_name).toBe('Overhemden');
  });

  it('AN8: begin_checkout and the steps after it read the checkout cart, unit price from the row total', () => {
    const cart = {
      id: 'cart-1',
      items: [
        {
          quantity: 2,
          prices: { row_total_including_tax: { value: 99.9 } },
          product: { sku: 'VA-3', name: 'Colbert', brand: 'Van Arkel' },
        },
        { quantity: 0, prices: { row_total_including_tax: { value: 0 } }, product: { sku: 'VA-4', name: 'Sok', brand: null } },
      ],
      shipping_addresses: [{ selected_shipping_method: { carrier_title: 'PostNL', method_title: 'Thuisbezorgd', method_code: 'home' } }],
    };
    const analytics = checkoutAnalytics(cart);
    expect(analytics.key).toBe('cart-1');
    expect(analytics.shippingTier).toBe('Thuisbezorgd');
    expect(analytics.items[0]).toEqual({ item_id: 'VA-3', item_name: 'Colbert', item_brand: 'Van Arkel', price: 49.95, quantity: 2 });
    expect(checkoutAnalytics({ ...cart, shipping_addresses: [] }).shippingTier).toBeNull();
  });

  it('AN8: purchase carries the order number, the order total, tax, shipping and the lines', () => {
    const order = purchaseAnalytics({
      number: '000000123',
      items: [
        { product_sku: 'VA-3-48', parent_sku: 'VA-3', product_name: 'Colbert', quantity_ordered: 2, row_total_incl_tax: { value: 99.9 } },
      ],
      total: {
        grand_total: { value: 94.85 },
        shipping_handling: { amount_including_tax: { value: 4.95 } },
        taxes: [{ amount: { value: 16.46 } }],
      },
    });
    expect(ecommerce.purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '000000123',
        currency: 'EUR',
        value: 94.85,
        tax: 16.46,
        shipping: 4.95,
        items: [{ item_id: 'VA-3', item_name: 'Colbert', price: 49.95, quantity: 2, item_variant: 'VA-3-48' }],
      },
    });
  });
});

describe('purchase once per order', () => {
  it('AN8: an order number is sent the first time only, across reloads', () => {
    const data = new Map<string, string>();
    const store: KeyStore = { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
    expect(firstTime(store, 'purchase:1')).toBe(true);
    expect(firstTime(store, 'purchase:1')).toBe(false);
    expect(firstTime(store, 'purchase:2')).toBe(true);
  });

  it('AN8: garbage in storage or a storage that throws does not stop the event', () => {
    const garbage: KeyStore = { getItem: () => '{not json', setItem: () => undefined };
    expect(firstTime(garbage, 'purchase:1')).toBe(true);
    const blocked: KeyStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(firstTime(blocked, 'purchase:1')).toBe(true);
    expect(firstTime(null, 'purchase:1')).toBe(true);
  });

  it('AN8: only the latest fifty keys are kept', () => {
    const data = new Map<string, string>();
    const store: KeyStore = { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
    for (let index = 0; index < 60; index += 1) firstTime(store, `purchase:${index}`);
    expect(JSON.parse(data.get('va_sent_events') ?? '[]')).toHaveLength(50);
  });
});

describe('page types', () => {
  it('AN2, AN8: the page view names the page type from the route', () => {
    expect(pageTypeFor('routes/home', null)).toBe('home');
    expect(pageTypeFor('routes/catch-all', { kind: 'product' })).toBe('product');
    expect(pageTypeFor('routes/catch-all', { kind: 'category' })).toBe('category');
    expect(pageTypeFor('routes/catch-all', { kind: 'content' })).toBe('content');
    expect(pageTypeFor('routes/catch-all', undefined)).toBe('other');
    expect(pageTypeFor('brand-nl', {})).toBe('category');
    expect(pageTypeFor('routes/search', {})).toBe('search');
    expect(pageTypeFor('routes/cart', {})).toBe('cart');
    expect(pageTypeFor('routes/checkout-payment', {})).toBe('checkout');
    expect(pageTypeFor('routes/order-complete', {})).toBe('checkout');
    expect(pageTypeFor('routes/customer-login', {})).toBe('account');
  });
});

describe('the tag manager loader', () => {
  const accepted = { answered: true, categories: ['functional', 'analytics', 'marketing'] as const };

  it('P4: tags load only with a valid id, after consent to analytics or marketing, and not with thirdparty=disabled', () => {
    const tagId = 'GTM-ABC123';
    expect(mayLoadTags({ tagId, consent: { ...accepted, categories: [...accepted.categories] }, search: '' })).toBe(true);
    expect(mayLoadTags({ tagId, consent: null, search: '' })).toBe(false);
    expect(mayLoadTags({ tagId, consent: { answered: false, categories: null }, search: '' })).toBe(false);
    expect(mayLoadTags({ tagId, consent: { answered: true, categories: ['functional'] }, search: '' })).toBe(false);
    expect(mayLoadTags({ tagId, consent: { answered: true, categories: ['functional', 'marketing'] }, search: '' })).toBe(true);
    expect(mayLoadTags({ tagId, consent: { ...accepted, categories: [...accepted.categories] }, search: '?thirdparty=disabled' })).toBe(
      false,
    );
    expect(mayLoadTags({ tagId: undefined, consent: { ...accepted, categories: [...accepted.categories] }, search: '' })).toBe(false);
    expect(mayLoadTags({ tagId: '"><script>', consent: { ...accepted, categories: [...accepted.categories] }, search: '' })).toBe(false);
    expect(tagManagerUrl('GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
  });

  function fakeWindow(readyState: DocumentReadyState) {
    const listeners = new Map<string, () => void>();
    const timers: (() => void)[] = [];
    const win = {
      document: { readyState } as Document,
      addEventListener: vi.fn((type: string, listener: () => void) => void listeners.set(type, listener)),
      removeEventListener: vi.fn((type: string) => void listeners.delete(type)),
      setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
      clearTimeout: vi.fn(),
      requestIdleCallback: vi.fn((callback: () => void) => {
        callback();
        return 1;
      }),
    };
    return { win: win as unknown as Parameters<typeof whenIdleAfterLoad>[0], listeners, timers };
  }

  it('P4: nothing starts before the load event; then the first interaction starts it once, when idle', () => {
    const { win, listeners } = fakeWindow('loading');
    const start = vi.fn();
    whenIdleAfterLoad(win, start, 7500);
    expect(listeners.has('mousedown')).toBe(false);
    listeners.get('load')?.();
    expect(start).not.toHaveBeenCalled();
    listeners.get('scroll')?.();
    expect(start).toHaveBeenCalledTimes(1);
    listeners.get('keydown')?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('P4: without any interaction the delay starts it; cancelling stops it', () => {
    const loaded = fakeWindow('complete');
    const start = vi.fn();
    whenIdleAfterLoad(loaded.win, start, 7500);
    loaded.timers[0]?.();
    expect(start).toHaveBeenCalledTimes(1);

    const cancelled = fakeWindow('complete');
    const never = vi.fn();
    const cancel = whenIdleAfterLoad(cancelled.win, never, 7500);
    cancel();
    cancelled.timers[0]?.();
    expect(never).not.toHaveBeenCalled();
  });

  it('P4: the tag script is added once, async, with the page nonce', () => {
    const appended: Record<string, unknown>[] = [];
    let present = false;
    const doc = {
      querySelector: () => (present ? {} : null),
      createElement: () => ({ dataset: {} }) as Record<string, unknown>,
      head: {
        appendChild: (element: Record<string, unknown>) => {
          appended.push(element);
          present = true;
        },
      },
    } as unknown as Document;
    injectTagManager(doc, 'GTM-ABC123', 'n0nce');
    injectTagManager(doc, 'GTM-ABC123', 'n0nce');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({
      async: true,
      nonce: 'n0nce',
      src: tagManagerUrl('GTM-ABC123'),
      dataset: { thirdParty: 'tag-manager' },
    });
  });
});

describe('affiliate partner code', () => {
  it('CK9, CK10: ?dn= sets dn_cookie for 30 days on path /, Secure over https', () => {
    expect(affiliateCookie('?dn=partner_42', true)).toBe('dn_cookie=partner_42; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(affiliateCookie('?x=1&dn=abc-1', false)).toBe('dn_cookie=abc-1; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('CK10: a missing, empty, hostile or oversized code sets nothing', () => {
    for (const search of ['', '?dn=', '?dn=%3Cscript%3E', '?dn=a%3Bdomain%3Devil.test', `?dn=${'a'.repeat(65)}`]) {
      expect(affiliateCookie(search, true)).toBeNull();
    }
  });

  it('CK10: the order takes the code from dn_cookie, and nothing from a cookie that is not a code', () => {
    const withCookie = (cookie: string) => new Request('http://shop.test/checkout/payment/', { headers: { cookie } });
    expect(affiliateCodeOf(withCookie('store=nl; dn_cookie=partner_42; other=1'))).toBe('partner_42');
    expect(affiliateCodeOf(withCookie('dn_cookie=<script>'))).toBeNull();
    expect(affiliateCodeOf(withCookie(`dn_cookie=${'a'.repeat(65)}`))).toBeNull();
    expect(affiliateCodeOf(new Request('http://shop.test/'))).toBeNull();
  });
});
