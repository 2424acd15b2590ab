import { describe, expect, it } from 'vitest';
import { readYesNo } from './yes-no.ts';

describe('readYesNo', () => {
  it('reads yes and no in English, Dutch and German, as 1/0 and on/off, in any case', () => {
    for (const word of ['true', '1', 'yes', 'JA', ' Ja ', 'on']) expect(readYesNo(word), word).toBe(true);
    for (const word of ['false', '0', 'no', 'Nee', 'nein', 'OFF']) expect(readYesNo(word), word).toBe(false);
  });

  it('reads nothing else as a boolean', () => {
    for (const word of ['', 'maybe', '2', 'y', 'n', 'truee']) expect(readYesNo(word), word).toBeNull();
  });
});
