import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { cartTakeoverRedirect } from './cart-takeover.server.ts';
import { loadCartSummary } from './cart-session.server.ts';

const GUEST_CART = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** The API's cartStatus as a guest sees it: this cart active, every other id unknown. */
function shop(status: string | null = 'active', options: { customerToken?: string | null } = {}) {
  return fakeContext(
    {
      MiniCartStatus: ({ cartId }) => ({
        cartStatus:
          cartId === GUEST_CART && status
            ? { status, group: status === 'active' ? 'active' : 'restore', error: null }
            : { status: null, group: null, error: `Could not find a cart with ID "${String(cartId)}"` },
      }),
    },
    options,
  );
}

async function open(path: string, status?: string | null, options?: { customerToken?: string | null }) {
  const { context, calls } = shop(status, options);
  const response = await cartTakeoverRedirect(new Request(`http://shop.test${path}`), context);
  return { response, calls, cookie: response?.headers.get('set-cookie') ?? null };
}

describe('a cart id in the address (CA26, CA27)', () => {
  it('takes an active guest cart over and sends the shopper to the address without it', async () => {
    const { response, cookie } = await open(`/overhemden/?page=2&cartId=${GUEST_CART}#top`);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/overhemden/?page=2#top');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(cookie).toContain(`quote_masked_id_nl=${GUEST_CART}`);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('ignores a bogus id without asking the API, and still takes it out of the address', async () => {
    for (const bogus of ['bogus', `${GUEST_CART}x`, '<script>', '']) {
      const { response, calls, cookie } = await open(`/cart/?cartId=${encodeURIComponent(bogus)}`);
      expect(response?.headers.get('location')).toBe('/cart/');
      expect(cookie).toBeNull();
      expect(calls).toEqual([]);
    }
  });

  it('ignores an unknown cart, an inactive one and a customer cart (not readable as a guest)', async () => {
    expect((await open(`/?cartId=${'Z'.repeat(32)}`)).cookie).toBeNull();
    for (const status of ['ordered', 'pending_payment', 'expired', null]) {
      const { response, cookie } = await open(`/?cartId=${GUEST_CART}`, status);
      expect(response?.headers.get('location')).toBe('/');
      expect(cookie).toBeNull();
    }
  });

  it('leaves a signed-in shopper on the account cart', async () => {
    const { response, calls, cookie } = await open(`/?cartId=${GUEST_CART}`, 'active', { customerToken: 'token' });
    expect(response?.headers.get('location')).toBe('/');
    expect(cookie).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does nothing on an address without the parameter; the header reads the cart as before', async () => {
    expect((await open('/overhemden/?page=2')).response).toBeNull();
    const { context } = shop();
    const thrown = await loadCartSummary(new Request(`http://shop.test/?cartId=${GUEST_CART}`), context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/');
  });
});
