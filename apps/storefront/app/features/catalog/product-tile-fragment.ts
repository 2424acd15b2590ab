import { graphql } from '../../graphql/index.ts';

/**
 * The `ProductListItem` fields every product card needs (a tile, a wishlist tile): what it is, where
 * it links, its image, prices and stock.
 */
export const ProductCardFragmentDoc = graphql(`
  fragment ProductCard on ProductListItem {
    sku
    urlKey
    type
    brand
    name
    image
    price
    regularPrice
    availability
    inStock
  }
`);

/**
 * The `ProductListItem` fields a product tile renders. Spread `...ProductTile` in any query whose
 * items feed <ProductTile>; the generated type is `ProductTileFragment`.
 */
export const ProductTileFragmentDoc = graphql(`
  fragment ProductTile on ProductListItem {
    ...ProductCard
    hover_image
    color
    discount
    sale_label
    promo_text
    sustainability_logo
    sustainability_description
    expectedsustain
    related_product_list {
      sku
      color
      color_code
      urlKey
    }
  }
`);

/**
 * Tiles of products by their skus, in the order asked: the cross-sells of a product page, of the
 * added-to-cart pop-up and of the cart (CA10, CA30), and the recently viewed products (RV4).
 */
export const ProductTilesQuery = graphql(`
  query ProductTiles($skus: [String!]!) {
    productsBySkus(skus: $skus) {
      ...ProductTile
    }
  }
`);
