/**
 * The balance-check page's action (CO17, V7, V13): the number and PIN are checked by the shared
 * rule, then the API answers with the balance or a refusal; the page shows either. An API that
 * cannot be reached or fails unexpectedly is the spec's "call error", never a stack.
 */
import { data, type AppLoadContext } from 'react-router';
import { giftCardErrorOf, giftCardFormErrors } from './api-errors.ts';
import { toBalanceView, type BalanceActionData } from './balance-model.ts';
import { CARD_FIELDS, CARD_INPUT_MAX, checkCardEntry } from './card-entry.ts';
import { GiftCardBalanceQuery } from './giftcard-documents.ts';

/** The typed number to show again: only as much as the field takes, HTML stays text in React. */
function typedNumber(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value.slice(0, CARD_INPUT_MAX) : '';
}

const refused = (answer: Extract<BalanceActionData, { ok: false }>) => data<BalanceActionData>(answer, { status: 400 });

/** Checks the typed card and asks the API for its balance. */
export async function checkBalanceAction(request: Request, context: AppLoadContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused({ ok: false, errors: { number: 'numberRequired', pin: 'pinRequired' }, number: '' });
  }
  const typed = typedNumber(form.get(CARD_FIELDS.number));
  const entry = checkCardEntry({ number: form.get(CARD_FIELDS.number), pin: form.get(CARD_FIELDS.pin) });
  if (!entry.ok) return refused({ ok: false, errors: entry.errors, number: typed });

  try {
    const { giftCardAccount } = await context.api.query(GiftCardBalanceQuery, { code: entry.number, pin: entry.pin });
    if (!giftCardAccount) return refused({ ok: false, errors: { card: 'noData' }, number: typed });
    return data<BalanceActionData>({ ok: true, card: toBalanceView(giftCardAccount, entry.number, context.language) });
  } catch (error) {
    const refusal = giftCardErrorOf(error);
    if (refusal.key === 'callError') context.log.warn({ err: error }, 'gift card balance check failed');
    const answer = { ok: false as const, errors: giftCardFormErrors(refusal), number: typed };
    return refusal.key === 'tooManyRequests' ? data<BalanceActionData>(answer, { status: 429 }) : refused(answer);
  }
}
