import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { loadCartSummary, withWritableCart } from './cart-session.server.ts';

const CART = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const NEW_CART = 'NeWcArTnEwCaRtNeWcArTnEwCaRt0123';

const withCart = () => new Request('http://shop.test/', { headers: { cookie: `quote_masked_id_nl=${CART}` } });
const unreachable = () => new ApiError([], 503);
const notFound = () => new ApiError([{ message: `Could not find a cart with ID "${CART}"`, extensions: { code: 'CART_NOT_FOUND' } }]);

describe('a cart that cannot be read (CA23; decision 049)', () => {
  it('an unknown failure shows an empty cart on a working page and keeps the cart id for the next read', async () => {
    const { context, warnings } = fakeContext({
      MiniCart: () => {
        throw unreachable();
      },
    });
    const summary = await loadCartSummary(withCart(), context);
    expect(summary).toMatchObject({ miniCart: null, cartInactive: false, setCookies: [] });
    expect(warnings).toEqual(['cart could not be loaded for the header']);
  });

  it('a cart that is gone is forgotten, and the next write goes to a new empty cart', async () => {
    const { context, calls } = fakeContext({
      MiniCart: () => {
        throw notFound();
      },
      CartCreateEmpty: () => ({ createEmptyCart: NEW_CART }),
    });
    const summary = await loadCartSummary(withCart(), context);
    expect(summary.miniCart).toBeNull();
    expect(summary.setCookies).toHaveLength(1);
    expect(summary.setCookies[0]).toMatch(/^quote_masked_id_nl=;.*Max-Age=0/i);

    const written: string[] = [];
    const { setCookie } = await withWritableCart(withCart(), context, async (cartId) => {
      written.push(cartId);
      if (cartId === CART) throw notFound();
      return 'added';
    });
    expect(written).toEqual([CART, NEW_CART]);
    expect(setCookie).toContain(`quote_masked_id_nl=${NEW_CART}`);
    expect(calls.map((call) => call.operation)).toEqual(['MiniCart', 'CartCreateEmpty']);
  });

  it('a write that fails for another reason is not moved to a new cart: the shopper’s cart stays theirs', async () => {
    const { context, calls } = fakeContext({});
    const failure = await withWritableCart(withCart(), context, () => Promise.reject(unreachable())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });
});
