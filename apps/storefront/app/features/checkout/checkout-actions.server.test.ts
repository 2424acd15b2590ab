import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { handlePaymentReturn } from './after-payment.server.ts';
import { cartRestoreAction } from './cart-restore.server.ts';
import { submitDataStep } from './data-step.server.ts';
import { submitPaymentStep } from './payment-step.server.ts';
import { checkoutAddressFixture, checkoutCartFixture, homeDeliveryFixture, typedShippingFixture } from './checkout-cart.fixture.ts';
import type { CheckoutCart } from './summary-model.ts';

const CART_ID = 'a'.repeat(32);

const cart = (overrides: Partial<CheckoutCart> = {}): CheckoutCart => checkoutCartFixture(50, { id: CART_ID, ...overrides });

const readyCart = cart({ billing_address: checkoutAddressFixture, shipping_addresses: [homeDeliveryFixture(0)] });

function post(path: string, fields: Record<string, string>, cookie = `quote_masked_id_nl=${CART_ID}`): Request {
  return new Request(`http://shop.test${path}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) });
}

const storeConfig = () => ({
  storeConfig: { default_country: 'NL', telephone_required: false, timezone: 'Europe/Amsterdam' },
  countries: [],
});

const validDetails = {
  email: 'jan@example.nl',
  ...typedShippingFixture,
  billingSameAsShipping: 'on',
};

describe('submitDataStep (CO2–CO6, V13)', () => {
  it('answers 400 with a key per field and calls nothing when the form is invalid', async () => {
    const { context, calls } = fakeContext({ CheckoutCart: () => ({ cart: cart() }), CheckoutAddressConfig: storeConfig });
    const result = (await submitDataStep({
      request: post('/checkout/', { ...validDetails, 'shipping.houseNumber': 'twelve' }),
      context,
    })) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toEqual({ 'shipping.houseNumber': ['houseNumber.numeric'] });
    expect(calls.map((c) => c.operation)).not.toContain('CheckoutSetEmail');
  });

  it('sets e-mail, shipping and billing (same as shipping) in order, then goes to the delivery step', async () => {
    const ok = () => ({});
    const { context, calls } = fakeContext({
      CheckoutCart: () => ({ cart: cart() }),
      CheckoutAddressConfig: storeConfig,
      CheckoutSetEmail: ok,
      CheckoutSetShippingAddress: ok,
      CheckoutSetBillingAddress: ok,
    });
    const response = (await submitDataStep({ request: post('/checkout/', validDetails), context })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/shipment/');
    expect(calls.slice(2).map((c) => c.operation)).toEqual(['CheckoutSetEmail', 'CheckoutSetShippingAddress', 'CheckoutSetBillingAddress']);
    expect(calls[3]?.variables.address).toMatchObject({ street: ['Kalverstraat', '12'], country_code: 'NL' });
    expect(calls[4]?.variables.billing).toEqual({ same_as_shipping: true });
  });

  it('shows an API refusal at the field it names (V9, V10)', async () => {
    const { context } = fakeContext({
      CheckoutCart: () => ({ cart: cart() }),
      CheckoutAddressConfig: storeConfig,
      CheckoutSetEmail: () => ({}),
      CheckoutSetShippingAddress: () => {
        throw new ApiError([
          {
            message: 'not read',
            extensions: {
              code: 'CHECKOUT_FIELD_INVALID',
              params: { field: 'shipping_addresses[0].address.postcode', rule: 'postcode.invalid' },
            },
          },
        ]);
      },
    });
    const result = (await submitDataStep({ request: post('/checkout/', validDetails), context })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.data.result.error).toEqual({ 'shipping.postcode': ['postcode.invalid'] });
  });
});

describe('submitPaymentStep (CO12–CO15)', () => {
  it('needs a bank for iDEAL', async () => {
    const { context } = fakeContext({ CheckoutCart: () => ({ cart: readyCart }) });
    const result = (await submitPaymentStep(post('/checkout/payment/', { method: 'ideal' }), context)) as { data: { error: string } };
    expect(result.data.error).toBe('issuerRequired');
  });

  it('places the order, keeps the cart for restoring and sends the browser to the provider', async () => {
    const { context } = fakeContext({
      CheckoutCart: () => ({ cart: readyCart }),
      CheckoutSetPaymentMethod: () => ({}),
      CheckoutPlaceOrder: () => ({ placeOrder: { order: { order_number: 'NL1' }, pay_redirect_url: '/payment/abc' } }),
    });
    const response = (await submitPaymentStep(post('/checkout/payment/', { method: 'ideal', 'issuer:ideal': 'ing' }), context)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/payment/abc');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response.headers.get('set-cookie')).toContain(`placed_order_for_quote=${CART_ID}`);
  });

  it('reports a stock shortage with the product concerned (CO14)', async () => {
    const { context } = fakeContext({
      CheckoutCart: () => ({ cart: readyCart }),
      CheckoutSetPaymentMethod: () => ({}),
      CheckoutPlaceOrder: () => {
        throw new ApiError([
          { message: 'not read', extensions: { code: 'CART_OUT_OF_STOCK', params: { sku: 'OH-M', product: '"Overhemd" (OH-M)' } } },
        ]);
      },
    });
    const result = (await submitPaymentStep(post('/checkout/payment/', { method: 'ideal', 'issuer:ideal': 'ing' }), context)) as {
      data: unknown;
    };
    // The store language's text of the code names the product; the API's English sentence never reaches the page.
    expect(result.data).toEqual({
      error: 'outOfStock',
      detail: { id: 'apiError.CART_OUT_OF_STOCK', values: { sku: 'OH-M', product: '"Overhemd" (OH-M)' } },
    });
  });
});

describe('handlePaymentReturn (CO15, CO16)', () => {
  const returning = (cookie: string) =>
    new Request('http://shop.test/checkout/return/?reference=ref1&status=paid', { headers: { cookie } });

  it('trusts the provider, not the address: an open payment waits', async () => {
    const { context } = fakeContext({
      CheckoutPaymentResult: () => ({ paymentResult: { status: 'open', result_code: null, order_number: 'NL1' } }),
    });
    expect(await handlePaymentReturn(returning(''), context)).toEqual({
      kind: 'open',
      payUrl: '/payment/ref1',
      retryUrl: '/checkout/return/?reference=ref1&status=paid',
    });
  });

  it('clears the ordered cart and remembers the order when paid, after the API confirms this cart placed it', async () => {
    const { context, calls } = fakeContext({
      CheckoutPaymentResult: () => ({ paymentResult: { status: 'paid', result_code: null, order_number: 'NL1' } }),
      CheckoutPlacedOrder: ({ cartId }) => ({ placedOrder: cartId === CART_ID ? { number: 'NL1' } : null }),
    });
    const thrown = await handlePaymentReturn(returning(`quote_masked_id_nl=${CART_ID}; placed_order_for_quote=${CART_ID}`), context).catch(
      (response: unknown) => response as Response,
    );
    expect((thrown as Response).headers.get('location')).toBe('/order-complete/NL1/');
    const cookies = (thrown as Response).headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('quote_masked_id_nl=;'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('placed_order_for_quote=;'))).toBe(true);
    expect(cookies.some((c) => c.startsWith(`last_order=${CART_ID}.NL1`))).toBe(true);
    expect(calls.find((call) => call.operation === 'CheckoutPlacedOrder')?.variables).toEqual({ cartId: CART_ID, orderNumber: 'NL1' });
  });

  it('keeps a new cart when the placed order is found by the placed order cookie', async () => {
    const other = 'b'.repeat(32);
    const { context } = fakeContext({
      CheckoutPaymentResult: () => ({ paymentResult: { status: 'paid', result_code: null, order_number: 'NL1' } }),
      CheckoutPlacedOrder: ({ cartId }) => ({ placedOrder: cartId === CART_ID ? { number: 'NL1' } : null }),
    });
    const thrown = await handlePaymentReturn(returning(`quote_masked_id_nl=${other}; placed_order_for_quote=${CART_ID}`), context).catch(
      (response: unknown) => response as Response,
    );
    const cookies = (thrown as Response).headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('quote_masked_id_nl='))).toBe(false);
    expect(cookies.some((c) => c.startsWith(`last_order=${CART_ID}.NL1`))).toBe(true);
  });

  it('a paid order this browser did not place: thanks with the number only, no confirmation and no cookies', async () => {
    const { context } = fakeContext({
      CheckoutPaymentResult: () => ({ paymentResult: { status: 'paid', result_code: null, order_number: 'NL1' } }),
      CheckoutPlacedOrder: () => ({ placedOrder: null }),
    });
    expect(await handlePaymentReturn(returning(`quote_masked_id_nl=${'c'.repeat(32)}`), context)).toEqual({
      kind: 'paid',
      orderNumber: 'NL1',
    });
    expect(await handlePaymentReturn(returning(''), context)).toEqual({ kind: 'paid', orderNumber: 'NL1' });
  });

  it.each([
    ['expired', '/checkout/failed/?status=expired'],
    ['refunded', '/checkout/failed/?status=refunded'],
  ])('an %s payment leads to the failed page that says so', async (status, location) => {
    const { context } = fakeContext({
      CheckoutPaymentResult: () => ({ paymentResult: { status, result_code: null, order_number: 'NL1' } }),
    });
    const thrown = await handlePaymentReturn(returning(''), context).catch((response: unknown) => response as Response);
    expect((thrown as Response).headers.get('location')).toBe(location);
  });
});

describe('cartRestoreAction (OC10–OC12)', () => {
  it('restores by the placed order cookie and goes back to the page', async () => {
    const { context, calls } = fakeContext({ CheckoutRestoreCart: () => ({ restoreCart: { id: CART_ID } }) });
    const request = post('/checkout/restore/', { intent: 'restore', returnTo: '/heren/' }, `placed_order_for_quote=${CART_ID}`);
    const response = await cartRestoreAction(request, context);
    expect(response.headers.get('location')).toBe('/heren/');
    expect(calls[0]?.variables).toEqual({ cartId: CART_ID });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('placed_order_for_quote=;'))).toBe(true);
  });

  it('proceeds with a new empty cart at home when restoring fails', async () => {
    const { context } = fakeContext({
      CheckoutRestoreCart: () => {
        throw new ApiError([{ message: 'not read', extensions: { code: 'CHECKOUT_ORDER_PAID', params: {} } }]);
      },
      CheckoutCreateEmptyCart: () => ({ createEmptyCart: 'b'.repeat(32) }),
    });
    const response = await cartRestoreAction(post('/checkout/restore/', { intent: 'restore', returnTo: '/x/' }), context);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`quote_masked_id_nl=${'b'.repeat(32)}`))).toBe(true);
  });
});
