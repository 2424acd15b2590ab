/**
 * What the cart's error texts mean for the shop (spec 001 §4 Cart life, §8; CA17–CA20). The API
 * answers in Magento's English texts; the Dutch equivalents are listed because a Magento back end
 * localises them.
 */

/** CA18, CA20: texts after which the cart id is dropped and a new guest cart is used. */
export const CART_RESET_TEXTS = [
  'The current user cannot perform operations on cart',
  'Could not find a cart with ID',
  'Current user does not have an active cart',
  "The cart isn't active",
  'De huidige gebruiker kan geen bewerkingen uitvoeren op winkelwagen',
  'Kan geen winkelwagen vinden met ID',
  'De huidige gebruiker heeft geen actieve winkelwagen',
  'De winkelwagen is niet actief',
] as const;

/** "The cart isn't active": the cart may have been paid, so it is offered for restore instead of dropped. */
export const CART_INACTIVE_TEXTS = ["The cart isn't active", 'De winkelwagen is niet actief'] as const;

/** CA19, CA20: stock shortage texts, suppressed unless shown on demand (cart page, checkout submit). */
export const STOCK_SHORTAGE_TEXTS = ['Some of the products are out of stock', 'Sommige producten zijn niet op voorraad'] as const;

const includesAny = (message: string, texts: readonly string[]) => texts.some((text) => message.toLowerCase().includes(text.toLowerCase()));

/**
 * The messages of an API failure (an ApiError's `errors`); other failures (network, bugs) have
 * none. Read by shape, so this module stays importable in the browser.
 */
export function errorMessages(error: unknown): string[] {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return [];
  return error.errors.flatMap((item: unknown) =>
    item && typeof item === 'object' && 'message' in item && typeof item.message === 'string' ? [item.message] : [],
  );
}

/** True when the failure means the cart id no longer leads to a usable cart (CA18). */
export function isCartGone(error: unknown): boolean {
  return errorMessages(error).some((message) => includesAny(message, CART_RESET_TEXTS));
}

/** True when the cart exists but is no longer active (001 §4: mark inactive, offer restore). */
export function isCartInactive(error: unknown): boolean {
  return errorMessages(error).some((message) => includesAny(message, CART_INACTIVE_TEXTS));
}

/** True for a stock shortage message (CA19). */
export function isStockShortage(message: string): boolean {
  return includesAny(message, STOCK_SHORTAGE_TEXTS);
}

/** Why adding failed, as the pop-up explains it (CA11); `tooManyRequests`: the API's rate limit (decision 034). */
export type AddFailure = 'stock' | 'quantity' | 'unavailable' | 'failed' | 'tooManyRequests';

/** Sorts an add-to-cart failure into a reason the shopper can read in their own language. */
export function addFailureKind(messages: readonly string[]): AddFailure {
  const text = messages.join(' ').toLowerCase();
  if (includesAny(text, STOCK_SHORTAGE_TEXTS) || text.includes('requested qty is not available')) return 'stock';
  if (/fewest you may purchase|most you may purchase|quantities of|invalid quantity/.test(text)) return 'quantity';
  if (/no longer available|could not find a product/.test(text)) return 'unavailable';
  return 'failed';
}

/** A line error as a message id with values, or null when the text is not a known one (shown as is). */
export function lineErrorMessage(message: string): { id: string; values?: Record<string, string> } | null {
  if (isStockShortage(message)) return { id: 'cart.lineError.stock' };
  if (/no longer available/i.test(message)) return { id: 'cart.lineError.unavailable' };
  const fewest = /fewest you may purchase is (\d+)/i.exec(message);
  if (fewest?.[1]) return { id: 'cart.lineError.min', values: { count: fewest[1] } };
  const most = /most you may purchase is (\d+)/i.exec(message);
  if (most?.[1]) return { id: 'cart.lineError.max', values: { count: most[1] } };
  const step = /quantities of (\d+)/i.exec(message);
  if (step?.[1]) return { id: 'cart.lineError.increments', values: { count: step[1] } };
  return null;
}
