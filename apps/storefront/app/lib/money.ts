import { useCallback } from 'react';
import { useIntl } from './i18n/intl.tsx';
import { formatPrice, type FormatPriceOptions } from '@shop/rules';
import { toLocale } from './i18n/catalogue.ts';

/** The store language of the surrounding IntlProvider ('nl-NL' → 'nl'). */
export function useLocale() {
  return toLocale(useIntl().locale.slice(0, 2).toLowerCase());
}

/** A price formatter bound to the store language: `formatPrice(49) → '€ 49,-'` in nl (K3, K4). */
export function useFormatPrice(): (amount: number, options?: FormatPriceOptions) => string {
  const locale = useLocale();
  return useCallback((amount, options) => formatPrice(amount, locale, options), [locale]);
}
