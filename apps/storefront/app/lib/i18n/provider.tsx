import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@shop/rules';
import { catalogue, intlTag } from './catalogue.ts';

/** Provides the store language's texts to react-intl's `useIntl` and `<FormattedMessage>`. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={intlTag(locale)} defaultLocale="nl-NL" messages={catalogue[locale]} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** A missing text shows its key; in development that is worth a warning, in production it is noise. */
function reportIntlError(error: { code?: string; message: string }) {
  if (import.meta.env.DEV) console.warn(`[i18n] ${error.message}`);
}
