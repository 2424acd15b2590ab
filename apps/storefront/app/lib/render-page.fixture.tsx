import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@shop/rules';
import { messagesFor } from './i18n/catalogue.server.ts';
import { I18nProvider } from './i18n/intl.tsx';

/** A page's HTML as the server renders it at `url` (path and query), in a store language and inside a router. */
export function renderPageAt(url: string, page: ReactNode, language: Locale = 'nl'): string {
  const Stub = createRoutesStub([
    {
      path: new URL(url, 'https://shop.test').pathname,
      Component: () => (
        <I18nProvider locale={language} messages={messagesFor(language)}>
          {page}
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}
