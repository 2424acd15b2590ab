import { graphql } from '../../graphql/index.ts';

/** Size-selection data of a configurable product (D5): options and variants with their stock. */
export const ProductOptionsFragmentDoc = graphql(`
  fragment ProductOptions on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        value_index
        label
        swatch_data {
          value
        }
      }
    }
    variants {
      attributes {
        code
        value_index
      }
      product {
        sku
        stock_status
        stock_left
        size_label
      }
    }
  }
`);

/** What a gift card product lets a shopper choose (D11–D13): its amounts, an open amount's bounds, its types. */
export const ProductGiftcardChoicesFragmentDoc = graphql(`
  fragment ProductGiftcardChoices on GiftCardProduct {
    giftcard_amounts
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_types
  }
`);

/** Everything above the fold of a product page (spec 001 §3 Product detail; D1, D5, D10, D11, D14). */
export const ProductPageQuery = graphql(`
  query ProductPage($sku: String!) {
    storeConfig {
      timezone
    }
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        __typename
        sku
        name
        url_key
        brand
        brand_url_key
        ean
        meta_title
        meta_description
        image {
          url
          label
        }
        media_gallery {
          url
          label
          position
        }
        description {
          html
        }
        short_description {
          html
        }
        price_range {
          minimum_price {
            regular_price {
              value
            }
            final_price {
              value
            }
          }
          maximum_price {
            final_price {
              value
            }
          }
        }
        discount
        sale_label
        promo_text
        stock_status
        stock_left
        available_soon
        color
        color_label
        sustainable
        categories {
          name
          url_path
          level
        }
        related_product_list {
          sku
          color
          color_code
          urlKey
        }
        crosssell_products {
          sku
        }
        size_table {
          table_headings
          specs {
            spec_label
            spec_items {
              size
              value
            }
          }
        }
        ...ProductOptions
        ... on BundleProduct {
          items {
            option_id
            title
            position
            required
            options {
              id
              label
              quantity
              size_surcharges {
                sku
                surcharge {
                  value
                }
              }
              product {
                sku
                name
                url_key
                brand
                stock_status
                stock_left
                image {
                  url
                  label
                }
                ...ProductOptions
              }
            }
          }
        }
        ...ProductGiftcardChoices
      }
    }
  }
`);
