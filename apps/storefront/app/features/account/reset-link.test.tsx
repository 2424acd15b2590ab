import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { ForgotPasswordPageView } from './forgot-password-page.tsx';
import { loadForgotPasswordPage } from './password-reset.server.ts';

type Language = 'nl' | 'en' | 'de';
const LINK = '?email=jan%40example.nl&token=abc';

/** The page the e-mailed link opens, with the API's answer about the token. */
async function open(state: () => unknown, language: Language = 'nl', search = LINK) {
  const { context, calls, warnings } = fakeContext({ AccountResetTokenState: state }, { language });
  const data = await loadForgotPasswordPage({ request: new Request(`https://shop.test/customer/forgotpassword/${search}`), context });
  const html = renderPageAt(`/customer/forgotpassword/${search}`, <ForgotPasswordPageView data={data} lastResult={undefined} />, language);
  return { html, calls, warnings };
}

const passwordInputs = (html: string) => (html.match(/type="password"/g) ?? []).length;

describe('a reset link is checked when it is opened (A9)', () => {
  it.each([
    ['nl', 'Deze link werkt niet meer', 'al gebruikt', 'Vraag een nieuwe link aan'],
    ['en', 'This link no longer works', 'has been used', 'Request a new link'],
    ['de', 'Dieser Link funktioniert nicht mehr', 'schon benutzt', 'Neuen Link anfordern'],
  ] as const)('%s: a used link says so at once, with the way to a new one, and shows no form', async (language, title, used, again) => {
    const { html, calls } = await open(() => ({ passwordResetTokenState: 'INVALID' }), language);
    expect(calls).toEqual([{ operation: 'AccountResetTokenState', variables: { email: 'jan@example.nl', token: 'abc' } }]);
    expect(html).toContain(title);
    expect(html).toContain(used);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/customer/forgotpassword/"[^>]*>${again}</a>`));
    expect(passwordInputs(html)).toBe(0);
  });

  it('an expired link says it is more than an hour old', async () => {
    const { html } = await open(() => ({ passwordResetTokenState: 'EXPIRED' }));
    expect(html).toContain('ouder dan een uur');
    expect(passwordInputs(html)).toBe(0);
  });

  it('a working link shows the new-password form', async () => {
    const { html } = await open(() => ({ passwordResetTokenState: 'VALID' }));
    expect(html).toContain('Kies een nieuw wachtwoord voor jan@example.nl.');
    expect(passwordInputs(html)).toBe(2);
  });

  it('when the API cannot say, the form is shown and the reset itself decides; the log says why', async () => {
    const { html, warnings } = await open(() => {
      throw new ApiError([
        { message: 'Too many requests.', extensions: { category: 'graphql-too-many-requests', code: 'TOO_MANY_REQUESTS' } },
      ]);
    });
    expect(passwordInputs(html)).toBe(2);
    expect(warnings).toEqual(['the reset link could not be checked']);
  });

  it('an oversized link is not asked about and is not valid; without a link the request form shows', async () => {
    const big = await open(() => ({ passwordResetTokenState: 'VALID' }), 'nl', `?email=jan%40example.nl&token=${'x'.repeat(201)}`);
    expect(big.calls).toEqual([]);
    expect(big.html).toContain('Deze link werkt niet meer');
    const plain = await open(() => ({ passwordResetTokenState: 'VALID' }), 'nl', '');
    expect(plain.calls).toEqual([]);
    expect(plain.html).toContain('Link versturen');
  });
});
