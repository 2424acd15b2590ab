/**
 * The API's gift card answers in the shopper's words (CO17). The API refuses with a stable
 * `extensions.code` and an English text (packages/api/src/giftcard/messages.ts, decision 029);
 * each code becomes one of the spec's five messages or one of the shop's additions. An answer
 * without a known code is read by its words; anything still not recognised (a masked server error,
 * an outage) is the spec's "call error": the shopper can only try again later.
 */
import type { GiftCardErrorKey } from './card-entry.ts';

/** The API's refusal codes and the message each one shows. */
export const API_CODES: Record<string, GiftCardErrorKey> = {
  GIFT_CARD_INVALID_NUMBER: 'invalidNumber',
  GIFT_CARD_PIN_REQUIRED: 'pinRequired',
  GIFT_CARD_INVALID_PIN: 'pinInvalid',
  GIFT_CARD_NOT_FOUND: 'noData',
  GIFT_CARD_INACTIVE: 'inactive',
  GIFT_CARD_LOCKED: 'locked',
  GIFT_CARD_EMPTY: 'noBalance',
  GIFT_CARD_ALREADY_APPLIED: 'alreadyApplied',
  GIFT_CARD_LIMIT: 'limit',
  GIFT_CARD_NOTHING_TO_PAY: 'nothingToPay',
  GIFT_CARD_FOR_GIFT_CARDS: 'forGiftCards',
  GIFT_CARD_ALREADY_PAID: 'notNeeded',
  GIFT_CARD_NOT_APPLIED: 'notApplied',
  GIFT_CARD_BALANCE_CHANGED: 'balanceChanged',
  GIFT_CARD_PAYMENT_NOT_COVERED: 'notCovered',
  TOO_MANY_REQUESTS: 'tooManyRequests',
};

/** Words tried in order on a message without a known code; the first match decides. */
const WORDS: readonly [RegExp, GiftCardErrorKey][] = [
  [/\block|too many|try again in|attempts/, 'locked'],
  [/inactive|not active|blocked|disabled|expired/, 'inactive'],
  [/balance[^.]*changed/, 'balanceChanged'],
  [/do not pay the whole|choose a payment method for the rest/, 'notCovered'],
  [/already (been )?(applied|added|used on)/, 'alreadyApplied'],
  [/(already|fully) (paid|covered)|already pay|no amount due/, 'notNeeded'],
  [/pin[^.]*(required|missing|empty)|(enter|provide)[^.]*pin/, 'pinRequired'],
  [/pin[^.]*(6|six)[- ]digit|pin[^.]*(format|invalid)/, 'pinInvalid'],
  [/19[- ]digit|(card )?(number|code)[^.]*(invalid|format|digits)|invalid[^.]*(card )?(number|code)/, 'invalidNumber'],
  [
    /no data|not found|\bno\b[^.]*\bfound|there is no gift card|couldn'?t be found|could not be found|does(n'?t| not) exist|wrong|incorrect|does not match|don'?t match|verify/,
    'noData',
  ],
  [/no balance|balance left|no funds|empty card/, 'noBalance'],
];

/** An error as the API client hands it over: a message and, from the API, its extensions. */
export interface GiftCardApiError {
  message: string;
  extensions?: { code?: unknown; [key: string]: unknown } | undefined;
}

/** The message key for the API's errors about a gift card. */
export function giftCardErrorFromApi(errors: readonly (GiftCardApiError | string)[]): GiftCardErrorKey {
  const items = errors.map((error) => (typeof error === 'string' ? { message: error } : error));
  for (const item of items) {
    const code = item.extensions?.code;
    if (typeof code === 'string' && Object.hasOwn(API_CODES, code)) return API_CODES[code] as GiftCardErrorKey;
  }
  for (const item of items) {
    const text = item.message.toLowerCase();
    const rule = WORDS.find(([pattern]) => pattern.test(text));
    if (rule) return rule[1];
  }
  return 'callError';
}

/** Which field a message belongs to, so the form can mark it; null for the card as a whole. */
export function giftCardErrorField(key: GiftCardErrorKey): 'number' | 'pin' | null {
  if (key === 'numberRequired' || key === 'invalidNumber') return 'number';
  if (key === 'pinRequired' || key === 'pinInvalid') return 'pin';
  return null;
}
