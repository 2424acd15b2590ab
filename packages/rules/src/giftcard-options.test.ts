import { describe, expect, it } from 'vitest';
import { checkGiftcardAmount, chosenGiftcardAmount, giftcardFormFields as f } from './giftcard-options.ts';
import { giftValueSchema } from './validation.ts';

const PRESETS = [25, 50, 100];
const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('the gift card value chosen so far (the product page headline, D12–D13)', () => {
  it('is the ticked preset', () => {
    expect(chosenGiftcardAmount(form({ [f.value]: '50' }), PRESETS)).toBe(50);
  });

  it('is the own amount, with a decimal comma, within 5 to 500', () => {
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: '37,50' }), PRESETS)).toBe(37.5);
    // Without scripts nothing ticks "own amount": a typed amount counts as that choice.
    expect(chosenGiftcardAmount(form({ [f.amount]: '80' }), PRESETS)).toBe(80);
  });

  it('is none while nothing is chosen or the own amount is not a value (yet)', () => {
    expect(chosenGiftcardAmount(form({}), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: '' }), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: '4' }), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: '501' }), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: '12.505' }), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: 'veel' }), PRESETS)).toBeNull();
    expect(chosenGiftcardAmount(form({ [f.value]: '75' }), PRESETS)).toBeNull();
  });
});

describe('the gift value rule (D12): one rule for the headline price, the product form and the cart API', () => {
  const TYPED: [typed: unknown, problem: 'required' | 'invalid' | 'range' | null][] = [
    ['5', null],
    ['500', null],
    [' 12,50 ', null],
    [37.5, null],
    ['', 'required'],
    [undefined, 'required'],
    ['veel', 'invalid'],
    ['12.505', 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    [null, 'invalid'],
    ['4.99', 'range'],
    [501, 'range'],
  ];

  it.each(TYPED)('%j: %s', (typed, problem) => {
    const checked = checkGiftcardAmount(typed);
    expect(checked.ok ? null : checked.problem).toBe(problem);
  });

  it('the headline price and the form schema accept exactly the amounts the rule accepts', () => {
    for (const [typed, problem] of TYPED) {
      const parsed = giftValueSchema.safeParse(typed);
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem === null ? null : `giftcard.value.${problem}`);
      if (typeof typed !== 'string') continue;
      const headline = chosenGiftcardAmount(form({ [f.value]: 'custom', [f.amount]: typed }), PRESETS);
      expect(headline === null ? 'none' : headline).toBe(problem === null ? parsed.data : 'none');
    }
  });
});
