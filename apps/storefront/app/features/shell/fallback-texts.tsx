import { createContext, useContext, useState } from 'react';
import { isLocale, type Locale } from '@shop/rules';
import type { Messages } from '../../lib/i18n/intl.tsx';

/**
 * The texts of the error page when the root loader did not run (an action that failed, or the
 * root loader itself): the shell's data, and with it the store's texts, is missing then, and the
 * page would show message keys such as `shell.error.title`. The server hands these few texts to
 * the render (entry.server.tsx, in the store's language); the page writes them into a JSON data
 * block, from which the browser reads the same texts when it hydrates (decision 037).
 */
export interface FallbackTexts {
  language: Locale;
  messages: Messages;
}

/** Every text the error page and the layout around it show without shell data. */
export const FALLBACK_KEYS = [
  'shell.skipToContent',
  'shell.logo.home',
  'shell.usp.label',
  'shell.search.label',
  'shell.search.placeholder',
  'shell.search.submit',
  'shell.account.label',
  'shell.account.login',
  'shell.cart.count',
  'shell.cart.label',
  'shell.breadcrumb.home',
  'shell.pageNotFound',
  'shell.pageNotFound.loading',
  'shell.pageNotFound.contentFailed',
  'shell.error.status',
  'shell.error.title',
  'shell.error.text',
  'shell.error.reference',
  'shell.error.retry',
  'shell.error.home',
  'shell.footer.newsletter.title',
  'shell.footer.newsletter.offer',
  'shell.footer.rights',
  'shell.backToTop',
  'wishlist.header.count',
  'wishlist.header.label',
  'cart.mini.title',
  'cart.mini.empty',
  'newsletter.form.label',
  'newsletter.form.placeholder',
  'newsletter.form.submit',
  'consent.bar.label',
  'consent.bar.text',
  'consent.bar.settings',
  'consent.bar.deny',
  'consent.bar.accept',
] as const;

/** The fallback texts of one language, picked from its whole catalogue. */
export function pickFallbackTexts(language: Locale, catalogue: Messages): FallbackTexts {
  const messages: Messages = {};
  for (const key of FALLBACK_KEYS) {
    const text = catalogue[key];
    if (text !== undefined) messages[key] = text;
  }
  return { language, messages };
}

export const FallbackTextsContext = createContext<FallbackTexts | null>(null);

const ELEMENT_ID = 'shop-fallback-texts';

function fromPage(): FallbackTexts | null {
  if (typeof document === 'undefined') return null;
  try {
    const parsed = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null') as Partial<FallbackTexts> | null;
    if (parsed && isLocale(parsed.language) && parsed.messages && typeof parsed.messages === 'object') {
      return { language: parsed.language, messages: parsed.messages };
    }
  } catch {
    // A page without the block: the language of the page, no texts.
  }
  const lang = document.documentElement.lang;
  return { language: isLocale(lang) ? lang : 'nl', messages: {} };
}

/** The fallback texts: on the server from the render's context, in the browser from the page. */
export function useFallbackTexts(): FallbackTexts {
  const fromServer = useContext(FallbackTextsContext);
  const [texts] = useState(() => fromServer ?? fromPage() ?? { language: 'nl' as const, messages: {} });
  return texts;
}

/** `<` never reaches the page raw, so the JSON cannot close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The data block the browser reads the texts from while it hydrates the error page. */
export function FallbackTextsData({ texts, nonce }: { texts: FallbackTexts; nonce?: string }) {
  return <script id={ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: safeJson(texts) }} />;
}
