/** The server's check of a typed gift card (V7, V13): the shared rule, with the browser's message keys. */
import { giftcard, giftcardBalanceSchema } from '@shop/rules';
import { CARD_INPUT_MAX, type CardEntry, type CardEntryErrors, type NumberErrorKey, type PinErrorKey } from './card-entry.ts';

const FROM_RULE: Record<string, NumberErrorKey | PinErrorKey> = {
  'giftcard.cardNumber.required': 'numberRequired',
  'giftcard.cardNumber.invalid': 'invalidNumber',
  'giftcard.pin.required': 'pinRequired',
  'giftcard.pin.invalid': 'pinInvalid',
};

/** The server's check: the shared rule, its message keys turned into this page's. */
export function cardEntryFromSchema(input: { number: unknown; pin: unknown }): CardEntry {
  const number = typeof input.number === 'string' ? input.number : undefined;
  if (number && number.trim().length > CARD_INPUT_MAX) {
    const pin = cardEntryFromSchema({ number: '0'.repeat(giftcard.cardDigits), pin: input.pin });
    return { ok: false, errors: { number: 'invalidNumber', ...(pin.ok ? {} : { pin: pin.errors.pin }) } };
  }
  const parsed = giftcardBalanceSchema.safeParse({ cardNumber: number, pin: typeof input.pin === 'string' ? input.pin : undefined });
  if (parsed.success) return { ok: true, number: parsed.data.cardNumber, pin: parsed.data.pin };
  const errors: CardEntryErrors = {};
  for (const issue of parsed.error.issues) {
    const key = FROM_RULE[issue.message];
    if (issue.path[0] === 'cardNumber' && !errors.number) errors.number = (key as NumberErrorKey | undefined) ?? 'invalidNumber';
    if (issue.path[0] === 'pin' && !errors.pin) errors.pin = (key as PinErrorKey | undefined) ?? 'pinInvalid';
  }
  return { ok: false, errors };
}
