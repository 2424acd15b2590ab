import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesBeside } from './storefront.ts';

describe('the files served beside the hashed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every file outside the assets folder once, by its address, and leaves out the compressed copies and the assets', () => {
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'favicon.svg.br'), 'x');
    writeFileSync(path.join(dir, 'favicon.svg.gz'), 'x');
    writeFileSync(path.join(dir, 'icons', 'touch.png'), 'x');
    writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'x');
    expect([...filesBeside(dir, '/assets/')].sort()).toEqual(['/favicon.svg', '/icons/touch.png']);
  });
});
