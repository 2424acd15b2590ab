import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, redirect } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { messagesFor } from '../../lib/i18n/catalogue.server.ts';
import { I18nProvider } from '../../lib/i18n/intl.tsx';
import { cartClientAction } from './cart-client-action.ts';
import { RemoveLineForm } from './cart-line-forms.tsx';
import type { CartLineView } from './cart-model.ts';
import { cartPageAction } from './cart-page.server.ts';

const CART_ID = 'c'.repeat(32);

function post(fields: Record<string, string>): Request {
  return new Request('http://shop.test/cart/', {
    method: 'POST',
    headers: { cookie: `quote_masked_id_nl=${CART_ID}` },
    body: new URLSearchParams(fields),
  });
}

/** What `data()` hands React Router: the answer and its status. */
const answer = (result: unknown) => result as { data: Record<string, unknown>; init: { status: number } };

afterEach(() => vi.restoreAllMocks());

describe('the cart page when a form gets no answer (CA22)', () => {
  it('a removal whose request fails answers an inline failure for that line, not an error for the error page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = () => Promise.reject(new ErrorResponseImpl(503, 'Service Unavailable', 'down'));
    const result = answer(await cartClientAction(post({ intent: 'remove', line: '17', enhanced: '1' }), failing));
    expect(result.data).toEqual({ ok: false, intent: 'remove', line: 17, problem: { id: 'cart.line.removeFailed', values: {} } });
    // An error status: React Router does not reload the page's data, which would fail the same way.
    expect(result.init.status).toBeGreaterThanOrEqual(400);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a connection that drops while changing a quantity or a coupon is answered at that form too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const update = answer(await cartClientAction(post({ intent: 'update', line: '3', quantity: '2' }), offline));
    expect(update.data).toMatchObject({ ok: false, intent: 'update', line: 3, problem: { id: 'cart.line.changeFailed' } });
    const coupon = answer(await cartClientAction(post({ intent: 'applyCoupon', coupon_code: 'HERFST15' }), offline));
    expect(coupon.data).toEqual({ ok: false, intent: 'applyCoupon', message: { id: 'coupon.error.failed' }, code: 'HERFST15' });
  });

  it("passes the server's answers and redirects on as they are, and fails a form it does not know as before", async () => {
    const served = { ok: true, intent: 'remove' };
    await expect(cartClientAction(post({ intent: 'remove', line: '1' }), () => Promise.resolve(served))).resolves.toBe(served);
    const back = redirect('/cart/', 303);
    await expect(cartClientAction(post({ intent: 'remove', line: '1' }), () => Promise.reject(back))).rejects.toBe(back);
    const failure = new Error('boom');
    await expect(cartClientAction(post({ intent: 'other' }), () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('a removal the API refuses says the line was not removed (not that the quantity is unavailable)', async () => {
    const { context } = fakeContext({
      CartRemoveItem: () => {
        throw new ApiError([{ message: 'no', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], 200);
      },
    });
    const result = answer(await cartPageAction(post({ intent: 'remove', line: '17', enhanced: '1' }), context));
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, intent: 'remove', line: 17, problem: { id: 'cart.line.removeFailed' } });
  });
});

const line = { id: 17, name: 'Overhemd Wit', analytics: {} } as unknown as CartLineView;

describe('the remove button after a failed removal (CA22)', () => {
  it('says under the button, in the store language, that the line was not removed', () => {
    const Stub = createRoutesStub([
      {
        path: '/cart/',
        Component: () => (
          <I18nProvider locale="nl" messages={messagesFor('nl')}>
            <RemoveLineForm line={line} />
          </I18nProvider>
        ),
        action: () => null,
      },
    ]);
    const html = renderToStaticMarkup(
      <Stub
        initialEntries={['/cart/']}
        hydrationData={{
          actionData: { 0: { ok: false, intent: 'remove', line: 17, problem: { id: 'cart.line.removeFailed', values: {} } } },
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Dit artikel kon niet worden verwijderd. Probeer het opnieuw.');
  });
});
