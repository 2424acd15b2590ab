import { describe, expect, it } from 'vitest';
import { fakeContext, type OperationHandler } from '../../lib/api-context.fixture.ts';
import { wishlistFields } from './wishlist-model.ts';
import { wishlistAction } from './wishlist.server.ts';

/** A signed-in customer's context. */
const customerContext = (handlers: Record<string, OperationHandler>) => fakeContext(handlers, { customerToken: 'token' });

/** What the action answers a form post from a page with scripts (the enhanced flag set). */
async function postWishlist(context: ReturnType<typeof customerContext>['context'], fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(wishlistFields.enhanced, '1');
  const answer = await wishlistAction({ request: new Request('http://shop.test/wishlist/', { method: 'POST', body: form }), context });
  return (answer as unknown as { data: Record<string, unknown> }).data;
}

describe('merging the guest list at login', () => {
  it('W6: a full guest list of 100 skus reaches the account in calls the API accepts (at most 50 items each)', async () => {
    const held = ['SKU-0', 'SKU-1'];
    const { context, calls } = customerContext({
      CustomerWishlist: () => ({
        customer: {
          wishlists: [
            {
              id: '7',
              items_count: held.length,
              items_v2: { items: held.map((sku, index) => ({ id: String(index + 1), added_at: '', product: { sku } })) },
            },
          ],
        },
      }),
      WishlistAdd: () => ({ addProductsToWishlist: { user_errors: [], wishlist: { id: '7', items_count: 100 } } }),
    });
    await postWishlist(context, {
      [wishlistFields.intent]: 'merge',
      [wishlistFields.skus]: Array.from({ length: 100 }, (_, index) => `SKU-${index}`).join(','),
    });

    const adds = calls.filter((call) => call.operation === 'WishlistAdd');
    const sent = adds.flatMap((call) => (call.variables.items as { sku: string }[]).map((item) => item.sku));
    expect(adds.every((call) => (call.variables.items as unknown[]).length <= 50)).toBe(true);
    // The two the account already holds are not sent again; the other 98 all are, once.
    expect(sent).toHaveLength(98);
    expect(new Set(sent).size).toBe(98);
    expect(sent).not.toContain('SKU-0');
  });
});

describe('a product the API refuses', () => {
  it('W5: a heart on a full list says so with the limit, read from the code and its parameters, not the words', async () => {
    const { context } = customerContext({
      CustomerWishlist: () => ({ customer: { wishlists: [{ id: '7', items_count: 200, items_v2: { items: [] } }] } }),
      WishlistAdd: () => ({
        addProductsToWishlist: {
          wishlist: { id: '7', items_count: 200 },
          user_errors: [
            {
              code: 'UNDEFINED',
              message: 'Refused.',
              error_code: 'WISHLIST_FULL',
              error_params: [
                { name: 'sku', value: 'SKU-1' },
                { name: 'max', value: '200' },
              ],
            },
          ],
        },
      }),
    });
    const answer = await postWishlist(context, { [wishlistFields.intent]: 'add', [wishlistFields.sku]: 'SKU-1' });
    expect(answer).toEqual({
      ok: false,
      intent: 'add',
      sku: 'SKU-1',
      error: 'notFound',
      refusal: { id: 'apiError.WISHLIST_FULL', values: { sku: 'SKU-1', max: '200' } },
    });
  });

  it('W5: a refusal without a code the shop knows falls back to the general text', async () => {
    const { context } = customerContext({
      CustomerWishlist: () => ({ customer: { wishlists: [{ id: '7', items_count: 0, items_v2: { items: [] } }] } }),
      WishlistAdd: () => ({
        addProductsToWishlist: { wishlist: { id: '7', items_count: 0 }, user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'x' }] },
      }),
    });
    const answer = await postWishlist(context, { [wishlistFields.intent]: 'add', [wishlistFields.sku]: 'GONE' });
    expect(answer.refusal).toEqual({ id: 'wishlist.error.add', values: {} });
  });
});

describe('the heart without scripts', () => {
  /** Where the action sends a shopper whose page posted the heart without its script. */
  async function locationAfter(back: string) {
    const { context } = customerContext({
      CustomerWishlist: () => ({ customer: { wishlists: [{ id: '7', items_count: 0, items_v2: { items: [] } }] } }),
      WishlistAdd: () => ({ addProductsToWishlist: { user_errors: [], wishlist: { id: '7', items_count: 1 } } }),
    });
    const form = new FormData();
    form.set(wishlistFields.intent, 'add');
    form.set(wishlistFields.sku, 'SKU-1');
    form.set(wishlistFields.back, back);
    const answer = await wishlistAction({ request: new Request('http://shop.test/wishlist/', { method: 'POST', body: form }), context });
    return (answer as Response).headers.get('location');
  }

  it('W1: goes back to the page of this shop the heart was on, and to the wishlist for any other address', async () => {
    expect(await locationAfter('/heren/jassen/?page=2')).toBe('/heren/jassen/?page=2');
    expect(await locationAfter('//evil.example/')).toBe('/wishlist/');
    expect(await locationAfter('https://evil.example/')).toBe('/wishlist/');
  });
});
