import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMessageText, numberFormat, type Locale, type MessageValues } from '@shop/rules';
import { intlTag } from './catalogue.ts';

/** The texts of one store language, by key. */
export type Messages = Record<string, string>;

/** What components translate with: the same call shape as react-intl's `useIntl()`. */
export interface Translator {
  /** BCP 47 tag of the store language, e.g. `nl-NL`. */
  locale: string;
  messages: Messages;
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** A translator for a store language; a missing text shows its key (and warns in development). */
export function createIntl(locale: Locale, messages: Messages): Translator {
  const tag = intlTag(locale);
  return {
    locale: tag,
    messages,
    formatMessage({ id }, values) {
      const text = messages[id];
      if (text === undefined) {
        if (import.meta.env.DEV) console.warn(`[i18n] missing message "${id}" for ${tag}`);
        return id;
      }
      return formatMessageText(tag, text, values);
    },
    formatNumber: (value, options) => numberFormat(tag, options).format(value),
  };
}

const IntlContext = createContext<Translator | null>(null);

/**
 * Provides the store language's texts. Only that language's messages reach the browser: the
 * root loader sends them with the shell data, so the server render and hydration use the same.
 */
export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const intl = useMemo(() => createIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The translator of the surrounding `I18nProvider`. */
export function useIntl(): Translator {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl() is used outside <I18nProvider>.');
  return intl;
}

/** A component's text lookup: `t('cart.title')`, `t('cart.count', { count })`. */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
