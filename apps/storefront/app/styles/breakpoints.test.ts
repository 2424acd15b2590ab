import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { breakpoints } from '@shop/rules';
import { describe, expect, it } from 'vitest';

const APP = join(import.meta.dirname, '..');

/** Every stylesheet of the storefront (image `sizes` hints name the widths where a picture stops growing, not layouts). */
function sources(): string[] {
  return readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(APP, file));
}

const WIDTH = /\((min|max)-width:\s*([\d.]+)(em|px|rem)\)/g;
const MIN = new Set<number>(Object.values(breakpoints).filter((em) => em > 0));
const MAX = new Set<number>([...MIN].map((em) => Math.round((em - 0.01) * 100) / 100));

describe('K1: the stylesheets break at the shop breakpoints only', () => {
  it('uses min-width at a breakpoint and max-width 0.01em below one, in em, everywhere', () => {
    const wrong: string[] = [];
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(WIDTH)) {
        const [text, side, value, unit] = match;
        const allowed = side === 'min' ? MIN : MAX;
        if (unit !== 'em' || !allowed.has(Number(value))) wrong.push(`${relative(APP, file)}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds the media queries it checks', () => {
    const count = sources().reduce((total, file) => total + [...readFileSync(file, 'utf8').matchAll(WIDTH)].length, 0);
    expect(count).toBeGreaterThan(50);
  });
});
