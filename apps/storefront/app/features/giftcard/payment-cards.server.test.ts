import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { loadPaymentStep, submitPaymentStep } from '../checkout/payment-step.server.ts';
import { checkoutAddressFixture, checkoutCartFixture, homeDeliveryFixture, idealMethodFixture } from '../checkout/checkout-cart.fixture.ts';
import type { CheckoutCart } from '../checkout/summary-model.ts';
import { CARD_FIELDS } from './card-entry.ts';
import { APPLY_INTENT, CODE_FIELD, REMOVE_INTENT } from './payment-cards-model.ts';

const CART_ID = 'b'.repeat(32);

/** A cart ready for step 3 (49.95 to pay), with iDEAL, card and the seeded gift card method. */
const cart = (overrides: Partial<CheckoutCart> = {}): CheckoutCart =>
  checkoutCartFixture(49.95, {
    id: CART_ID,
    billing_address: checkoutAddressFixture,
    shipping_addresses: [homeDeliveryFixture(0)],
    available_payment_methods: [
      idealMethodFixture,
      { code: 'free', title: 'Van Arkel cadeaukaart', icon: 'giftcard', payment_provider_data: [] },
    ],
    ...overrides,
  });

const MASKED = '•••••••••••••••3210';
const withCard = (applied: number, remaining: number, due: number) =>
  cart({
    applied_gift_cards: [{ code: MASKED, applied_balance: { value: applied }, remaining_balance: { value: remaining } }],
    amount_due: { value: due },
  });

function post(fields: Record<string, string>): Request {
  return new Request('http://shop.test/checkout/payment/', {
    method: 'POST',
    headers: { cookie: `quote_masked_id_nl=${CART_ID}` },
    body: new URLSearchParams(fields),
  });
}

type Refusal = { data: { giftCard: { intent: string; errors: Record<string, unknown>; number: string } }; init: { status: number } };

const apply = (number: string, pin: string) => post({ intent: APPLY_INTENT, [CARD_FIELDS.number]: number, [CARD_FIELDS.pin]: pin });

describe('gift cards in the payment step (CO18, V7)', () => {
  it('CO18: the gift card method is no radio choice; applied cards show what they pay, keep, and what is left', async () => {
    const { context } = fakeContext({ CheckoutCart: () => ({ cart: withCard(25, 12.5, 24.95) }) });
    const step = await loadPaymentStep(
      new Request('http://shop.test/checkout/payment/', { headers: { cookie: `quote_masked_id_nl=${CART_ID}` } }),
      context,
    );
    expect(step.methods.map((m) => m.code)).toEqual(['ideal']);
    expect(step.giftCards).toEqual({
      available: true,
      cards: [{ code: MASKED, label: '•••• 3210', applied: '25,-', remaining: '12,50' }],
      amountDue: '24,95',
      covered: false,
    });
    expect(step.summary.giftCards).toEqual([{ label: '•••• 3210', amount: '-25,-' }]);
    expect(step.summary.amountDue).toBe('24,95');
  });

  it('CO18: applying a good card sends the number without spaces and the PIN, then back to the step (303)', async () => {
    const { context, calls } = fakeContext({ CheckoutCart: () => ({ cart: cart() }), ApplyGiftCardToCart: () => ({}) });
    const response = (await submitPaymentStep(apply('6064 3650 0987 6543 210', '654321'), context)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/payment/');
    expect(calls.find((c) => c.operation === 'ApplyGiftCardToCart')?.variables).toEqual({
      cartId: CART_ID,
      code: '6064365009876543210',
      pin: '654321',
    });
  });

  it('V7, V13: a wrong, missing, hostile or oversized entry is refused at its field, and the API is not asked', async () => {
    for (const [number, pin, errors] of [
      ['606436500987654321', '654321', { number: 'invalidNumber' }],
      ['6064365009876543210', '', { pin: 'pinRequired' }],
      ['6064365009876543210', '12345', { pin: 'pinInvalid' }],
      ['<script>alert(1)</script>', '<b>', { number: 'invalidNumber', pin: 'pinInvalid' }],
      ['9'.repeat(5000), '1'.repeat(5000), { number: 'invalidNumber', pin: 'pinInvalid' }],
      ['', '', { number: 'numberRequired', pin: 'pinRequired' }],
    ] as const) {
      const { context, calls } = fakeContext({ CheckoutCart: () => ({ cart: cart() }) });
      const result = (await submitPaymentStep(apply(number, pin), context)) as unknown as Refusal;
      expect(result.init.status).toBe(400);
      expect(result.data.giftCard.errors).toEqual(errors);
      expect(result.data.giftCard.number.length).toBeLessThanOrEqual(64);
      expect(calls.map((c) => c.operation)).toEqual(['CheckoutCart']);
    }
  });

  it("CO17, CO18: the API's refusals become the card's messages; an outage is the call error", async () => {
    const refusedWith = async (thrown: unknown) => {
      const { context } = fakeContext({
        CheckoutCart: () => ({ cart: cart() }),
        ApplyGiftCardToCart: () => {
          throw thrown;
        },
      });
      return ((await submitPaymentStep(apply('6064365002222222222', '333333'), context)) as unknown as Refusal).data.giftCard;
    };
    expect(
      await refusedWith(new ApiError([{ message: 'This gift card is inactive or blocked.', extensions: { code: 'GIFT_CARD_INACTIVE' } }])),
    ).toEqual({
      intent: APPLY_INTENT,
      errors: { card: 'inactive' },
      number: '6064365002222222222',
    });
    expect((await refusedWith(new ApiError([{ message: 'x', extensions: { code: 'GIFT_CARD_EMPTY' } }]))).errors).toEqual({
      card: 'noBalance',
    });
    expect((await refusedWith(new ApiError([{ message: 'x', extensions: { code: 'GIFT_CARD_INVALID_PIN' } }]))).errors).toEqual({
      pin: 'pinInvalid',
    });
    expect((await refusedWith(new TypeError('fetch failed'))).errors).toEqual({ card: 'callError' });
    // The limit's text names the API's maximum, not a number of its own.
    expect(
      (await refusedWith(new ApiError([{ message: 'x', extensions: { code: 'GIFT_CARD_LIMIT', params: { max: '5' } } }]))).errors,
    ).toEqual({ card: 'limit', values: { max: '5' } });
  });

  it('CO18: removing a card sends the code the cart shows; a missing or oversized code is refused', async () => {
    const { context, calls } = fakeContext({ CheckoutCart: () => ({ cart: withCard(25, 0, 24.95) }), RemoveGiftCardFromCart: () => ({}) });
    const response = (await submitPaymentStep(post({ intent: REMOVE_INTENT, [CODE_FIELD]: MASKED }), context)) as Response;
    expect(response.status).toBe(303);
    expect(calls.find((c) => c.operation === 'RemoveGiftCardFromCart')?.variables).toEqual({ cartId: CART_ID, code: MASKED });

    for (const code of ['', 'x'.repeat(65)]) {
      const fake = fakeContext({ CheckoutCart: () => ({ cart: withCard(25, 0, 24.95) }) });
      const result = (await submitPaymentStep(post({ intent: REMOVE_INTENT, [CODE_FIELD]: code }), fake.context)) as unknown as Refusal;
      expect(result.data.giftCard.errors).toEqual({ card: 'notApplied' });
      expect(fake.calls.map((c) => c.operation)).toEqual(['CheckoutCart']);
    }
  });

  it('CO18: cards that pay everything place the order with the gift card method, whatever the form says', async () => {
    const { context, calls } = fakeContext({
      CheckoutCart: () => ({ cart: withCard(49.95, 0.05, 0) }),
      CheckoutSetPaymentMethod: () => ({}),
      CheckoutPlaceOrder: () => ({ placeOrder: { order: { order_number: 'NL9' }, pay_redirect_url: '/checkout/return/?reference=r' } }),
    });
    const response = (await submitPaymentStep(post({ method: 'ideal' }), context)) as Response;
    expect(response.status).toBe(303);
    expect(calls.find((c) => c.operation === 'CheckoutSetPaymentMethod')?.variables).toEqual({
      cartId: CART_ID,
      method: { code: 'free', issuer: null },
    });
  });

  it('CO18: with a rest to pay, the gift card method cannot be chosen as a radio', async () => {
    const { context } = fakeContext({ CheckoutCart: () => ({ cart: withCard(25, 0, 24.95) }) });
    const result = (await submitPaymentStep(post({ method: 'free' }), context)) as unknown as { data: { error: string } };
    expect(result.data.error).toBe('methodRequired');
  });

  it("CO18: a card's balance that changed before the order shows the card's message", async () => {
    const { context } = fakeContext({
      CheckoutCart: () => ({ cart: withCard(25, 0, 24.95) }),
      CheckoutSetPaymentMethod: () => ({}),
      CheckoutPlaceOrder: () => {
        throw new ApiError([
          {
            message: 'Cannot place order: the balance of gift card …3210 has changed; check your gift cards.',
            extensions: { code: 'GIFT_CARD_BALANCE_CHANGED' },
          },
        ]);
      },
    });
    const result = (await submitPaymentStep(post({ method: 'ideal', 'issuer:ideal': 'ing' }), context)) as unknown as Refusal;
    expect(result.data.giftCard).toEqual({ intent: 'placeOrder', errors: { card: 'balanceChanged' }, number: '' });
  });
});
