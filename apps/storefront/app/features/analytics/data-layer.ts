import { isDebugMode } from '../debug/debug-mode.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one message to the tag-manager data layer (AN1), creating the layer when it does not exist yet. */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
  // L19: in debug mode every event can be followed in the browser's console.
  if (isDebugMode()) console.log('[debugmode] dataLayer', event);
}

/** A GA4 e-commerce event: the previous ecommerce object is cleared first, as GA4 advises (AN8). */
export function pushEcommerce(event: { event: string; ecommerce: object } & Record<string, unknown>): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer(event);
}
