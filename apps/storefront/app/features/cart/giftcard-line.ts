import { formatPrice, type FormatPriceOptions, type Locale } from '@shop/rules';
import { messages } from './messages.ts';

/** The gift card fields of a cart line (GiftCardCartItem), as the cart queries read them. */
export interface GiftcardLineFields {
  giftcard_type: string;
  amount: { value: number };
  recipient_name?: string | null;
  recipient_email?: string | null;
  sender_name?: string | null;
  message?: string | null;
}

/** "Piet (piet@example.com)". */
function person(name: string | null | undefined, email: string | null | undefined): string {
  if (name && email) return `${name} (${email})`;
  return name || email || '';
}

/**
 * A gift card line's options as the cart, mini cart and checkout show them (D11–D13): type,
 * amount, recipient, sender and message, labelled in the store language. The checkout passes its
 * price display (L6).
 */
export function giftcardLineOptions(
  line: GiftcardLineFields,
  locale: Locale,
  priceOptions: FormatPriceOptions = {},
): { label: string; value: string }[] {
  const text: Record<string, string> = messages[locale];
  const t = (id: string) => text[id] ?? id;
  const typeId = `cart.giftcard.type.${line.giftcard_type}`;
  const options = [
    { label: t('cart.giftcard.type'), value: typeId in text ? t(typeId) : line.giftcard_type },
    { label: t('cart.giftcard.amount'), value: formatPrice(line.amount.value, locale, priceOptions) },
    { label: t('cart.giftcard.recipient'), value: person(line.recipient_name, line.recipient_email) },
    { label: t('cart.giftcard.sender'), value: line.sender_name ?? '' },
    { label: t('cart.giftcard.message'), value: line.message ?? '' },
  ];
  return options.filter((option) => option.value !== '');
}
