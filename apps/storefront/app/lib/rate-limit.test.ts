/**
 * The API's rate limit (TOO_MANY_REQUESTS, decision 034) shown where the shopper acted: each form's
 * own message in nl, en and de, chosen by the error's code and never by its words.
 */
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { locales } from '@shop/rules';
import { loginAction, registerAction } from '../features/account/login.server.ts';
import { forgotPasswordAction } from '../features/account/password-reset.server.ts';
import { addToCartAction } from '../features/cart/add-to-cart/add-to-cart.server.ts';
import { readAddFailure } from '../features/cart/add-to-cart/add-result.ts';
import { CARD_FIELDS } from '../features/giftcard/card-entry.ts';
import { checkBalanceAction } from '../features/giftcard/balance.server.ts';
import { stateFromOutcome } from '../features/newsletter/newsletter-form-state.ts';
import { newsletterAction } from '../features/newsletter/newsletter.server.ts';
import { ApiError } from './api.server.ts';
import { catalogue } from './i18n/catalogue.server.ts';
import { isTooManyRequests } from './rate-limit.ts';

/** The API's refusal; its words are not what the storefront goes by. */
const limited = () => {
  throw new ApiError([{ message: 'Slow down.', extensions: { code: 'TOO_MANY_REQUESTS', retry_after_seconds: 30 } }], 429);
};

/** A load context whose API answers per operation name; any other operation is refused by the rate limit. */
function fakeContext(handlers: Record<string, () => unknown> = {}): AppLoadContext {
  const client = {
    storeCode: 'nl',
    customerToken: null,
    withCustomerToken: () => client,
    async query(document: { toString(): string }) {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? '';
      return (handlers[operation] ?? limited)();
    },
  };
  return {
    storeCode: 'nl',
    language: 'nl',
    requestId: 'test',
    isProduction: false,
    secureCookies: false,
    log: { warn() {}, error() {}, info() {} },
    api: client,
  } as unknown as AppLoadContext;
}

function post(path: string, fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request(`http://shop.test${path}`, { method: 'POST', body: form });
}

type DataAnswer = { data: unknown; init: { status?: number } | null };
const statusOf = (answer: unknown) => (answer as DataAnswer).init?.status ?? 200;
const dataOf = (answer: unknown) => (answer as DataAnswer).data;

const PASSWORD = 'Geheim-wachtwoord1';

describe('the rate limit as the shopper sees it', () => {
  it('is recognised by its code only', () => {
    expect(isTooManyRequests(new ApiError([{ message: 'x', extensions: { code: 'TOO_MANY_REQUESTS' } }]))).toBe(true);
    expect(isTooManyRequests(new ApiError([{ message: 'Too many requests. Please try again in 30 seconds.' }]))).toBe(false);
    expect(isTooManyRequests(new Error('TOO_MANY_REQUESTS'))).toBe(false);
  });

  it('sign-in and sign-up show the account message, status 429', async () => {
    const login = await loginAction({
      request: post('/customer/login/', { email: 'jan@example.nl', password: PASSWORD }),
      context: fakeContext(),
    });
    expect(statusOf(login)).toBe(429);
    expect(JSON.stringify(dataOf(login))).toContain('account.error.tooManyRequests');
    expect(JSON.stringify(dataOf(login))).not.toContain(PASSWORD);

    const register = await registerAction({
      request: post('/customer/create/', {
        gender: '1',
        firstname: 'Jan',
        lastname: 'Jansen',
        email: 'jan@example.nl',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      }),
      context: fakeContext(),
    });
    expect(statusOf(register)).toBe(429);
    expect(JSON.stringify(dataOf(register))).toContain('account.error.tooManyRequests');
  });

  it('the password reset request and the new password show the account message, status 429', async () => {
    const request = await forgotPasswordAction({
      request: post('/customer/account/forgotpassword/', { email: 'jan@example.nl' }),
      context: fakeContext(),
    });
    expect(statusOf(request)).toBe(429);
    expect(dataOf(request)).toMatchObject({ intent: 'request' });
    expect(JSON.stringify(dataOf(request))).toContain('account.error.tooManyRequests');

    const reset = await forgotPasswordAction({
      request: post('/customer/account/forgotpassword/', {
        intent: 'reset',
        email: 'jan@example.nl',
        token: 'abc',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      }),
      context: fakeContext(),
    });
    expect(statusOf(reset)).toBe(429);
    expect(dataOf(reset)).toMatchObject({ intent: 'reset' });
    expect(JSON.stringify(dataOf(reset))).toContain('account.error.tooManyRequests');
  });

  it('the footer newsletter form shows its message, with and without scripts', async () => {
    const enhanced = await newsletterAction({
      request: post('/newsletter/', { email: 'jan@example.nl', enhanced: '1' }),
      context: fakeContext(),
    });
    expect(statusOf(enhanced)).toBe(429);
    expect(dataOf(enhanced)).toEqual({ ok: false, message: 'newsletter.error.tooManyRequests' });

    const plain = (await newsletterAction({
      request: post('/newsletter/', { email: 'jan@example.nl', back: '/' }),
      context: fakeContext(),
    })) as Response;
    const back = new URL(plain.headers.get('location') ?? '', 'http://shop.test');
    expect(stateFromOutcome(back.searchParams.get('newsletter'))).toEqual({ status: 'error', message: 'newsletter.error.tooManyRequests' });
  });

  it('the gift card balance check shows its message at the card, status 429', async () => {
    const answer = await checkBalanceAction(
      post('/cadeaukaart/saldo/', { [CARD_FIELDS.number]: '6064 3650 0987 6543 210', [CARD_FIELDS.pin]: '654321' }),
      fakeContext(),
    );
    expect(statusOf(answer)).toBe(429);
    expect(dataOf(answer)).toMatchObject({ ok: false, errors: { card: 'tooManyRequests' } });
  });

  it('adding to the cart when no cart can be made shows the pop-up message, and without scripts the product page says why', async () => {
    const product = {
      __typename: 'SimpleProduct',
      sku: 'SOCK-1',
      name: 'Sokken',
      brand: null,
      url_key: 'sokken',
      stock_status: 'IN_STOCK',
      available_soon: false,
      image: { url: null, label: null },
      crosssell_products: [],
    };
    const context = () => fakeContext({ CartAddProduct: () => ({ products: { items: [product] } }) });
    const enhanced = await addToCartAction(post('/cart/add/', { add: 'SOCK-1', enhanced: '1' }), context());
    expect(dataOf(enhanced)).toMatchObject({ ok: false, reason: 'tooManyRequests' });

    const plain = (await addToCartAction(post('/cart/add/', { add: 'SOCK-1' }), context())) as Response;
    const back = new URL(plain.headers.get('location') ?? '', 'http://shop.test');
    expect(readAddFailure(back.searchParams)).toBe('tooManyRequests');
  });

  it('every message exists in nl, en and de, in German with "du"', () => {
    const keys = [
      'account.error.tooManyRequests',
      'newsletter.error.tooManyRequests',
      'giftcard.error.tooManyRequests',
      'cart.add.error.tooManyRequests',
      'checkout.payment.error.tooManyRequests',
    ];
    for (const locale of locales) for (const key of keys) expect(catalogue[locale][key], `${locale}:${key}`).toBeTruthy();
    for (const key of keys) expect(catalogue.de[key]).not.toMatch(/\bSie\b/);
  });
});
