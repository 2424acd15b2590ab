import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRIPTS_ATTRIBUTE } from './scripts-running.ts';

describe('the attribute that shows controls once React answers them', () => {
  it('is the one the stylesheets wait for (CSS cannot import the constant)', () => {
    const css = readFileSync(new URL('../features/product/quick-view.module.css', import.meta.url), 'utf8');
    expect(css).toContain(`:global(html:not([${SCRIPTS_ATTRIBUTE}]))`);
  });
});
