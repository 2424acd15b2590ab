import { describe, expect, it } from 'vitest';
import { checkCardEntry, maskCardNumber, type CardEntry } from './card-entry.ts';

const GOOD_NUMBER = '6064365001234567890';

/** Typed values and what both checks must answer (V7, V13). */
const CASES: [label: string, input: { number: unknown; pin: unknown }, expected: CardEntry][] = [
  ['a good card', { number: GOOD_NUMBER, pin: '123456' }, { ok: true, number: GOOD_NUMBER, pin: '123456' }],
  [
    'spaces as printed on the card are removed',
    { number: ' 6064 3650 0123 4567 890 ', pin: ' 123456 ' },
    { ok: true, number: GOOD_NUMBER, pin: '123456' },
  ],
  ['18 digits', { number: GOOD_NUMBER.slice(1), pin: '123456' }, { ok: false, errors: { number: 'invalidNumber' } }],
  ['20 digits', { number: `${GOOD_NUMBER}1`, pin: '123456' }, { ok: false, errors: { number: 'invalidNumber' } }],
  ['letters in the number', { number: '606436500123456789O', pin: '123456' }, { ok: false, errors: { number: 'invalidNumber' } }],
  ['no number', { number: '', pin: '123456' }, { ok: false, errors: { number: 'numberRequired' } }],
  ['a number field left out', { number: null, pin: '123456' }, { ok: false, errors: { number: 'numberRequired' } }],
  ['no PIN', { number: GOOD_NUMBER, pin: '' }, { ok: false, errors: { pin: 'pinRequired' } }],
  ['a blank PIN', { number: GOOD_NUMBER, pin: '   ' }, { ok: false, errors: { pin: 'pinRequired' } }],
  ['a 5-digit PIN', { number: GOOD_NUMBER, pin: '12345' }, { ok: false, errors: { pin: 'pinInvalid' } }],
  ['a 7-digit PIN', { number: GOOD_NUMBER, pin: '1234567' }, { ok: false, errors: { pin: 'pinInvalid' } }],
  ['nothing at all', { number: undefined, pin: undefined }, { ok: false, errors: { number: 'numberRequired', pin: 'pinRequired' } }],
  [
    'HTML and script',
    { number: '<script>alert(1)</script>', pin: '<b>1</b>' },
    { ok: false, errors: { number: 'invalidNumber', pin: 'pinInvalid' } },
  ],
  [
    'SQL injection',
    { number: "6064365001234567890' OR '1'='1", pin: "1' --" },
    { ok: false, errors: { number: 'invalidNumber', pin: 'pinInvalid' } },
  ],
  ['an oversized number', { number: '1'.repeat(100_000), pin: '123456' }, { ok: false, errors: { number: 'invalidNumber' } }],
  ['an oversized PIN', { number: GOOD_NUMBER, pin: '1'.repeat(100_000) }, { ok: false, errors: { pin: 'pinInvalid' } }],
  [
    'a file instead of text',
    { number: new Blob(['x']), pin: 123456 },
    { ok: false, errors: { number: 'numberRequired', pin: 'pinRequired' } },
  ],
];

describe('a typed gift card (V7, V13)', () => {
  it.each(CASES)('V7, V13: %s: the shared rule answers as expected, in the browser and on the server', (_label, input, expected) => {
    expect(checkCardEntry(input)).toEqual(expected);
  });

  it('V7: shows only the last 4 digits of a card', () => {
    expect(maskCardNumber(GOOD_NUMBER)).toBe('•••• 7890');
    expect(maskCardNumber('6064 3650 0987 6543 210')).toBe('•••• 3210');
    expect(maskCardNumber('')).toBe('');
  });
});
