import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/rules';
import { FallbackTextsContext, pickFallbackTexts } from './features/shell/fallback-texts.tsx';
import { messagesFor } from './lib/i18n/catalogue.server.ts';
import { ErrorBoundary } from './root.tsx';

/**
 * The shop's error page when the root loader did not run (a failed action, or the root loader
 * itself): the shell's data, with the store's texts, is missing. The page must still speak the
 * store's language and never show message keys such as `shell.error.title` (decision 037).
 */

/** A message key as visible text: `>shell.error.title<`. */
const VISIBLE_KEY = />\s*[a-z]+(?:\.[a-zA-Z]+){2,}\s*</;

function renderFailedPage(language: Locale, withServerTexts = true): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => null, ErrorBoundary: ErrorBoundary as never }]);
  const page = <Stub initialEntries={['/']} hydrationData={{ errors: { root: new Error('the action failed') } }} />;
  const texts = pickFallbackTexts(language, messagesFor(language));
  return renderToString(withServerTexts ? <FallbackTextsContext.Provider value={texts}>{page}</FallbackTextsContext.Provider> : page);
}

describe('the error page without the shell data', () => {
  it.each([
    ['nl', 'Er ging iets mis, probeer het opnieuw', 'Opnieuw proberen'],
    ['en', 'Something went wrong, please try again', 'Try again'],
    ['de', 'Etwas ist schiefgelaufen', 'Fehlercode 500'],
  ] as const)('%s: the texts of the store language, no message keys', (language, title, other) => {
    const html = renderFailedPage(language);
    expect(html).toContain(title);
    expect(html).toContain(other);
    expect(html).not.toMatch(VISIBLE_KEY);
  });

  it('writes the texts into the page, so the browser shows the same ones when it hydrates', () => {
    const html = renderFailedPage('de');
    const block = /<script id="shop-fallback-texts" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!) as { language: string; messages: Record<string, string> };
    expect(data.language).toBe('de');
    expect(data.messages['shell.error.title']).toContain('Etwas ist schiefgelaufen');
  });

  it('covers every text the page shows: none left as a key even in the layout around it', () => {
    for (const language of ['nl', 'en', 'de'] as const) expect(renderFailedPage(language)).not.toMatch(VISIBLE_KEY);
  });
});
