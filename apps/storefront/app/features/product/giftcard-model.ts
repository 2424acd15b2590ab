import { formatPrice, giftcardTexts, giftcardTypes, type GiftcardType, type Locale } from '@shop/rules';

/** The gift card fields of the product query (GiftCardProduct). */
export interface GiftcardProductLike {
  sku: string;
  giftcard_amounts: readonly number[];
  allow_open_amount: boolean;
  open_amount_min: number;
  open_amount_max: number;
  giftcard_types: readonly string[];
}

/** What the gift card form shows (D11–D13): types, preset amounts, the free amount's bounds. */
export interface GiftcardView {
  sku: string;
  /** The values the form's giftcard_value may carry besides "custom", as numbers. */
  amounts: number[];
  presets: { value: string; label: string }[];
  /** The free amount's bounds, formatted; null when only presets can be chosen. */
  open: { min: string; max: string } | null;
  types: GiftcardType[];
  messageMaxLength: number;
}

const isType = (type: string): type is GiftcardType => (giftcardTypes as readonly string[]).includes(type);

/** Shapes the gift card product for its form. Types the shop does not know are left out. */
export function toGiftcardView(product: GiftcardProductLike, locale: Locale): GiftcardView {
  const amounts = [...new Set(product.giftcard_amounts)].sort((a, b) => a - b);
  return {
    sku: product.sku,
    amounts,
    presets: amounts.map((amount) => ({ value: String(amount), label: formatPrice(amount, locale) })),
    open: product.allow_open_amount
      ? { min: formatPrice(product.open_amount_min, locale), max: formatPrice(product.open_amount_max, locale) }
      : null,
    types: product.giftcard_types.filter(isType),
    messageMaxLength: giftcardTexts.messageMaxLength,
  };
}

/** The form's first state: an e-card (or the only type) and no value chosen, so the shopper picks one (D11). */
export function giftcardDefaults(view: GiftcardView): Record<string, string> {
  const type = view.types.includes('virtual') ? 'virtual' : (view.types[0] ?? '');
  return { giftcard_type: type };
}
