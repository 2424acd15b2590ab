/**
 * Gift card choices without their validation (D11–D13; decision 019): what pages need to show the
 * form and the cart needs to read a line, kept apart from the Zod rules in `giftcard.ts` so a page
 * that only shows a card does not load the validation library.
 */

import { giftcard, maxLengths } from './constants.ts';

/** The kinds of card (D13): a card sent by post, or an e-card sent by e-mail to the recipient (Magento's VIRTUAL). */
export const giftcardTypes = ['physical', 'virtual'] as const;
export type GiftcardType = (typeof giftcardTypes)[number];

/** Limits of the free-text fields of a gift card. */
export const giftcardTexts = {
  /** Magento's default message_max_length. */
  messageMaxLength: 255,
  nameMaxLength: maxLengths.name,
} as const;

/** The form's value for "my own amount" in the giftcard_value choice. */
export const GIFTCARD_CUSTOM_VALUE = 'custom';

/** A gift card as it is bought: the amount in euros, texts trimmed, empty optional texts left out. */
export interface GiftcardPurchase {
  type: GiftcardType;
  amount: number;
  senderName: string;
  senderEmail?: string | undefined;
  recipientName: string;
  recipientEmail?: string | undefined;
  message?: string | undefined;
}

/** The form fields of the product page's gift card form, named as Magento's buy request names them. */
export const giftcardFormFields = {
  type: 'giftcard_type',
  value: 'giftcard_value',
  amount: 'giftcard_amount',
  senderName: 'giftcard_sender_name',
  senderEmail: 'giftcard_sender_email',
  recipientName: 'giftcard_recipient_name',
  recipientEmail: 'giftcard_recipient_email',
  message: 'giftcard_message',
} as const;

/** A gift value checked: the amount in euros, or what is wrong with it (a validation message key's last part). */
export type GiftcardAmountCheck = { ok: true; amount: number } | { ok: false; problem: 'required' | 'invalid' | 'range' };

/**
 * The gift value rule (D12): euros from 5 to 500 with at most two decimals; form text may use a
 * decimal comma. Light on purpose (no schema): the product page's headline price follows it as the
 * shopper types; the form's schema (`giftValueSchema`) reports the same rule with its message keys.
 */
export function checkGiftcardAmount(value: unknown): GiftcardAmountCheck {
  const text = typeof value === 'string' ? value.trim() : null;
  if (value === undefined || text === '') return { ok: false, problem: 'required' };
  const amount = text === null ? value : Number(text.replace(',', '.'));
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return { ok: false, problem: 'invalid' };
  if (amount < giftcard.minValue || amount > giftcard.maxValue) return { ok: false, problem: 'range' };
  // A whole number of cents: 12.5 and 12.50 are fine, 12.505 is not a price.
  if (Math.abs(Math.round(amount * 100) - amount * 100) >= 1e-6) return { ok: false, problem: 'invalid' };
  return { ok: true, amount };
}

/** The value of a gift card line within the spec's bounds, as the API keeps it (cents). */
export function giftcardAmountCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The value the shopper has chosen in the gift card form so far, in euros, or null while there is
 * none (nothing ticked, or an own amount that is not a value yet): what the product page's headline
 * price shows, read with the gift value rule as the shopper goes, before the form's checks have loaded.
 */
export function chosenGiftcardAmount(field: (name: string) => string | null, presets: readonly number[]): number | null {
  const chosen = field(giftcardFormFields.value)?.trim() ?? '';
  const typed = field(giftcardFormFields.amount)?.trim() ?? '';
  if (chosen !== '' && chosen !== GIFTCARD_CUSTOM_VALUE) {
    const preset = Number(chosen);
    return presets.includes(preset) ? preset : null;
  }
  // Without scripts nothing ticks "my own amount": a typed amount is that choice (as the form's rule reads it).
  const amount = checkGiftcardAmount(typed);
  return amount.ok ? amount.amount : null;
}
