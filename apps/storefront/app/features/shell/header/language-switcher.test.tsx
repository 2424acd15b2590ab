import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../../lib/render-page.fixture.tsx';
import type { StoreLinkView } from '../shell-view.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const render = (stores: StoreLinkView[], language: 'nl' | 'en' | 'de' = 'nl') =>
  renderPageAt('/', <LanguageSwitcher stores={stores} />, language);

/** A store as the view hands it to a German shopper: `country` already in German, null for the global store. */
function store(code: string, country: string | null, href: string, current = false): StoreLinkView {
  const name = country ?? 'International';
  return { code, name, country, href, current, language: code === 'de' ? 'de' : code === 'nl' ? 'nl' : 'en', baseUrl: 'http://localhost/' };
}

const stores: StoreLinkView[] = [
  store('nl', 'Niederlande', '/nl/'),
  store('en', null, '/en/'),
  store('gb', 'Vereinigtes Königreich', '/en/'),
  store('de', 'Deutschland', '/de/', true),
];

describe('language switcher', () => {
  it('M4: not shown with one store (or none)', () => {
    expect(render([store('nl', 'Nederland', '/nl/', true)])).toBe('');
    expect(render([])).toBe('');
  });

  it('M4, M5: the current store code, then every store with its flag and link, readable without scripts', () => {
    const html = render(stores, 'de');
    expect(html).toMatch(/^<details/);
    expect(html).toMatch(/<summary[^>]*aria-label="Land und Sprache wählen\. Aktueller Shop: Deutschland"/);
    expect(html).toContain('>DE<');
    for (const href of ['/nl/', '/en/', '/de/']) expect(html).toContain(`href="${href}"`);
    expect(html.match(/href="\/en\/"/g)).toHaveLength(2);
    expect(html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(stores.length + 1);
    expect(html).toMatch(/href="\/de\/"[^>]*aria-current="true"/);
  });

  it('M5: falls back to the first store when none is marked current', () => {
    const html = render(
      stores.map((store) => ({ ...store, current: false })),
      'en',
    );
    expect(html).toContain('Current store: Niederlande');
  });

  it('M4: names every store in the shopper\'s language, the global store as "international" in that language', () => {
    const dutch = render(stores, 'nl');
    expect(dutch).toContain('>Internationaal<');
    expect(dutch).not.toContain('>International<');
  });
});
