import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { loadOrderComplete } from './after-payment.server.ts';
import { lastOrderCookie } from './checkout-session.server.ts';
import { OrderCompleteView } from './order-complete.tsx';

const page = (cookie = '') => new Request('http://shop.test/order-complete/', { headers: cookie ? { cookie } : {} });

const render = (language: 'nl' | 'en' | 'de') => renderPageAt('/order-complete/', <OrderCompleteView order={null} />, language);

describe('/order-complete/ without an order number (R14)', () => {
  it('answers the confirmation, not a 404, when this browser remembers no order; the API is not asked', async () => {
    const { context, calls } = fakeContext({});
    await expect(loadOrderComplete(page(), context, undefined)).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('goes to the order this browser paid when it remembers one', async () => {
    const { context } = fakeContext({});
    const cookie = lastOrderCookie({ cartId: 'a'.repeat(32), orderNumber: '100000123' }, context).split(';')[0];
    const answer = await loadOrderComplete(page(cookie), context, undefined).catch((thrown: unknown) => thrown);
    if (!(answer instanceof Response)) throw new Error('expected a redirect');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/order-complete/100000123/');
  });

  it.each([
    ['nl', 'Bedankt voor je bestelling!', 'per e-mail', 'Verder winkelen', 'Mijn bestellingen'],
    ['en', 'Thank you for your order!', 'by e-mail', 'Continue shopping', 'My orders'],
    ['de', 'Vielen Dank für deine Bestellung!', 'per E-Mail', 'Weiter einkaufen', 'Meine Bestellungen'],
  ] as const)('shows the thanks, where the details are and the ways on in %s', (language, title, mail, shop, orders) => {
    const html = render(language);
    expect(html).toContain(`<h1`);
    expect(html).toContain(title);
    expect(html).toContain(mail);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${shop}</a>`));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/customer/orders/"[^>]*>${orders}</a>`));
  });
});
