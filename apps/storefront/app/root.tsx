import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { DefaultLayout } from './features/shell/default-layout.tsx';
import { ErrorPage, ErrorPageGuard } from './features/shell/error-page.tsx';
import { toErrorView } from './features/shell/error-view.ts';
import { loadShell } from './features/shell/shell.server.ts';
import { toShellView, type ShellView } from './features/shell/shell-view.ts';
import { I18nProvider } from './lib/i18n/provider.tsx';
import globalStyles from './styles/global.css?url';
import tokens from './styles/tokens.css?url';

/** The page shell's data for every page: store, menus, selling points, promo banner (E7: never fails the page). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadShell(context);
}

/**
 * The shell changes with the store, the cart and the login: form submissions (actions) may change
 * those, following a link or changing a filter does not, so only submissions reload it.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: tokens },
  { rel: 'stylesheet', href: globalStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

const NOT_FOUND_TITLE = { nl: 'Pagina niet gevonden', en: 'Page not found', de: 'Seite nicht gefunden' } as const;
const ERROR_TITLE = { nl: 'Er ging iets mis', en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' } as const;

/** Default title for pages without their own; on errors the CMS 404 page's title (L8) and noindex. */
export function meta({ data, error }: Route.MetaArgs): MetaDescriptor[] {
  const name = data?.websiteName ?? 'Van Arkel';
  if (!error) return [{ title: name }];
  const language = data?.language ?? 'nl';
  const view = toErrorView(error);
  const title =
    view.status === 404
      ? (view.notFound?.page?.meta.title ?? `${NOT_FOUND_TITLE[language]} | ${name}`)
      : `${ERROR_TITLE[language]} | ${name}`;
  return [{ title }, { name: 'robots', content: 'noindex,follow' }];
}

/** Shell for an error before the shell data exists: logo, search, account and cart only. */
function minimalShell(): ShellView {
  return toShellView({}, { language: 'nl', storeCode: 'nl', year: new Date().getFullYear(), cartQuantity: 0 });
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={shell?.language ?? 'nl'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.language}>
      <DefaultLayout shell={loaderData}>
        <Outlet />
      </DefaultLayout>
    </I18nProvider>
  );
}

/** One boundary for the whole shop: the shared error page inside the shop's layout (STYLE §12). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('root') ?? minimalShell();
  return (
    <I18nProvider locale={shell.language}>
      <ErrorPageGuard language={shell.language}>
        <DefaultLayout shell={shell}>
          <ErrorPage error={error} requestId={shell.requestId} showDetails={import.meta.env.DEV} />
        </DefaultLayout>
      </ErrorPageGuard>
    </I18nProvider>
  );
}
