// The shop's base styles come first in the one stylesheet every page links (decision 014).
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import interLatin from './styles/fonts/inter-latin-core-wght-400-600.woff2?url';
import playfairLatin from './styles/fonts/playfair-display-latin-core-wght-400.woff2?url';
import { Suspense, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { useCustomerRefresh } from './features/account/customer-refresh.ts';
import { ShopTracking } from './features/analytics/shop-tracking.tsx';
import { readConsent } from './features/consent/consent.ts';
import { isCheckoutLayoutHandle } from './features/checkout/layout-handle.ts';
import { DefaultLayout } from './features/shell/default-layout.tsx';
import { ErrorPage, ErrorPageGuard } from './features/shell/error-page.tsx';
import { OfflineNotice } from './features/shell/offline-notice.tsx';
import { lazyChunk } from './features/shell/lazy-chunk.ts';
import { ServicePanelHost } from './features/service/service-panel-host.tsx';
import { useRenderFailure } from './features/shell/render-failure.tsx';
import { FallbackTextsData, useFallbackTexts, type FallbackTexts } from './features/shell/fallback-texts.tsx';
import { toErrorView } from './features/shell/error-view.ts';
import { loadShell } from './features/shell/shell.server.ts';
import { toShellView, type ShellView } from './features/shell/shell-view.ts';
import { loadShopperSession } from './features/shopper/shopper-session.server.ts';
import { useShopperSession, useShopperSessionRequest } from './features/shopper/shopper-session.ts';
import { I18nProvider } from './lib/i18n/intl.tsx';
import { textsOf } from './lib/i18n/texts.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { CoreFonts } from './ui/core-fonts.tsx';
import { NavigationProgress } from './ui/loading-bar.tsx';
import { WhenHydrated } from './ui/when-hydrated.tsx';

/** The page's services after hydration (layout state, debug mode, editor toolbar, sizing session): its own chunk. */
const PageServices = lazyChunk(() => import('./features/page-services/page-services.tsx'));

/**
 * The page shell's data for every page: store, menus, selling points, promo banner (E7: never
 * fails the page). What is personal (the cart for the mini cart, L14, and the restore dialog, 001
 * §4; the login check, A1, A2; the wishlist, W7) is read here only for a private page (cart,
 * checkout, account): a catalogue or content page is the same for every shopper and its browser
 * asks `/session.json` after it (decision 064), so nothing here reads or sets a cookie for it but
 * the consent cookies, by which the page cache keeps its variants (the cookie bar, decision 024).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [shell, personal] = await Promise.all([loadShell(context), context.sharedPage ? null : loadShopperSession(request, context)]);
  const headers = new Headers();
  for (const cookie of personal?.setCookies ?? []) headers.append('set-cookie', cookie);
  return data(
    {
      ...shell,
      // The shopper's session on a private page; null on a shared one (features/shopper).
      shopper: personal?.session ?? null,
      // Whether the cookie bar was answered and what was allowed, so the bar is in the server's HTML (P1).
      consent: readConsent(request.headers.get('cookie')),
      // The address the shopper asked on, for canonical and alternate links (SEO).
      origin: new URL(request.url).origin,
      // This response's CSP nonce, for inline scripts the page writes (server/src/security-headers.ts).
      cspNonce: context.cspNonce ?? '',
    },
    { headers },
  );
}

/**
 * The shell changes with the store, the cart and the login: form submissions (actions) may change
 * those, following a link or changing a filter does not, so only submissions reload it, and the
 * login check's refresh (A3), which asks for the same address again.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined) return formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
  // Arriving at the login page (the guard's redirect after a login that no longer holds) checks the login again.
  if (nextUrl.pathname.startsWith('/customer/login')) return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  // Both faces are on every first screen (Inter for text, Playfair for the hero and product
  // headings): fetched with the stylesheet instead of after it, so they are there at first paint.
  // Only their cores: the rest of each typeface is fetched by the pages that show it (fonts.css).
  // The head's CoreFonts then loads the faces from these files before the stylesheet arrives.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: playfairLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
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

/**
 * Shell for an error before the shell data exists (an action that failed, or a fault in the server
 * itself; the root loader does not fail on API errors, E7): logo, search, account and cart only,
 * with the few texts the server hands every render in the store's language (fallback-texts.tsx).
 */
function minimalShell(texts: FallbackTexts): ShellView {
  return toShellView({}, { language: texts.language, storeCode: texts.language, year: new Date().getFullYear() });
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const fallback = useFallbackTexts();
  // A page rendered again after its render failed goes without scripts (render-failure.tsx).
  const failed = useRenderFailure() !== null;
  const nonce = useCspNonce();
  return (
    <html lang={shell?.language ?? fallback.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <Meta />
        <CoreFonts nonce={nonce} scripts={!failed} />
        <Links />
      </head>
      <body>
        {children}
        {failed ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The shopper's session asked after the page (decision 064) and the login's refresh (A3). A part of
 * its own: the session's answer renders what shows it (the header's counts), not the whole page.
 */
function ShopperSessionUpdates() {
  useShopperSessionRequest();
  useCustomerRefresh(useShopperSession().customer !== null);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Checkout routes draw their own frame (L4): no shop header or footer around them.
  const ownLayout = useMatches().some((match) => isCheckoutLayoutHandle(match.handle));
  return (
    <I18nProvider locale={loaderData.language} messages={textsOf(loaderData.language)}>
      <ShopperSessionUpdates />
      <NavigationProgress />
      <OfflineNotice />
      {ownLayout ? (
        <Outlet />
      ) : (
        <DefaultLayout shell={loaderData}>
          <Outlet />
        </DefaultLayout>
      )}
      <ServicePanelHost shell={loaderData} />
      <WhenHydrated>
        <Suspense fallback={null}>
          <PageServices storeCode={loaderData.storeCode} />
        </Suspense>
      </WhenHydrated>
      <ShopTracking storeCode={loaderData.storeCode} language={loaderData.language} />
    </I18nProvider>
  );
}

/** One boundary for the whole shop: the shared error page inside the shop's layout (STYLE §12). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>('root');
  const fallback = useFallbackTexts();
  const rootData = useRenderFailure()?.minimalShell ? undefined : loaded;
  const shell = rootData ?? minimalShell(fallback);
  return (
    <I18nProvider locale={shell.language} messages={rootData ? textsOf(rootData.language) : fallback.messages}>
      {rootData ? null : <FallbackTextsData texts={fallback} />}
      <NavigationProgress failed />
      <ErrorPageGuard language={shell.language}>
        <DefaultLayout shell={shell}>
          <ErrorPage error={error} showDetails={import.meta.env.DEV} />
        </DefaultLayout>
        <ShopTracking storeCode={shell.storeCode} language={shell.language} errorPage />
      </ErrorPageGuard>
    </I18nProvider>
  );
}
