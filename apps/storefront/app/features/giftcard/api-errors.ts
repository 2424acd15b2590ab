/**
 * The API's gift card answers in the shopper's words (CO17). The API speaks English (Magento's
 * texts, docs/decisions/029-gift-cards.md); each refusal becomes one of the spec's five messages
 * or one of the shop's additions. Anything not recognised (a masked server error, an outage) is
 * the spec's "call error": the shopper can only try again later.
 */
import type { GiftCardErrorKey } from './card-entry.ts';

/** Patterns tried in order, on the lower-cased message; the first that matches decides. */
const RULES: readonly [RegExp, GiftCardErrorKey][] = [
  [/\block|too many|try again in|attempts/, 'locked'],
  [/inactive|not active|blocked|disabled|expired/, 'inactive'],
  [/already (been )?(applied|added|used on)/, 'alreadyApplied'],
  [/(already|fully) (paid|covered)|nothing (left )?to pay|no amount due/, 'notNeeded'],
  [/pin[^.]*(required|missing|empty)|(enter|provide)[^.]*pin/, 'pinRequired'],
  [/pin[^.]*(6|six)[- ]digit|pin[^.]*(format|invalid)/, 'pinInvalid'],
  [/19[- ]digit|(card )?(number|code)[^.]*(invalid|format|digits)|invalid[^.]*(card )?(number|code)/, 'invalidNumber'],
  [
    /no data|not found|\bno\b[^.]*\bfound|couldn'?t be found|could not be found|doesn'?t exist|does not exist|wrong|incorrect|does not match|don'?t match|verify/,
    'noData',
  ],
  [/balance|no funds|zero|empty card/, 'noBalance'],
];

/** The message key for the API's messages about a gift card. */
export function giftCardErrorFromApi(messages: readonly string[]): GiftCardErrorKey {
  for (const message of messages) {
    const text = message.toLowerCase();
    const rule = RULES.find(([pattern]) => pattern.test(text));
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
