import { describe, expect, it } from 'vitest';
import { isMerchandisingSortKey, merchandising, readMerchandisingName } from './merchandising.ts';

describe('merchandising names', () => {
  it('reads a profile name trimmed and lower-cased; empty or missing means the default', () => {
    expect(readMerchandisingName(' Winter-2026 ')).toBe('winter-2026');
    expect(readMerchandisingName('')).toBeNull();
    expect(readMerchandisingName(null)).toBeNull();
    expect(readMerchandisingName(undefined)).toBeNull();
  });

  it('refuses names that are too long or hold other characters', () => {
    expect(readMerchandisingName('a'.repeat(merchandising.nameMaxLength))).toBe('a'.repeat(merchandising.nameMaxLength));
    expect(readMerchandisingName('a'.repeat(merchandising.nameMaxLength + 1))).toBe(false);
    expect(readMerchandisingName('winter sale')).toBe(false);
    expect(readMerchandisingName("x'; drop table")).toBe(false);
    expect(readMerchandisingName('-winter')).toBe(false);
  });

  it('knows the sort keys', () => {
    expect(isMerchandisingSortKey('position')).toBe(true);
    expect(isMerchandisingSortKey('rank')).toBe(true);
    expect(isMerchandisingSortKey('newest')).toBe(false);
  });
});
