import { QuickViewButton } from '../product/quick-view.tsx';
import { ProductTileCard, type ProductTileProps } from './product-tile-card.tsx';

export { TILE_SIZES, type ProductTileFragment, type ProductTileProps } from './product-tile-card.tsx';

/** One product in a listing, slider or cross-sell row, with its quick view button (D15). */
export function ProductTile(props: ProductTileProps) {
  return <ProductTileCard {...props} quickView={QuickViewButton} />;
}
