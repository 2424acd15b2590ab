type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes an event to the tag-manager data layer (AN1), creating the layer when it does not exist yet. */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}
