/**
 * Buying a gift card (001 §3–§5; D11–D13; decision 019): the card's type, its value (a preset or a
 * free amount of 5 to 500 euro), who sends it to whom, and an optional message. One rule for the
 * product page's form and for the cart API, which checks every add again.
 */

import { z } from 'zod';
import { GIFTCARD_CUSTOM_VALUE, giftcardFormFields, giftcardTexts, giftcardTypes, type GiftcardPurchase } from './giftcard-options.ts';
import type { ValidationMessageKey } from './validation-messages.ts';
import { withoutControlCharacters } from './links.ts';
import { emailSchema, giftValueSchema } from './validation.ts';

const blankToUndefined = (value: unknown) => {
  if (value == null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = withoutControlCharacters(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

function nameField(requiredKey: ValidationMessageKey) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredKey })
      .max(giftcardTexts.nameMaxLength, 'name.tooLong')
      .transform((value) => value.replace(/\s+/g, ' ')),
  );
}

const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());

const purchaseFields = {
  type: z.enum(giftcardTypes, { error: 'giftcard.type.required' }),
  amount: giftValueSchema,
  senderName: nameField('giftcard.senderName.required'),
  senderEmail: optionalEmail,
  recipientName: nameField('giftcard.recipientName.required'),
  recipientEmail: optionalEmail,
  message: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    z.preprocess(blankToUndefined, z.string().max(giftcardTexts.messageMaxLength, 'giftcard.message.tooLong').optional()),
  ),
};

type Loose = Record<string, unknown>;

/** Cross-field rules run even while other fields have problems, so a form shows every problem at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** D13: an e-card goes to the recipient's e-mail address, so it needs one. */
const missingRecipientEmail = (type: unknown, email: unknown) => type === 'virtual' && blankToUndefined(email) === undefined;

/** A gift card purchase as the cart API receives it (D11–D13). */
export const giftcardPurchaseSchema = z.object(purchaseFields).refine((value) => !missingRecipientEmail(value.type, value.recipientEmail), {
  ...always,
  path: ['recipientEmail'],
  message: 'giftcard.recipientEmail.required' satisfies ValidationMessageKey,
});

/**
 * The product page's gift card choice (001 §3 "gift card selections carry giftcard_type,
 * giftcard_value, giftcard_amount"; D11): the type, a value (one of `presets` or "custom") and,
 * for "custom", the free amount. Issues are reported on the form's field names; the result is
 * the purchase.
 */
export function createGiftcardSelectionSchema(presets: readonly number[]) {
  const f = giftcardFormFields;
  /** The problem of the value choice and free amount, as [field, message key], or null. */
  const valueProblem = (form: Loose): [string, ValidationMessageKey] | null => {
    const chosen = blankToUndefined(form[f.value]);
    if (chosen === undefined) return null; // the field's own rule reports it
    if (chosen !== GIFTCARD_CUSTOM_VALUE) return presets.includes(Number(chosen)) ? null : [f.value, 'giftcard.value.required'];
    const parsed = giftValueSchema.safeParse(form[f.amount]);
    return parsed.success ? null : [f.amount, (parsed.error.issues[0]?.message ?? 'giftcard.value.invalid') as ValidationMessageKey];
  };
  // Without scripts nothing ticks "my own amount" when the shopper types one: a typed amount counts as that choice.
  const typedAmountIsCustom = (form: unknown) => {
    if (typeof form !== 'object' || form === null) return form;
    const fields = form as Loose;
    const typed = blankToUndefined(fields[f.amount]) !== undefined;
    return typed && blankToUndefined(fields[f.value]) === undefined ? { ...fields, [f.value]: GIFTCARD_CUSTOM_VALUE } : form;
  };
  const schema = z
    .object({
      [f.type]: purchaseFields.type,
      [f.value]: z.preprocess(blankToUndefined, z.string({ error: 'giftcard.value.required' }).max(20, 'giftcard.value.required')),
      [f.amount]: z.unknown().optional(),
      [f.senderName]: purchaseFields.senderName,
      [f.senderEmail]: purchaseFields.senderEmail,
      [f.recipientName]: purchaseFields.recipientName,
      [f.recipientEmail]: purchaseFields.recipientEmail,
      [f.message]: purchaseFields.message,
    })
    .refine((form) => valueProblem(form)?.[0] !== f.value, { ...always, path: [f.value], message: 'giftcard.value.required' })
    .refine((form) => valueProblem(form)?.[0] !== f.amount, {
      ...always,
      path: [f.amount],
      error: (issue) => valueProblem(issue.input as Loose)?.[1] ?? 'giftcard.value.invalid',
    })
    .refine((form) => !missingRecipientEmail(form[f.type], form[f.recipientEmail]), {
      ...always,
      path: [f.recipientEmail],
      message: 'giftcard.recipientEmail.required' satisfies ValidationMessageKey,
    })
    .transform(
      (form): GiftcardPurchase => ({
        type: form[f.type],
        amount: form[f.value] === GIFTCARD_CUSTOM_VALUE ? giftValueSchema.parse(form[f.amount]) : Number(form[f.value]),
        senderName: form[f.senderName],
        senderEmail: form[f.senderEmail],
        recipientName: form[f.recipientName],
        recipientEmail: form[f.recipientEmail],
        message: form[f.message],
      }),
    );
  return z.preprocess(typedAmountIsCustom, schema);
}
