import { createContext, useContext, type ComponentType } from 'react';

/**
 * The quick view button a product tile offers (D15), handed to the tiles by the app (`root.tsx`).
 * The quick view holds tiles itself (the added-to-cart pop-up's cross-sells), so the tile cannot
 * import it without an import cycle; without a provider a tile shows no quick view.
 */
export const TileQuickView = createContext<ComponentType<{ sku: string; name: string }> | null>(null);

export const useTileQuickView = () => useContext(TileQuickView);
