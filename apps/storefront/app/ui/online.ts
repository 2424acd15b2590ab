import { useBrowserStore } from './browser-store.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a connection (L16); the server (and the first render) counts as online.
 * The offline notice and the buttons that need the connection (add to cart, the checkout's
 * submits) read it.
 */
export function useOnline(): boolean {
  return useBrowserStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
