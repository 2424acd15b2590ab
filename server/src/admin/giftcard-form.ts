/**
 * The gift card forms: the balance search (all staff) and the issue form (managers), each read by
 * its schema into the command's typed input (decisions 029, 031 and 041).
 */
import { z } from 'zod';
import { GIFT_CARD_SEARCH, ISSUE_MAX_CENTS, ISSUE_MIN_CENTS, latestGiftCardExpiry } from '@shop/api/console';
import { field } from './http.ts';
import { endOfShopDay, shopDateField } from './form-values.ts';
import { euros, readForm, refuse, tooLong, type FieldErrors, type FormResult } from './forms.ts';

export interface GiftCardFormValues {
  amount: string;
  expiresOn: string;
}

export type GiftCardErrors = FieldErrors<keyof GiftCardFormValues>;

export function giftCardFormValues(body: Record<string, unknown>): GiftCardFormValues {
  return { amount: field(body, 'amount'), expiresOn: field(body, 'expiresOn') };
}

/** The issue form starts with a card valid for two years, the shop's usual term. */
export function defaultGiftCardForm(now: Date): GiftCardFormValues {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 2);
  return { amount: '', expiresOn: shopDateField(expires) };
}

/** An amount of 5 to 500 euro and a last valid day after tomorrow, at most five years on. */
function issueSchema(now: Date): z.ZodType<{ amount: number; expiresAt: Date }, GiftCardFormValues> {
  return z
    .object({
      amount: euros(ISSUE_MIN_CENTS, ISSUE_MAX_CENTS, 'giftcard.amount.invalid', 'giftcard.amount.required'),
      expiresOn: z.string().transform((text, ctx) => {
        if (!text.trim()) return refuse(ctx, 'giftcard.expiresOn.required');
        const expiresAt = tooLong(text) ? null : endOfShopDay(text);
        if (!expiresAt) return refuse(ctx, 'giftcard.expiresOn.invalid');
        if (expiresAt.getTime() <= now.getTime() + 24 * 3_600_000) return refuse(ctx, 'giftcard.expiresOn.past');
        return expiresAt > latestGiftCardExpiry(now) ? refuse(ctx, 'giftcard.expiresOn.tooFar') : expiresAt;
      }),
    })
    .transform(({ amount, expiresOn }) => ({ amount, expiresAt: expiresOn }));
}

export function readGiftCardForm(
  values: GiftCardFormValues,
  now: Date,
): FormResult<GiftCardFormValues, { amount: number; expiresAt: Date }> {
  return readForm(issueSchema(now), values);
}

/** The balance search: the whole number or its last 4+ digits, spaces and dashes as printed left out. */
const searchSchema: z.ZodType<{ number: string }, { number: string }> = z.object({
  number: z.string().transform((text, ctx) => {
    const digits = text.length > 60 ? '' : text.replace(/[\s-]/g, '');
    return GIFT_CARD_SEARCH.test(digits) ? digits : refuse(ctx, 'giftcard.number.invalid');
  }),
});

export function readGiftCardSearch(number: string): FormResult<{ number: string }, { number: string }> {
  return readForm(searchSchema, { number });
}
