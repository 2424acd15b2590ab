import type { FormatPriceOptions, Locale } from '@shop/rules';
import type { CartLineChoicesFragment } from '../../graphql/graphql.ts';
import { giftcardLineOptions } from './giftcard-line.ts';

/** How many of a line's choices the short texts (the mini cart, the added-to-cart pop-up) show. */
export const SHORT_CHOICES = 3;

/** A cart line as any cart query reads it (with the CartLineChoices fields); a simple product's line chose nothing. */
export type ChoiceLine = CartLineChoicesFragment | { id: string };

/** One thing a shopper chose on a line: "Maat" "M", a bundle's part, a gift card's amount. */
export interface LineChoice {
  label: string;
  value: string;
}

/**
 * What a shopper chose on a cart line, as the cart page, the checkout summary, the mini cart and the
 * pop-up show it (CA5, D11–D13): a size, each part of a bundle ("2 × Broek" when more than one), a
 * gift card's type, amount, recipient, sender and message. The checkout passes its price display (L6).
 */
export function lineChoices(line: ChoiceLine, locale: Locale, priceOptions: FormatPriceOptions = {}): LineChoice[] {
  if ('configurable_options' in line)
    return line.configurable_options.map((option) => ({ label: option.option_label, value: option.value_label }));
  if ('bundle_options' in line) {
    return line.bundle_options.map((option) => ({
      label: option.label,
      value: option.values.map((value) => (value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label)).join(', '),
    }));
  }
  if ('giftcard_type' in line) return giftcardLineOptions(line, locale, priceOptions);
  return [];
}

/** "Label: value". */
export function choiceText(choice: LineChoice): string {
  return `${choice.label}: ${choice.value}`;
}

/** A line's first choices on one line of text, for the mini cart and the pop-up: "Maat: M · Bedrag: € 25". */
export function shortChoicesText(line: ChoiceLine, locale: Locale): string {
  return lineChoices(line, locale).slice(0, SHORT_CHOICES).map(choiceText).join(' · ');
}
