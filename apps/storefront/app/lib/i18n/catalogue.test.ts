import { describe, expect, it } from 'vitest';
import { mergeCatalogues, missingKeys, toLocale } from './catalogue.ts';
import { catalogue } from './catalogue.server.ts';

describe('message catalogue', () => {
  it('M14: every text exists in nl, en and de', () => {
    expect(missingKeys(catalogue)).toEqual([]);
  });

  it('merges features and rejects a key defined twice', () => {
    const a = { nl: { 'a.x': 'A' }, en: { 'a.x': 'A' }, de: { 'a.x': 'A' } };
    const b = { nl: { 'b.x': 'B' }, en: { 'b.x': 'B' }, de: { 'b.x': 'B' } };
    expect(mergeCatalogues({ a, b }).nl).toEqual({ 'a.x': 'A', 'b.x': 'B' });
    expect(() => mergeCatalogues({ a, b: a })).toThrow(/a\.x/);
  });

  it('reports keys missing in one language', () => {
    expect(missingKeys({ nl: { k: 'x' }, en: {}, de: { k: 'y' } })).toEqual(['en:k']);
  });

  it('falls back to nl for unknown languages', () => {
    expect(toLocale('de')).toBe('de');
    expect(toLocale('fr')).toBe('nl');
  });

  it('has the shell texts for the not-found screen (L8, M13)', () => {
    expect(catalogue.nl['shell.pageNotFound']).toBeTruthy();
    expect(catalogue.de['shell.pageNotFound']).toBeTruthy();
  });
});
