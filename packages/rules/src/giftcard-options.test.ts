import { describe, expect, it } from 'vitest';
import { chosenGiftcardAmount, giftcardFormFields as f } from './giftcard-options.ts';

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
