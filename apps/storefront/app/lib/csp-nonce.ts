import { useRouteLoaderData } from 'react-router';

/**
 * The page's Content-Security-Policy nonce, for an inline `<script>` a component writes into the
 * server-rendered page (the root loader sends it; empty where no policy applies). Scripts added
 * later by the page's own scripts need none ('strict-dynamic').
 */
export function useCspNonce(): string | undefined {
  const root = useRouteLoaderData('root') as { cspNonce?: unknown } | undefined;
  return typeof root?.cspNonce === 'string' && root.cspNonce !== '' ? root.cspNonce : undefined;
}
