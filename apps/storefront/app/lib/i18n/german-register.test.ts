import { germanRegisterReport } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.server.ts';

describe('the German store speaks with du (decision 047)', () => {
  it('has no formal address and no capitalised du form in the middle of a sentence in any German text', () => {
    expect(germanRegisterReport(Object.entries(catalogue.de))).toEqual([]);
  });

  it('would notice a formal text slipping back into the German catalogue', () => {
    const withFormal = { ...catalogue.de, 'checkout.validation.gender.required': 'Bitte wählen Sie eine Anrede.' };
    expect(germanRegisterReport(Object.entries(withFormal))).toEqual([
      'checkout.validation.gender.required: formal address "Sie" in "Bitte wählen Sie eine Anrede."',
    ]);
  });
});
