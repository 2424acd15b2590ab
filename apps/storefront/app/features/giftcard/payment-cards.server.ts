/**
 * The payment step's gift card intents (CO18, V7, V13): `applyGiftCard` checks number and PIN with
 * the shared rule and applies the card; `removeGiftCard` takes one off. Both answer a form post
 * without scripts: on success the browser goes back to the payment step (303), a refusal shows the
 * page again with the message at its field.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiErrorInfo } from '../../lib/api-errors.ts';
import { giftCardErrorFromApi, giftCardErrorOf, giftCardFormErrors, type GiftCardRefusal } from './api-errors.ts';
import { CARD_FIELDS, CARD_INPUT_MAX, checkCardEntry } from './card-entry.ts';
import { ApplyGiftCardToCartMutation, RemoveGiftCardFromCartMutation } from './giftcard-documents.ts';
import { APPLY_INTENT, CODE_FIELD, REMOVE_INTENT, type GiftCardActionData } from './payment-cards-model.ts';

const PAYMENT_PATH = '/checkout/payment/';

const refused = (giftCard: GiftCardActionData['giftCard']) => data<GiftCardActionData>({ giftCard }, { status: 400 });

/** The refusal of a failed call: the API's, shown in the shopper's words, or the call error for anything else. */
function failure(error: unknown, context: AppLoadContext, what: string): GiftCardRefusal {
  const refusal = giftCardErrorOf(error);
  if (refusal.key === 'callError') context.log.warn({ err: error }, what);
  return refusal;
}

/** Applies the typed card to the cart (CO18). */
export async function applyGiftCardIntent(form: FormData, cartId: string, context: AppLoadContext) {
  const typedValue = form.get(CARD_FIELDS.number);
  const number = typeof typedValue === 'string' ? typedValue.slice(0, CARD_INPUT_MAX) : '';
  const entry = checkCardEntry({ number: typedValue, pin: form.get(CARD_FIELDS.pin) });
  if (!entry.ok) return refused({ intent: APPLY_INTENT, errors: entry.errors, number });
  try {
    await context.api.query(ApplyGiftCardToCartMutation, { cartId, code: entry.number, pin: entry.pin });
  } catch (error) {
    return refused({ intent: APPLY_INTENT, errors: giftCardFormErrors(failure(error, context, 'applying a gift card failed')), number });
  }
  return redirect(PAYMENT_PATH, 303);
}

/** Takes a card off the cart, named by the code the cart shows for it. */
export async function removeGiftCardIntent(form: FormData, cartId: string, context: AppLoadContext) {
  const code = form.get(CODE_FIELD);
  if (typeof code !== 'string' || code.trim() === '' || code.length > CARD_INPUT_MAX) {
    return refused({ intent: REMOVE_INTENT, errors: { card: 'notApplied' }, number: '' });
  }
  try {
    await context.api.query(RemoveGiftCardFromCartMutation, { cartId, code });
  } catch (error) {
    return refused({
      intent: REMOVE_INTENT,
      errors: giftCardFormErrors(failure(error, context, 'removing a gift card failed')),
      number: '',
    });
  }
  return redirect(PAYMENT_PATH, 303);
}

/** Placing the order was refused because of a gift card (its balance changed since it was applied). */
export function giftCardPlaceOrderFailure(errors: readonly ApiErrorInfo[]) {
  return refused({ intent: 'placeOrder', errors: giftCardFormErrors(giftCardErrorFromApi(errors)), number: '' });
}
