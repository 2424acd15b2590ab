/**
 * Documents Magento PWA Studio (Venia) sends, as @magento/peregrine 15.7.3 (its talons' .gql.js files) writes
 * them, fragments included, with the variables Venia sends (its category and search grids at their
 * largest page, 36; 10 orders a page). The budget must let every one through (decision 032).
 */
/** A selection written at the top level, indented `depth` levels as it stands in the document. */
const at = (depth: number, selection: string) => selection.replace(/^/gm, '  '.repeat(depth));

// Selections Venia's documents share, each written once (its fragments interpolate them the same way).
const PRICE_RANGE_WITH_REGULAR = `price_range {
  maximum_price {
    final_price {
      currency
      value
    }
    regular_price {
      currency
      value
    }
    discount {
      amount_off
    }
  }
}`;

const PRICE_RANGE = `price_range {
  maximum_price {
    final_price {
      currency
      value
    }
    discount {
      amount_off
    }
  }
}`;

const REGULAR_PRICE = `price {
  regularPrice {
    amount {
      currency
      value
    }
  }
}`;

const CUSTOM_ATTRIBUTES = `custom_attributes {
  selected_attribute_options {
    attribute_option {
      uid
      label
      is_default
    }
  }
  entered_attribute_value {
    value
  }
  attribute_metadata {
    uid
    code
    label
    attribute_labels {
      store_code
      label
    }
    data_type
    is_system
    entity_type
    ui_input {
      ui_input_type
      is_html_allowed
    }
    ... on ProductAttributeMetadata {
      used_in_components
    }
  }
}`;

const CART_ITEM_PRICES = `prices {
  price {
    currency
    value
  }
  row_total {
    value
  }
  total_item_discount {
    value
  }
}`;

const CART_ITEM_OPTIONS = `... on ConfigurableCartItem {
  configurable_options {
    configurable_product_option_uid
    option_label
    configurable_product_option_value_uid
    value_label
  }
}`;

const ORDER_ADDRESS = `city
country_code
firstname
lastname
postcode
region
street
telephone`;

const SUBTOTALS = `subtotal_excluding_tax {
  currency
  value
}
subtotal_including_tax {
  currency
  value
}`;

export const VENIA_DOCUMENTS: Record<string, { query: string; variables: Record<string, unknown> }> = {
  categoryProducts: {
    variables: { id: 'MTI=', pageSize: 36, currentPage: 1, filters: { category_uid: { eq: 'MTI=' } } },
    query: `query GetCategories($id: String!, $pageSize: Int!, $currentPage: Int!, $filters: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput) {
  categories(filters: {category_uid: {in: [$id]}}) {
    items {
      uid
      ...CategoryFragment
    }
  }
  products(
    pageSize: $pageSize
    currentPage: $currentPage
    filter: $filters
    sort: $sort
  ) {
    ...ProductsFragment
  }
}

fragment CategoryFragment on CategoryTree {
  uid
  meta_title
  meta_keywords
  meta_description
  url_path
  url_key
}

fragment ProductsFragment on Products {
  items {
    id
    uid
    name
${at(2, PRICE_RANGE_WITH_REGULAR)}
    sku
    small_image {
      url
    }
    stock_status
    rating_summary
    __typename
    url_key
  }
  page_info {
    total_pages
  }
  total_count
}`,
  },
  categoryFilters: {
    variables: { filters: { category_uid: { eq: 'MTI=' } } },
    query: `query getProductFiltersByCategories($filters: ProductAttributeFilterInput!) {
  products(filter: $filters) {
    aggregations {
      label
      count
      attribute_code
      options {
        label
        value
      }
      position
    }
  }
}`,
  },
  categoryContent: {
    variables: { id: 'MTI=' },
    query: `query getCategoryData($id: String!) {
  categories(filters: {category_uid: {in: [$id]}}) {
    items {
      uid
      name
      description
      url_key
      url_path
      display_mode
      cms_block {
        content
      }
    }
  }
}`,
  },
  searchProducts: {
    variables: { currentPage: 1, inputText: 'shirt', pageSize: 36, filters: {} },
    query: `query ProductSearch($currentPage: Int = 1, $inputText: String!, $pageSize: Int = 6, $filters: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput) {
  products(
    currentPage: $currentPage
    pageSize: $pageSize
    search: $inputText
    filter: $filters
    sort: $sort
  ) {
    items {
      id
      uid
      name
${at(3, PRICE_RANGE_WITH_REGULAR)}
      sku
      small_image {
        url
      }
      stock_status
      __typename
      url_key
    }
    page_info {
      total_pages
    }
    total_count
  }
}`,
  },
  productDetail: {
    variables: { urlKey: 'shirt' },
    query: `query getProductDetailForProductPage($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}) {
    items {
      id
      uid
      ...ProductDetailsFragment
    }
  }
}

fragment ProductDetailsFragment on ProductInterface {
  __typename
  categories {
    uid
    breadcrumbs {
      category_uid
    }
  }
  description {
    html
  }
  short_description {
    html
  }
  id
  uid
  media_gallery_entries {
    uid
    label
    position
    disabled
    file
  }
  meta_description
  name
${at(1, REGULAR_PRICE)}
${at(1, PRICE_RANGE)}
  sku
  small_image {
    url
  }
  stock_status
  url_key
${at(1, CUSTOM_ATTRIBUTES)}
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      attribute_id
      uid
      label
      values {
        uid
        default_label
        label
        store_label
        use_default_value
        value_index
        swatch_data {
          ... on ImageSwatchData {
            thumbnail
          }
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
        uid
        media_gallery_entries {
          uid
          disabled
          file
          label
          position
        }
        sku
        stock_status
${at(4, REGULAR_PRICE)}
${at(4, PRICE_RANGE)}
${at(4, CUSTOM_ATTRIBUTES)}
      }
    }
  }
}`,
  },
  cartPage: {
    variables: { cartId: 'x' },
    query: `query GetCartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    ...CartPageFragment
  }
}

fragment CartPageFragment on Cart {
  id
  total_quantity
  ...AppliedCouponsFragment
  ...GiftCardFragment
  ...ProductListingFragment
  ...PriceSummaryFragment
}

fragment AppliedCouponsFragment on Cart {
  id
  applied_coupons {
    code
  }
}

fragment GiftCardFragment on Cart {
  __typename
  id
}

fragment ProductListingFragment on Cart {
  id
  items {
    uid
    product {
      uid
      name
      sku
      url_key
      thumbnail {
        url
      }
      small_image {
        url
      }
      stock_status
      ... on ConfigurableProduct {
        variants {
          attributes {
            uid
            code
            value_index
          }
          product {
            uid
            stock_status
            small_image {
              url
            }
          }
        }
      }
    }
${at(2, CART_ITEM_PRICES)}
    quantity
    errors {
      code
      message
    }
    ... on ConfigurableCartItem {
      configurable_options {
        id
        configurable_product_option_uid
        option_label
        configurable_product_option_value_uid
        value_label
        value_id
      }
    }
  }
}

fragment PriceSummaryFragment on Cart {
  id
  items {
    uid
    quantity
  }
  ...ShippingSummaryFragment
  prices {
    ...TaxSummaryFragment
    ...DiscountSummaryFragment
    ...GrandTotalFragment
${at(2, SUBTOTALS)}
  }
  ...GiftCardSummaryFragment
  ...GiftOptionsSummaryFragment
}

fragment DiscountSummaryFragment on CartPrices {
  discounts {
    amount {
      currency
      value
    }
    label
  }
}

fragment GiftCardSummaryFragment on Cart {
  id
  __typename
}

fragment GiftOptionsSummaryFragment on Cart {
  id
  __typename
}

fragment GrandTotalFragment on CartPrices {
  grand_total {
    currency
    value
  }
}

fragment ShippingSummaryFragment on Cart {
  id
  shipping_addresses {
    selected_shipping_method {
      amount {
        currency
        value
      }
    }
    street
  }
}

fragment TaxSummaryFragment on CartPrices {
  applied_taxes {
    amount {
      currency
      value
    }
  }
}`,
  },
  orderConfirmation: {
    variables: { orderNumber: '1' },
    query: `query getOrderConfirmationDetails($orderNumber: String!) {
  customer {
    email
    orders(filter: {number: {eq: $orderNumber}}) {
      items {
        id
        shipping_address {
          firstname
          lastname
          street
          city
          region
          postcode
          country_code
        }
        shipping_method
      }
    }
  }
}`,
  },
  paymentInformation: {
    variables: { cartId: 'x' },
    query: `query getPaymentInformation($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    selected_payment_method {
      code
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      region {
        code
      }
      postcode
      country {
        code
      }
      telephone
    }
    ...AvailablePaymentMethodsFragment
  }
}

fragment AvailablePaymentMethodsFragment on Cart {
  id
  available_payment_methods {
    code
    title
  }
}`,
  },
  checkoutPage: {
    variables: { cartId: 'x' },
    query: `query getCheckoutDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    ...CheckoutPageFragment
    ...ItemsReviewFragment
  }
}

fragment CheckoutPageFragment on Cart {
  id
  items {
    uid
    product {
      uid
      stock_status
    }
  }
  total_quantity
  available_payment_methods {
    code
  }
}

fragment ItemsReviewFragment on Cart {
  id
  total_quantity
  items {
    uid
    product {
      uid
      sku
      name
      thumbnail {
        url
      }
    }
${at(2, CART_ITEM_PRICES)}
    quantity
${at(2, CART_ITEM_OPTIONS)}
  }
}`,
  },
  placeOrder: {
    variables: { cartId: 'x' },
    query: `mutation placeOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    order {
      order_number
    }
  }
}`,
  },
  shippingInformation: {
    variables: { cartId: 'x' },
    query: `query GetShippingInformation($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    ...ShippingInformationFragment
  }
}

fragment ShippingInformationFragment on Cart {
  id
  email
  shipping_addresses {
    city
    country {
      code
      label
    }
    firstname
    lastname
    postcode
    region {
      code
      label
      region_id
    }
    street
    telephone
  }
}`,
  },
  addToCart: {
    variables: { cartId: 'x', product: { sku: 'x', quantity: 1 } },
    query: `mutation AddProductToCart($cartId: String!, $product: CartItemInput!) {
  addProductsToCart(cartId: $cartId, cartItems: [$product]) {
    cart {
      id
      ...CartTriggerFragment
      ...MiniCartFragment
    }
    user_errors {
      code
      message
    }
  }
}

fragment CartTriggerFragment on Cart {
  id
  total_quantity
  total_summary_quantity_including_config
}

fragment MiniCartFragment on Cart {
  id
  total_quantity
  prices {
${at(2, SUBTOTALS)}
  }
  ...ProductListFragment
}

fragment ProductListFragment on Cart {
  id
  items {
    uid
    product {
      uid
      name
      sku
      url_key
      thumbnail {
        url
      }
      stock_status
      ... on ConfigurableProduct {
        variants {
          attributes {
            uid
          }
          product {
            uid
            thumbnail {
              url
            }
          }
        }
      }
    }
    prices {
      price {
        currency
        value
      }
      total_item_discount {
        value
      }
    }
    quantity
${at(2, CART_ITEM_OPTIONS)}
  }
}`,
  },
  orderHistory: {
    variables: { pageSize: 10 },
    query: `query GetCustomerOrders($filter: CustomerOrdersFilterInput, $pageSize: Int!) {
  customer {
    orders(filter: $filter, pageSize: $pageSize) {
      ...CustomerOrdersFragment
    }
  }
}

fragment CustomerOrdersFragment on CustomerOrders {
  items {
    billing_address {
${at(3, ORDER_ADDRESS)}
    }
    id
    invoices {
      id
    }
    items {
      id
      product_name
      product_sale_price {
        currency
        value
      }
      product_sku
      product_url_key
      selected_options {
        label
        value
      }
      quantity_ordered
    }
    number
    order_date
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipments {
      id
      tracking {
        number
      }
    }
    shipping_address {
${at(3, ORDER_ADDRESS)}
    }
    shipping_method
    status
    state
    total {
      discounts {
        amount {
          currency
          value
        }
      }
      grand_total {
        currency
        value
      }
      subtotal {
        currency
        value
      }
      total_shipping {
        currency
        value
      }
      total_tax {
        currency
        value
      }
    }
  }
  page_info {
    current_page
    total_pages
  }
  total_count
}`,
  },
  categoryList: {
    variables: { id: 'MTI=' },
    query: `query GetCategoryList($id: String!) {
  categories(filters: {category_uid: {in: [$id]}}) {
    items {
      uid
      children {
        uid
        name
        url_key
        url_path
        children_count
        path
        image
        productImagePreview: products(pageSize: 1) {
          items {
            uid
            small_image {
              url
            }
          }
        }
      }
    }
  }
}`,
  },
  filterInputs: {
    variables: {},
    query: `query GetFilterInputsForSearch {
  __type(name: "ProductAttributeFilterInput") {
    inputFields {
      name
      type {
        name
      }
    }
  }
}`,
  },
};
