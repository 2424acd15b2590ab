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
/** The preloaded cores, which every page writes into its head (ui/core-fonts.tsx). */
const coreCss = readFileSync(new URL('./core-fonts.css', import.meta.url), 'utf8');
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

/** The bodies of a family's web font @font-face blocks. */
function faces(source: string, family: string): string[] {
  return [...source.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] as string)
    .filter((body) => body.includes(`font-family: '${family}'`) && body.includes('url('));
}

/** Each typeface: the family of its core (the preloaded file) and the family of the rest of it. */
const TYPEFACES = [
  ['Inter Variable', 'Inter Rest'],
  ['Playfair Display Variable', 'Playfair Display Rest'],
] as const;

/** The one face of a family, from the file it must be in, named by the part (core or rest) it holds. */
function only(source: string, family: string, part: 'core' | 'rest'): string {
  const found = faces(source, family);
  if (found.length !== 1 || !found[0]!.includes(`-${part}-`))
    throw new Error(`${family}: expected its ${part} file alone, found ${found.length} faces`);
  return found[0]!;
}

/** The body of the web font's core @font-face block (the preloaded file, core-fonts.css). */
function face(family: string): string {
  return only(coreCss, family, 'core');
}

/** A typeface's core and rest @font-face bodies. */
function parts([coreFamily, restFamily]: readonly [string, string]): [string, string] {
  return [face(coreFamily), only(css, restFamily, 'rest')];
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
    const fileOf = (body: string) => /url\('([^']+)'\)/.exec(body)?.[1] as string;
    // Each typeface's core, then its rest; and no other file in either stylesheet.
    const files = TYPEFACES.flatMap((typeface) => parts(typeface).map(fileOf));
    expect([...(coreCss + css).matchAll(/url\(/g)].length).toBe(4);
    expect(files).toEqual([
      './fonts/inter-latin-core-wght-400-600.woff2',
      './fonts/inter-latin-rest-wght-400-600.woff2',
      './fonts/playfair-display-latin-core-wght-400.woff2',
      './fonts/playfair-display-latin-rest-wght-400.woff2',
    ]);
    // Both cores together were 86.6 KB uncut and 39.1 KB in one file each; a file that grows back
    // is a decision, not an accident.
    const bytes = files.map((file) => statSync(new URL(file, import.meta.url)).size);
    expect(bytes[0]).toBeLessThan(17.5 * 1024);
    expect(bytes[1]).toBeLessThan(9 * 1024);
    expect(bytes[2]).toBeLessThan(14.5 * 1024);
    expect(bytes[3]).toBeLessThan(6 * 1024);
  });

  it('splits each typeface in two parts that share no character, so each character has one file', () => {
    for (const typeface of TYPEFACES) {
      const [core, rest] = parts(typeface).map(codePoints);
      expect([...core!].filter((point) => rest!.has(point))).toEqual([]);
      // Together they hold all of Basic Latin and Latin-1: no letter of those falls back.
      for (let point = 0x20; point <= 0xff; point += 1) expect(core!.has(point) || rest!.has(point), `U+${point.toString(16)}`).toBe(true);
      // Both parts of a typeface are alike but for their family name and characters.
      const [coreBody, restBody] = parts(typeface).map((body) => body.replace(/font-family:[^;]*;|src:[^;]*;|unicode-range:[^;]*;/g, ''));
      expect(restBody).toBe(coreBody);
      // The cores are written into every page's head, not into the shop's stylesheet, and the rests
      // are families of their own: no family has a face the first layout could find not loaded.
      expect(faces(css, typeface[0])).toEqual([]);
      expect(faces(coreCss, typeface[1])).toEqual([]);
    }
  });

  it('keeps the rest of a typeface out of the shop’s own texts: the seeded catalogue and content need only the core', () => {
    const seed = fileURLToPath(new URL('../../../../packages/api/seed', import.meta.url));
    const sources = (readdirSync(seed, { recursive: true }) as string[])
      .filter((file) => /\.(ts|json)$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(`${seed}/${file}`, 'utf8'))
      .join('');
    for (const typeface of TYPEFACES) {
      const [core, rest] = parts(typeface).map(codePoints);
      const outside = [...new Set(sources)].filter((character) => rest!.has(character.codePointAt(0) as number));
      expect(outside, `${typeface[0]}: the seeded data would fetch the rest file for these`).toEqual([]);
      expect(core!.size).toBeGreaterThan(150);
    }
  });

  it('covers every character of the store texts and of the prices and dates Intl writes with the preloaded core', () => {
    const samples = Object.values(catalogue).flatMap((texts) => Object.values(texts));
    for (const locale of ['nl-NL', 'de-DE', 'en-GB', 'en-US']) {
      samples.push(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(-1234.5));
      samples.push(new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(-0.25));
      samples.push(new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(2026, 10, 29, 14, 5)));
    }
    const characters = new Set(samples.join('').replace(/\s/g, ''));
    for (const [family] of TYPEFACES) {
      const covered = codePoints(face(family));
      const missing = [...characters].filter((character) => !covered.has(character.codePointAt(0) as number));
      expect(missing, `${family} would fall back for these`).toEqual([]);
    }
  });

  it('holds every weight the stylesheets ask for, so none is drawn at a neighbouring weight', () => {
    const [interLow, interHigh] = weightRange(face('Inter Variable'));
    const [serifLow, serifHigh] = weightRange(face('Playfair Display Variable'));
    for (const [file, rule] of stylesheetRules()) {
      const weight = /font-weight:\s*(\d+)\s*;/.exec(rule)?.[1];
      if (!weight || file.endsWith('fonts.css') || /ui-monospace/.test(rule)) continue;
      const [low, high] = /font-serif|Playfair/.test(rule) ? [serifLow, serifHigh] : [interLow, interHigh];
      expect(Number(weight), `${file}: ${rule.trim().split('\n')[0]}`).toBeGreaterThanOrEqual(low);
      expect(Number(weight), `${file}: ${rule.trim().split('\n')[0]}`).toBeLessThanOrEqual(high);
    }
  });

  it('puts the rest of each typeface right after its core in the font stacks, then its fallback', () => {
    expect(tokens).toMatch(/--font-sans: 'Inter Variable', 'Inter Rest', 'Inter Fallback',/);
    expect(tokens).toMatch(/--font-serif: 'Playfair Display Variable', 'Playfair Display Rest', 'Playfair Display Fallback',/);
  });
});
