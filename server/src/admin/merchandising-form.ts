/**
 * The staff-set order forms (managers, `/admin/merchandising`, decision 056): which category and
 * order profile the page shows, and the change asked for one product (pin, move up or down, move
 * to a position, unpin), each read by its schema into the command's typed input (decision 041).
 */
import { z } from 'zod';
import { merchandising, readMerchandisingName } from '@shop/rules';
import { field } from './http.ts';
import { parseWholeNumber } from './form-values.ts';
import { readForm, refuse, tooLong, type FieldErrors, type FormResult } from './forms.ts';

export const PIN_INTENTS = ['pin', 'up', 'down', 'move', 'unpin'] as const;
export type PinIntent = (typeof PIN_INTENTS)[number];

export interface PinFormValues {
  category: string;
  profile: string;
  sku: string;
  intent: string;
  position: string;
}

export type PinErrors = FieldErrors<keyof PinFormValues>;

export interface PinChange {
  category: string;
  profile: string;
  sku: string;
  /** A position from 1, `up`, `down`, the end (`pin` without a position) or null (unpin). */
  position: number | 'up' | 'down' | null;
}

export const EMPTY_PIN_FORM: Omit<PinFormValues, 'category' | 'profile'> = { sku: '', intent: 'pin', position: '' };

export function pinFormValues(body: Record<string, unknown>): PinFormValues {
  return {
    category: field(body, 'category'),
    profile: field(body, 'profile'),
    sku: field(body, 'sku'),
    intent: field(body, 'intent'),
    position: field(body, 'position'),
  };
}

/** A category's url path as the select sends it; whether it exists is the command's to answer. */
const category = z.string().transform((text, ctx) => {
  const path = text.trim();
  return !path || tooLong(text) || !/^[a-z0-9][a-z0-9/_-]*$/.test(path) ? refuse(ctx, 'merchandising.category.invalid') : path;
});

/** An order profile's name (lower-cased; empty is the default one). */
const profile = z.string().transform((text, ctx) => {
  const name = readMerchandisingName(text);
  if (name === false) return refuse(ctx, 'merchandising.profile.invalid');
  return name ?? merchandising.defaultProfile;
});

/** Which category and profile the page shows (its address), or which profile to make active. */
export function readOrderChoice(values: { category: string; profile: string }) {
  return readForm(z.object({ category, profile }), values);
}

const pinSchema: z.ZodType<PinChange, PinFormValues> = z
  .object({
    category,
    profile,
    sku: z.string().transform((text, ctx) => {
      const sku = text.trim();
      if (!sku) return refuse(ctx, 'merchandising.sku.required');
      return tooLong(text) ? refuse(ctx, 'merchandising.sku.unknown') : sku;
    }),
    intent: z.enum(PIN_INTENTS, 'merchandising.intent.invalid'),
    position: z.string(),
  })
  .transform((form, ctx): PinChange => {
    const { intent } = form;
    const typed = form.position.trim();
    let position: PinChange['position'];
    if (intent === 'up' || intent === 'down') position = intent;
    else if (intent === 'unpin') position = null;
    else if (intent === 'pin' && !typed) position = merchandising.maxPinned;
    else {
      const value = tooLong(typed) ? null : parseWholeNumber(typed, 1, merchandising.maxPinned);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: 'merchandising.position.invalid', path: ['position'] });
        return z.NEVER;
      }
      position = value;
    }
    return { category: form.category, profile: form.profile, sku: form.sku, position };
  });

export function readPinForm(values: PinFormValues): FormResult<PinFormValues, PinChange> {
  return readForm(pinSchema, values);
}
