import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

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

describe('web fonts and their fallbacks', () => {
  it.each([
    ['Inter Fallback', inter, arial],
    ['Playfair Display Fallback', playfairDisplay, timesNewRoman],
  ])('%s is scaled to the web font, so the swap does not move text', (family, font, fallback) => {
    const expected = overrides(createFontStack([font, fallback], { fontFaceFormat: 'styleString' }).fontFaces, family);
    expect(Object.keys(expected)).toContain('size-adjust');
    expect(overrides(css, family)).toEqual(expected);
  });

  it('ships only the latin files (every store language is written in latin)', () => {
    const files = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
    expect(files).toEqual([
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    ]);
  });

  it('puts each fallback right after its web font in the font stacks', () => {
    expect(tokens).toMatch(/--font-sans: 'Inter Variable', 'Inter Fallback',/);
    expect(tokens).toMatch(/--font-serif: 'Playfair Display Variable', 'Playfair Display Fallback',/);
  });
});
