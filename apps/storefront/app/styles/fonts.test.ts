import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../lib/i18n/catalogue.server.ts';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The override descriptors of one @font-face block, by family name. */
function overrides(source: string, family: string): Record<string, string> {
  const block = [...source.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] as string)
    .find((body) => body.includes(`font-family: '${family}'`) || body.includes(`font-family: "${family}"`));
  if (!block) throw new Error(`No @font-face for ${family}`);
  return Object.fromEntries(
    [...block.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([^;]+);/g)].map((match) => [
      match[1] as string,
      (match[2] as string).trim(),
    ]),
  );
}

/** The body of the web font's @font-face block. */
function face(source: string, family: string): string {
  const block = [...source.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] as string)
    .find((body) => body.includes(`font-family: '${family}'`) && body.includes('url('));
  if (!block) throw new Error(`No web font @font-face for ${family}`);
  return block;
}

/** The code points a face's unicode-range covers. */
function codePoints(body: string): Set<number> {
  const ranges = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '';
  const points = new Set<number>();
  for (const item of ranges.split(',')) {
    const [first, last] = item.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first as string, 16); point <= parseInt(last ?? (first as string), 16); point += 1) points.add(point);
  }
  return points;
}

function weightRange(body: string): [number, number] {
  const values = (/font-weight:\s*([\d\s]+);/.exec(body)?.[1] ?? '').trim().split(/\s+/).map(Number);
  return [values[0] as number, values[values.length - 1] as number];
}

/** Every rule of the storefront's stylesheets, with the file it is in. */
function stylesheetRules(): [string, string][] {
  const app = fileURLToPath(new URL('..', import.meta.url));
  const files = (readdirSync(app, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));
  return files.flatMap((file) =>
    [...readFileSync(`${app}/${file}`, 'utf8').matchAll(/[^{}]*\{[^{}]*\}/g)].map((match): [string, string] => [file, match[0]]),
  );
}

describe('web fonts and their fallbacks', () => {
  it.each([
    ['Inter Fallback', inter, arial],
    ['Playfair Display Fallback', playfairDisplay, timesNewRoman],
  ])('%s is scaled to the web font, so the swap does not move text', (family, font, fallback) => {
    const expected = overrides(createFontStack([font, fallback], { fontFaceFormat: 'styleString' }).fontFaces, family);
    expect(Object.keys(expected)).toContain('size-adjust');
    expect(overrides(css, family)).toEqual(expected);
  });

  it('ships the cut files of scripts/subset-fonts.py, not the whole @fontsource files', () => {
    const files = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] as string);
    expect(files).toEqual(['./fonts/inter-latin-wght-400-600.woff2', './fonts/playfair-display-latin-wght-400.woff2']);
    // Both together were 86.6 KB uncut; a file that grows back is a decision, not an accident.
    const bytes = files.map((file) => statSync(new URL(file, import.meta.url)).size);
    expect(bytes[0]).toBeLessThan(22 * 1024);
    expect(bytes[1]).toBeLessThan(18 * 1024);
  });

  it('covers every character of the store texts and of the prices and dates Intl writes', () => {
    const samples = Object.values(catalogue).flatMap((texts) => Object.values(texts));
    for (const locale of ['nl-NL', 'de-DE', 'en-GB', 'en-US']) {
      samples.push(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(-1234.5));
      samples.push(new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(-0.25));
      samples.push(new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(2026, 10, 29, 14, 5)));
    }
    const characters = new Set(samples.join('').replace(/\s/g, ''));
    for (const family of ['Inter Variable', 'Playfair Display Variable']) {
      const covered = codePoints(face(css, family));
      const missing = [...characters].filter((character) => !covered.has(character.codePointAt(0) as number));
      expect(missing, `${family} would fall back for these`).toEqual([]);
    }
  });

  it('holds every weight the stylesheets ask for, so none is drawn at a neighbouring weight', () => {
    const [interLow, interHigh] = weightRange(face(css, 'Inter Variable'));
    const [serifLow, serifHigh] = weightRange(face(css, 'Playfair Display Variable'));
    for (const [file, rule] of stylesheetRules()) {
      const weight = /font-weight:\s*(\d+)\s*;/.exec(rule)?.[1];
      if (!weight || file.endsWith('fonts.css') || /ui-monospace/.test(rule)) continue;
      const [low, high] = /font-serif|Playfair/.test(rule) ? [serifLow, serifHigh] : [interLow, interHigh];
      expect(Number(weight), `${file}: ${rule.trim().split('\n')[0]}`).toBeGreaterThanOrEqual(low);
      expect(Number(weight), `${file}: ${rule.trim().split('\n')[0]}`).toBeLessThanOrEqual(high);
    }
  });

  it('puts each fallback right after its web font in the font stacks', () => {
    expect(tokens).toMatch(/--font-sans: 'Inter Variable', 'Inter Fallback',/);
    expect(tokens).toMatch(/--font-serif: 'Playfair Display Variable', 'Playfair Display Fallback',/);
  });
});
