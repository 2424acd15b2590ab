import { describe, expect, it } from 'vitest';
import { rememberSize, sizeAdvice, sizing } from './sizing.ts';

describe('size advice (L23)', () => {
  it('advises the most recent size the shopper chose that the model comes in', () => {
    const history = ['41', 'M', '50'];
    expect(sizeAdvice(history, ['S', 'M', 'L', 'XL'])).toBe('M');
    expect(sizeAdvice(history, ['39', '40', '41', '42'])).toBe('41');
    expect(sizeAdvice(history, ['46', '48', '50', '52'])).toBe('50');
  });

  it('advises nothing without a history or when the model has none of its sizes', () => {
    expect(sizeAdvice([], ['S', 'M'])).toBeNull();
    expect(sizeAdvice(['XXL'], ['S', 'M'])).toBeNull();
  });

  it('keeps the latest choice first, once, and at most ten', () => {
    expect(rememberSize(['M', '41'], '41')).toEqual(['41', 'M']);
    expect(rememberSize(['M'], '  ')).toEqual(['M']);
    const long = Array.from({ length: 12 }, (_, index) => `${index}`).reduce(rememberSize, [] as string[]);
    expect(long).toHaveLength(sizing.historyLength);
    expect(long[0]).toBe('11');
  });
});
