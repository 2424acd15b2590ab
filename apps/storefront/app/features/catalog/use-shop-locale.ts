import { useIntl } from 'react-intl';
import { defaultLocale, isLocale, type Locale } from '@shop/rules';

/** The store language (nl, en or de) of the surrounding IntlProvider, for formatPrice and friends. */
export function useShopLocale(): Locale {
  const { locale } = useIntl();
  const language = locale.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : defaultLocale;
}
