/**
 * Reading the console's forms (decision 041): each form has one zod schema that turns the values
 * as typed (strings) into a command's typed input, with a message key per refused field; the page
 * shows the message under its field and every value as it was typed.
 */
import { z } from 'zod';
import { MAX_FIELD_LENGTH, parseEuros } from './form-values.ts';
import { isMessageKey, type MessageKey } from './messages.ts';

/** The first message for each refused field. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

export type FormResult<Values, Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors<keyof Values & string> };

/** Refuses the value being read with the message `key`; returns zod's marker for "no value". */
export function refuse(ctx: z.RefinementCtx, key: MessageKey): never {
  ctx.addIssue({ code: 'custom', message: key });
  return z.NEVER;
}

/** Parses `values` with `schema`; a refused form answers the first message of each field. */
export function readForm<Values extends object, Output>(schema: z.ZodType<Output, Values>, values: Values): FormResult<Values, Output> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    // Every rule names a console text; anything else is a mistake in a schema, not in the form.
    if (!isMessageKey(issue.message)) throw new Error(`console form rule without a message key: ${issue.message}`);
    errors[name] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<keyof Values & string> };
}

/** A posted field that may repeat (checkboxes): its texts. */
export function textsOf(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** Values shown again on a refused form: what was typed, each text cut to a length a page can hold. */
export function keptValues<Values extends object>(values: Values, length = 200): Values {
  const cut = (value: unknown): unknown =>
    typeof value === 'string' ? value.slice(0, length) : Array.isArray(value) ? value.slice(0, 20).map(cut) : value;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, cut(value)])) as Values;
}

/** Longer than any console field reads: refused, never cut. */
export const tooLong = (text: string) => text.length > MAX_FIELD_LENGTH;

/** Euros typed with a comma or a point, as cents from `min` to `max`; an empty field is `empty`. */
export const euros = (min: number, max: number, invalid: MessageKey, empty: MessageKey | number) =>
  z.string().transform((text, ctx) => {
    if (!text.trim()) return typeof empty === 'number' ? empty : refuse(ctx, empty);
    const value = tooLong(text) ? null : parseEuros(text);
    return value === null || value < min || value > max ? refuse(ctx, invalid) : value;
  });
