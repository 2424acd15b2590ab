import { describe, expect, it } from 'vitest';
import { fakeContext, type OperationHandler } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { loadDashboard } from './account-pages.server.ts';
import { loginAction, registerAction } from './login.server.ts';
import { forgotPasswordAction } from './password-reset.server.ts';
import { loadSessionCustomer, safeRedirectTarget, signOut } from './session.server.ts';
import { registration } from './account-forms.fixture.ts';

/** The session's cookies are Secure here, and each API call records the customer token it was sent with. */
const sessionContext = (handlers: Record<string, OperationHandler>, token: string | null = null) =>
  fakeContext(handlers, { secureCookies: true, customerToken: token });

const GUEST_CART = 'g'.repeat(32);
const CUSTOMER_CART = 'c'.repeat(32);

/** The API's refusals, by code (decision 039); their words are not what the storefront goes by. */
const refusal = (code: string, category: string, params: Record<string, string> = {}) =>
  new ApiError([{ message: 'Refused.', extensions: { category, code, params } }]);

const notAuthorized = () => {
  throw refusal('CUSTOMER_NOT_AUTHORIZED', 'graphql-authorization');
};

function post(body: Record<string, string>, cookie = ''): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  return new Request('https://shop.test/customer/login/', { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('login state', () => {
  it('A1: a token that leads to a customer is a login', async () => {
    const { context } = sessionContext(
      { AccountSession: () => ({ customer: { firstname: 'Jan', lastname: 'de Vries', email: 'jan@example.nl' } }) },
      'tok',
    );
    const session = await loadSessionCustomer(new Request('https://shop.test/', { headers: { cookie: 'apollo-token=tok' } }), context);
    expect(session.customer?.firstname).toBe('Jan');
    expect(session.setCookies).toEqual([]);
  });

  it('A2: a refused token (garbage, expired, revoked) makes a guest and deletes the cookie', async () => {
    const { context } = sessionContext({ AccountSession: notAuthorized }, 'garbage');
    const session = await loadSessionCustomer(new Request('https://shop.test/', { headers: { cookie: 'apollo-token=garbage' } }), context);
    expect(session.customer).toBeNull();
    expect(session.setCookies).toHaveLength(1);
    expect(session.setCookies[0]).toMatch(/^apollo-token=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('A2: when the API cannot be reached the visitor is a guest for this page but keeps the cookie', async () => {
    const { context } = sessionContext(
      {
        AccountSession: () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
      'tok',
    );
    const session = await loadSessionCustomer(new Request('https://shop.test/'), context);
    expect(session).toEqual({ customer: null, setCookies: [] });
  });

  it('R12, R13: a customer page without a token answers 301 to the login page, kept by no cache', async () => {
    const { context, calls } = sessionContext({});
    const response = await thrown(loadDashboard({ context }));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/customer/login/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual([]);
  });

  it('R12: a customer page with a refused token answers the same 301 and deletes the cookie', async () => {
    const { context } = sessionContext({ AccountDashboard: notAuthorized }, 'revoked');
    const response = await thrown(loadDashboard({ context }));
    expect(response.status).toBe(301);
    expect(response.headers.get('set-cookie')).toMatch(/^apollo-token=; Max-Age=0/);
  });
});

describe('login', () => {
  it('A4, CK4, CK5: login keeps the token in an HttpOnly, Secure, SameSite=Lax cookie for 7 days and merges the guest cart into the customer cart', async () => {
    const { context, calls } = sessionContext({
      AccountLogin: () => ({ generateCustomerToken: { token: 'new-token' } }),
      AccountCustomerCart: (_, token) => (token === 'new-token' ? { customerCart: { id: CUSTOMER_CART } } : notAuthorized()),
      AccountMergeCarts: () => ({ mergeCarts: { id: CUSTOMER_CART } }),
    });
    const response = (await loginAction({
      request: post({ email: 'jan@example.nl', password: 'Abcdef1!' }, `quote_masked_id_nl=${GUEST_CART}`),
      context,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/customer/');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe(`apollo-token=new-token; Max-Age=${7 * 24 * 3600}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(cookies[1]).toMatch(new RegExp(`^quote_masked_id_nl=${CUSTOMER_CART};`));
    const merge = calls.find((call) => call.operation === 'AccountMergeCarts');
    expect(merge).toEqual({
      operation: 'AccountMergeCarts',
      variables: { source: GUEST_CART, destination: CUSTOMER_CART },
      token: 'new-token',
    });
  });

  it('001 §4: a failing merge does not block the login; the customer keeps their own cart', async () => {
    const { context, warnings } = sessionContext({
      AccountLogin: () => ({ generateCustomerToken: { token: 'new-token' } }),
      AccountCustomerCart: () => ({ customerCart: { id: CUSTOMER_CART } }),
      AccountMergeCarts: () => {
        throw refusal('CART_NOT_YOURS', 'graphql-authorization', { cartId: 'x' });
      },
    });
    const response = (await loginAction({
      request: post({ email: 'jan@example.nl', password: 'x' }, `quote_masked_id_nl=${GUEST_CART}`),
      context,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()[1]).toMatch(new RegExp(`^quote_masked_id_nl=${CUSTOMER_CART};`));
    expect(warnings).toContain('the guest cart could not be merged into the customer cart');
  });

  it('A5: a refused login shows one message and sets no cookie; the password is not sent back', async () => {
    const { context } = sessionContext({
      AccountLogin: () => {
        throw refusal('CUSTOMER_SIGN_IN_FAILED', 'graphql-authentication');
      },
    });
    const answer = (await loginAction({ request: post({ email: 'jan@example.nl', password: 'wrong' }), context })) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error['']).toEqual(['account.login.failed']);
    expect(answer.data.result.initialValue.password).toBeUndefined();
  });

  it('A4: ?redirect= goes only to paths of this shop', () => {
    expect(safeRedirectTarget('/checkout/')).toBe('/checkout/');
    // Another host, the login and registration pages themselves, or an oversized path: the account page instead.
    const refused = [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/customer/login/',
      '/customer/create/?x=1',
      `/${'x'.repeat(5000)}`,
    ];
    for (const target of refused) expect(safeRedirectTarget(target), target.slice(0, 40)).toBe('/customer/');
  });

  it('A7: a registered shopper is logged in at once; an e-mail with an account is shown at the e-mail field', async () => {
    const ok = sessionContext({
      AccountRegister: () => ({ createCustomerV2: { customer: { email: 'jan@example.nl' } } }),
      AccountLogin: () => ({ generateCustomerToken: { token: 't' } }),
      AccountCustomerCart: () => ({ customerCart: { id: CUSTOMER_CART } }),
    });
    const body = registration;
    const response = (await registerAction({ request: post(body), context: ok.context })) as Response;
    expect(response.headers.get('location')).toBe('/customer/');
    expect(response.headers.getSetCookie()[0]).toMatch(/^apollo-token=t;/);
    expect(ok.calls[0]?.variables).toEqual({
      input: { email: 'jan@example.nl', password: 'Abcdef1!', firstname: 'Jan', lastname: 'de Vries', gender: 1, is_subscribed: false },
    });

    const taken = sessionContext({
      AccountRegister: () => {
        throw refusal('CUSTOMER_EMAIL_TAKEN', 'graphql-already-exists');
      },
    });
    const answer = (await registerAction({ request: post(body), context: taken.context })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(answer.data.result.error.email).toEqual(['account.register.emailTaken']);
  });
});

describe('password reset and logout', () => {
  it('A9: the request answers the same whether or not the e-mail has an account', async () => {
    const known = sessionContext({ AccountRequestPasswordReset: () => ({ requestPasswordResetEmail: true }) });
    const unknown = sessionContext({
      AccountRequestPasswordReset: () => {
        throw refusal('CUSTOMER_FIELD_INVALID', 'graphql-input', { field: 'email', rule: 'email.invalid' });
      },
    });
    const a = (await forgotPasswordAction({
      request: post({ intent: 'request', email: 'jan@example.nl' }),
      context: known.context,
    })) as Response;
    const b = (await forgotPasswordAction({
      request: post({ intent: 'request', email: 'nobody@example.nl' }),
      context: unknown.context,
    })) as Response;
    expect(a.headers.get('location')).toBe('/customer/forgotpassword/?sent=1');
    expect(b.headers.get('location')).toBe(a.headers.get('location'));
  });

  it('A6: logout revokes the token and deletes the token and cart cookies, also when the token was already revoked', async () => {
    const { context, calls } = sessionContext({ AccountLogout: notAuthorized }, 'old');
    const cookies = await signOut(context);
    expect(calls.map((call) => call.operation)).toEqual(['AccountLogout']);
    expect(cookies[0]).toMatch(/^apollo-token=; Max-Age=0/);
    expect(cookies[1]).toMatch(/^quote_masked_id_nl=; Max-Age=0/);
  });
});
