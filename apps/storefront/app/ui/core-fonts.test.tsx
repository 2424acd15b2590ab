import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CORE_FONT_FAMILIES, CORE_FONTS_SCRIPT, CoreFonts } from './core-fonts.tsx';

const coreCss = readFileSync(new URL('../styles/core-fonts.css', import.meta.url), 'utf8');

describe('the fonts’ cores in the page’s head', () => {
  it('loads every family core-fonts.css declares, and only those', () => {
    const declared = [...coreCss.matchAll(/font-family:\s*'([^']+)'/g)].map((match) => match[1]);
    expect(declared).toEqual([...CORE_FONT_FAMILIES]);
    const loaded = [...CORE_FONTS_SCRIPT.matchAll(/document\.fonts\.load\('1em "([^"]+)"'\)/g)].map((match) => match[1]);
    expect(loaded).toEqual([...CORE_FONT_FAMILIES]);
  });

  it('runs the script in a browser: each core is asked for once, and a browser without the font API is left alone', () => {
    const asked: string[] = [];
    new Function('document', CORE_FONTS_SCRIPT)({
      fonts: {
        load: (font: string) => {
          asked.push(font);
          return Promise.resolve([]);
        },
      },
    });
    expect(asked).toEqual(['1em "Inter Variable"', '1em "Playfair Display Variable"']);
    expect(() => new Function('document', CORE_FONTS_SCRIPT)({})).not.toThrow();
  });

  it('leaves a core that fails to load to the fallback without an unhandled rejection', async () => {
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      new Function('document', CORE_FONTS_SCRIPT)({ fonts: { load: () => Promise.reject(new Error('NetworkError')) } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(failures).toEqual([]);
  });

  it('writes the script with the page’s nonce, and none without one or on a page without scripts', () => {
    const withNonce = renderToStaticMarkup(<CoreFonts nonce="abc" scripts />);
    expect(withNonce).toContain('<script nonce="abc">');
    expect(withNonce.indexOf('<style')).toBeLessThan(withNonce.indexOf('<script'));
    // A script the policy would refuse is an error in the console, and a page without scripts has none.
    expect(renderToStaticMarkup(<CoreFonts nonce={undefined} scripts />)).not.toContain('<script');
    expect(renderToStaticMarkup(<CoreFonts nonce="abc" scripts={false} />)).not.toContain('<script');
  });
});
