/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AccountLogin($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountLogout {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.AccountLogoutDocument,
    "\n  mutation AccountRegister($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        is_subscribed\n      }\n    }\n  }\n": typeof types.AccountUpdateCustomerDocument,
    "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": typeof types.AccountRequestPasswordResetDocument,
    "\n  mutation AccountResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  mutation AccountCreateAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.AccountCreateAddressDocument,
    "\n  mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AccountUpdateAddressDocument,
    "\n  mutation AccountDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.AccountDeleteAddressDocument,
    "\n  query AccountCustomerCart {\n    customerCart {\n      id\n    }\n  }\n": typeof types.AccountCustomerCartDocument,
    "\n  mutation AccountMergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n    }\n  }\n": typeof types.AccountMergeCartsDocument,
    "\n  query AccountSession {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n": typeof types.AccountSessionDocument,
    "\n  fragment AccountAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n": typeof types.AccountAddressFragmentDoc,
    "\n  fragment AccountOrderRow on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    total {\n      grand_total {\n        value\n      }\n    }\n  }\n": typeof types.AccountOrderRowFragmentDoc,
    "\n  query AccountDashboard($latest: Int!) {\n    customer {\n      firstname\n      lastname\n      email\n      newsletter_status\n      addresses {\n        ...AccountAddress\n      }\n      orders(currentPage: 1, pageSize: $latest) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n      }\n    }\n  }\n": typeof types.AccountDashboardDocument,
    "\n  query AccountProfile {\n    customer {\n      firstname\n      lastname\n      email\n      gender\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  query AccountAddressBook {\n    customer {\n      firstname\n      lastname\n      addresses {\n        ...AccountAddress\n      }\n    }\n    ...AddressFormConfig\n  }\n": typeof types.AccountAddressBookDocument,
    "\n  query AccountOrders($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      orders(currentPage: $currentPage, pageSize: $pageSize) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n      }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query AccountOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, currentPage: 1, pageSize: 1) {\n        items {\n          id\n          ...OrderView\n        }\n      }\n    }\n  }\n": typeof types.AccountOrderDocument,
    "\n  query AccountNewsletter {\n    customer {\n      email\n      newsletter_status\n    }\n  }\n": typeof types.AccountNewsletterDocument,
    "\n  query AccountResetTokenState($email: String!, $token: String!) {\n    passwordResetTokenState(email: $email, resetPasswordToken: $token)\n  }\n": typeof types.AccountResetTokenStateDocument,
    "\n  query CartAddProduct($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        brand\n        url_key\n        stock_status\n        available_soon\n        image {\n          url\n          label\n        }\n        crosssell_products {\n          sku\n        }\n        ...ProductOptions\n        ...ProductGiftcardChoices\n        ... on BundleProduct {\n          items {\n            option_id\n            position\n            required\n            options {\n              quantity\n              product {\n                sku\n                name\n                stock_status\n                ...ProductOptions\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CartAddProductDocument,
    "\n  fragment CartAdded on Cart {\n    id\n    total_quantity\n    items {\n      __typename\n      id\n      sku\n      parent_sku\n      quantity\n      prices {\n        price_including_tax {\n          value\n        }\n      }\n      ...CartLineChoices\n    }\n  }\n": typeof types.CartAddedFragmentDoc,
    "\n  mutation CartAddConfigurable($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {\n    addConfigurableProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ parent_sku: $parentSku, data: { sku: $sku, quantity: $quantity } }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": typeof types.CartAddConfigurableDocument,
    "\n  mutation CartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": typeof types.CartAddSimpleDocument,
    "\n  mutation CartAddBundle($cartId: String!, $sku: String!, $quantity: Float!, $options: [BundleOptionInput!]!) {\n    addBundleProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity }, bundle_options: $options }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": typeof types.CartAddBundleDocument,
    "\n  mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      cart {\n        ...CartAdded\n      }\n      user_errors {\n        code\n        message\n        error_code\n      }\n    }\n  }\n": typeof types.CartAddProductsDocument,
    "\n  query CartCrossSell($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        product {\n          sku\n          crosssell_products {\n            sku\n          }\n        }\n      }\n    }\n  }\n": typeof types.CartCrossSellDocument,
    "\n  query MiniCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      prices {\n        grand_total {\n          value\n        }\n        subtotal_including_tax {\n          value\n        }\n      }\n      items {\n        id\n        quantity\n        product {\n          sku\n          name\n          url_key\n          image {\n            url\n            label\n          }\n        }\n        prices {\n          row_total_including_tax {\n            value\n          }\n        }\n        ...CartLineChoices\n      }\n    }\n  }\n": typeof types.MiniCartDocument,
    "\n  query MiniCartStatus($cartId: String!) {\n    cartStatus(cartId: $cartId) {\n      status\n      group\n      error\n    }\n  }\n": typeof types.MiniCartStatusDocument,
    "\n  fragment CartLineErrors on CartItemInterface {\n    errors {\n      error_code\n      error_params {\n        name\n        value\n      }\n    }\n  }\n": typeof types.CartLineErrorsFragmentDoc,
    "\n  fragment CartGiftcardLine on GiftCardCartItem {\n    giftcard_type\n    amount {\n      value\n    }\n    recipient_name\n    recipient_email\n    sender_name\n    message\n  }\n": typeof types.CartGiftcardLineFragmentDoc,
    "\n  fragment CartLineChoices on CartItemInterface {\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n    ... on GiftCardCartItem {\n      ...CartGiftcardLine\n    }\n  }\n": typeof types.CartLineChoicesFragmentDoc,
    "\n  fragment CartPageLine on CartItemInterface {\n    __typename\n    id\n    quantity\n    sku\n    parent_sku\n    ...CartLineErrors\n    prices {\n      price_including_tax {\n        value\n      }\n      row_total_including_tax {\n        value\n      }\n      original_item_price {\n        value\n      }\n      original_row_total {\n        value\n      }\n    }\n    product {\n      sku\n      name\n      brand\n      url_key\n      stock_left\n      image {\n        url\n        label\n      }\n      stockItem {\n        qty_increments\n        min_sale_qty\n        max_sale_qty\n      }\n    }\n    ... on ConfigurableCartItem {\n      configured_variant {\n        sku\n        stock_left\n        stockItem {\n          qty_increments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n    ...CartLineChoices\n  }\n": typeof types.CartPageLineFragmentDoc,
    "\n  fragment CartTotals on CartPrices {\n    original_subtotal_including_tax {\n      value\n    }\n    discount_totals {\n      kind\n      label\n      amount {\n        value\n      }\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    grand_total {\n      value\n    }\n  }\n": typeof types.CartTotalsFragmentDoc,
    "\n  query CartPage($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      ...CartCoupon\n      items {\n        ...CartPageLine\n      }\n      prices {\n        ...CartTotals\n        free_shipping_remaining {\n          value\n        }\n      }\n    }\n    storeConfig {\n      free_shipping_enabled\n      free_shipping_limit\n    }\n  }\n": typeof types.CartPageDocument,
    "\n  mutation CartCreateEmpty {\n    createEmptyCart\n  }\n": typeof types.CartCreateEmptyDocument,
    "\n  mutation CartUpdateItems($cartId: String!, $itemId: Int!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $itemId, quantity: $quantity }] }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": typeof types.CartUpdateItemsDocument,
    "\n  mutation CartRemoveItem($cartId: String!, $itemId: Int!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $itemId }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": typeof types.CartRemoveItemDocument,
    "\n  query BrandPage(\n    $urlKey: String!\n    $lang: String!\n    $filters: [ListFilterInput!]\n    $page: Int\n    $itemsPerPage: Int\n    $sortOrder: String\n    $search: String\n  ) {\n    brandPage(urlKey: $urlKey, lang: $lang) {\n      url_key\n      name\n      page {\n        ...ContentPageFields\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n": typeof types.BrandPageDocument,
    "\n  query BrandOverview {\n    productList(page: 1, itemsPerPage: 24) {\n      totalCount\n      filters {\n        key\n        options {\n          key\n          label\n          count\n          position\n        }\n      }\n    }\n  }\n": typeof types.BrandOverviewDocument,
    "\n  query ListingCount($search: String, $filters: [ListFilterInput!]) {\n    productCount(search: $search, filters: $filters) {\n      totalCount\n    }\n  }\n": typeof types.ListingCountDocument,
    "\n  fragment ListingResult on ProductList {\n    totalCount\n    page\n    itemsPerPage\n    search\n    sort\n    filters {\n      key\n      type\n      attribute\n      label\n      position\n      isVisible\n      isOpen\n      hasUrl\n      min\n      max\n      minSelected\n      maxSelected\n      options {\n        key\n        label\n        swatch\n        count\n        selected\n        position\n        urlPath\n      }\n    }\n    products {\n      ...ProductTile\n    }\n  }\n": typeof types.ListingResultFragmentDoc,
    "\n  query CategoryPage($urlPath: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {\n    category(url_path: $urlPath) {\n      name\n      url_path\n      level\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        name\n        url_path\n        position\n        include_in_menu\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  fragment ProductCard on ProductListItem {\n    sku\n    urlKey\n    type\n    brand\n    name\n    image\n    price\n    regularPrice\n    availability\n    inStock\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  fragment ProductTile on ProductListItem {\n    ...ProductCard\n    hover_image\n    color\n    discount\n    sale_label\n    promo_text\n    sustainability_logo\n    sustainability_description\n    expectedsustain\n    related_product_list {\n      sku\n      color\n      color_code\n      urlKey\n    }\n  }\n": typeof types.ProductTileFragmentDoc,
    "\n  query ProductTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductTile\n    }\n  }\n": typeof types.ProductTilesDocument,
    "\n  mutation CheckoutSetEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetEmailDocument,
    "\n  mutation CheckoutSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetShippingAddressDocument,
    "\n  mutation CheckoutSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetBillingAddressDocument,
    "\n  mutation CheckoutSetShippingMethod($cartId: String!, $method: ShippingMethodInput!, $option: String) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method], shippingManagerOption: $option }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetShippingMethodDocument,
    "\n  mutation CheckoutSetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetPaymentMethodDocument,
    "\n  mutation CheckoutPlaceOrder($cartId: String!, $affiliateCode: String) {\n    placeOrder(input: { cart_id: $cartId, affiliate_code: $affiliateCode }) {\n      order {\n        order_number\n      }\n      pay_redirect_url\n    }\n  }\n": typeof types.CheckoutPlaceOrderDocument,
    "\n  mutation CheckoutRestoreCart($cartId: String!) {\n    restoreCart(cartId: $cartId) {\n      id\n    }\n  }\n": typeof types.CheckoutRestoreCartDocument,
    "\n  mutation CheckoutCreateEmptyCart {\n    createEmptyCart\n  }\n": typeof types.CheckoutCreateEmptyCartDocument,
    "\n  query CheckoutPaymentResult($reference: String!) {\n    paymentResult(reference: $reference) {\n      status\n      result_code\n      order_number\n    }\n  }\n": typeof types.CheckoutPaymentResultDocument,
    "\n  fragment CheckoutAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    telephone\n    country {\n      code\n      label\n    }\n  }\n": typeof types.CheckoutAddressFragmentDoc,
    "\n  fragment CheckoutCart on Cart {\n    id\n    email\n    shippingManagerOption\n    total_quantity\n    prices {\n      ...CartTotals\n    }\n    items {\n      id\n      quantity\n      sku\n      ...CartLineErrors\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        brand\n        image {\n          url\n          label\n        }\n      }\n      ...CartLineChoices\n    }\n    billing_address {\n      ...CheckoutAddress\n    }\n    shipping_addresses {\n      ...CheckoutAddress\n      pickup_location_code\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        method_id\n        shipment_type\n        error_message\n        available\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        shipment_type\n        amount {\n          value\n        }\n      }\n    }\n    available_payment_methods {\n      code\n      title\n      icon\n      payment_provider_data {\n        key\n        values {\n          code\n          name\n        }\n      }\n    }\n    selected_payment_method {\n      code\n      title\n      issuer\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n      remaining_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n  }\n": typeof types.CheckoutCartFragmentDoc,
    "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCart\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  query CheckoutLayout($lang: String!) {\n    storeConfig {\n      website_name\n      timezone\n      delivery_personalization\n    }\n    layout(lang: $lang) {\n      uspCheckout {\n        id\n        label\n        icon\n        sequence\n      }\n    }\n  }\n": typeof types.CheckoutLayoutDocument,
    "\n  fragment AddressFormConfig on Query {\n    storeConfig {\n      default_country\n      telephone_required\n    }\n    countries {\n      id\n      full_name_locale\n    }\n  }\n": typeof types.AddressFormConfigFragmentDoc,
    "\n  query CheckoutAddressConfig {\n    ...AddressFormConfig\n    storeConfig {\n      timezone\n    }\n  }\n": typeof types.CheckoutAddressConfigDocument,
    "\n  query CheckoutParcelPoints($postcode: String!, $country: String!, $carrier: String) {\n    parcelPoints(postcode: $postcode, country_code: $country, carrier_code: $carrier) {\n      code\n      name\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n": typeof types.CheckoutParcelPointsDocument,
    "\n  query CheckoutPickupStores {\n    storeLocationsForPickup {\n      code\n      title\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n": typeof types.CheckoutPickupStoresDocument,
    "\n  query CheckoutTimeZone {\n    storeConfig {\n      timezone\n    }\n  }\n": typeof types.CheckoutTimeZoneDocument,
    "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...AccountAddress\n      }\n    }\n  }\n": typeof types.CheckoutCustomerDocument,
    "\n  mutation CheckoutSetCustomerShipping($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CheckoutSetCustomerShippingDocument,
    "\n  fragment OrderCompleteAddress on OrderAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n  }\n": typeof types.OrderCompleteAddressFragmentDoc,
    "\n  fragment OrderView on CustomerOrder {\n    number\n    order_date\n    status\n    email\n    is_in_store_order\n    in_store_location\n    in_store_table\n    carrier\n    shipping_method\n    pickup_location_code\n    payment_methods {\n      name\n      type\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n    billing_address {\n      ...OrderCompleteAddress\n    }\n    shipping_address {\n      ...OrderCompleteAddress\n    }\n    items {\n      id\n      product_name\n      product_sku\n      parent_sku\n      quantity_ordered\n      status\n      product_sale_price_incl_tax {\n        value\n        currency\n      }\n      row_total_incl_tax {\n        value\n      }\n      selected_options {\n        label\n        value\n      }\n    }\n    total {\n      subtotal_incl_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      shipping_handling {\n        amount_including_tax {\n          value\n        }\n      }\n      taxes {\n        title\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n      }\n    }\n  }\n": typeof types.OrderViewFragmentDoc,
    "\n  query OrderComplete($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      ...OrderView\n    }\n  }\n": typeof types.OrderCompleteDocument,
    "\n  query CheckoutPlacedOrder($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      number\n    }\n  }\n": typeof types.CheckoutPlacedOrderDocument,
    "\n  fragment ContentPageFields on ContentPage {\n    id\n    uid\n    meta_title\n    meta_description\n    meta_robots\n    url_key\n    page_title\n    logo_color\n    parent_page {\n      link_type\n      type\n      url_key\n      href\n    }\n    navigation_title\n    navigation_list {\n      title\n      link {\n        href\n      }\n    }\n    sort_order_in_hierarchy\n    body {\n      slice_type\n      primary\n      fields\n      products {\n        ...ProductTile\n      }\n    }\n  }\n": typeof types.ContentPageFieldsFragmentDoc,
    "\n  query ContentPage($uid: String!, $lang: String!) {\n    contentPage(uid: $uid, lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  query ContentParent($urlKey: String!, $lang: String!) {\n    contentPageByUrl(urlKey: $urlKey, lang: $lang) {\n      page_title\n      meta_title\n    }\n  }\n": typeof types.ContentParentDocument,
    "\n  query ContentPreview($token: String!) {\n    contentPreview(token: $token) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.ContentPreviewDocument,
    "\n  fragment CartCoupon on Cart {\n    applied_coupons {\n      code\n    }\n    coupon_not_applied {\n      code\n      reason\n      minimum_subtotal {\n        value\n      }\n    }\n  }\n": typeof types.CartCouponFragmentDoc,
    "\n  mutation CouponApply($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n": typeof types.CouponApplyDocument,
    "\n  mutation CouponRemove($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CouponRemoveDocument,
    "\n  query GiftCardBalance($code: String!, $pin: String) {\n    giftCardAccount(input: { gift_card_code: $code, gift_card_pin: $pin }) {\n      code\n      balance {\n        value\n      }\n      expiration_date\n    }\n  }\n": typeof types.GiftCardBalanceDocument,
    "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!, $pin: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code, gift_card_pin: $pin }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.ApplyGiftCardToCartDocument,
    "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.RemoveGiftCardFromCartDocument,
    "\n  fragment InStoreCartFlag on Cart {\n    isInStoreOrder\n    in_store_location\n    in_store_table\n  }\n": typeof types.InStoreCartFlagFragmentDoc,
    "\n  query InStoreCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...InStoreCartFlag\n    }\n  }\n": typeof types.InStoreCartDocument,
    "\n  query InStoreSession($sessionId: String!) {\n    inStoreSession(session_id: $sessionId) {\n      id\n      status\n      ttl_dt\n    }\n  }\n": typeof types.InStoreSessionDocument,
    "\n  mutation SetInStoreSession($cartId: String!, $sessionId: String!) {\n    setInStoreSessionOnCart(input: { cart_id: $cartId, session_id: $sessionId }) {\n      ttl_dt\n      cart {\n        ...InStoreCartFlag\n      }\n    }\n  }\n": typeof types.SetInStoreSessionDocument,
    "\n  mutation RemoveInStoreSession($cartId: String!) {\n    removeInStoreSessionFromCart(input: { cart_id: $cartId }) {\n      cart {\n        isInStoreOrder\n      }\n    }\n  }\n": typeof types.RemoveInStoreSessionDocument,
    "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.NewsletterSubscribeDocument,
    "\n  mutation NewsletterConfirm($code: String!) {\n    confirmNewsletterSubscription(code: $code) {\n      status\n    }\n  }\n": typeof types.NewsletterConfirmDocument,
    "\n  fragment ProductOptions on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          value\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        stock_left\n        size_label\n      }\n    }\n  }\n": typeof types.ProductOptionsFragmentDoc,
    "\n  fragment ProductGiftcardChoices on GiftCardProduct {\n    giftcard_amounts\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    giftcard_types\n  }\n": typeof types.ProductGiftcardChoicesFragmentDoc,
    "\n  query ProductPage($sku: String!) {\n    storeConfig {\n      timezone\n    }\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        brand\n        brand_url_key\n        ean\n        meta_title\n        meta_description\n        image {\n          url\n          label\n        }\n        media_gallery {\n          url\n          label\n          position\n        }\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n            }\n            final_price {\n              value\n            }\n          }\n          maximum_price {\n            final_price {\n              value\n            }\n          }\n        }\n        discount\n        sale_label\n        promo_text\n        stock_status\n        stock_left\n        available_soon\n        color\n        color_label\n        sustainable\n        categories {\n          name\n          url_path\n          level\n        }\n        related_product_list {\n          sku\n          color\n          color_code\n          urlKey\n        }\n        crosssell_products {\n          sku\n        }\n        size_table {\n          table_headings\n          specs {\n            spec_label\n            spec_items {\n              size\n              value\n            }\n          }\n        }\n        ...ProductOptions\n        ... on BundleProduct {\n          items {\n            option_id\n            title\n            position\n            required\n            options {\n              id\n              label\n              quantity\n              size_surcharges {\n                sku\n                surcharge {\n                  value\n                }\n              }\n              product {\n                sku\n                name\n                url_key\n                brand\n                stock_status\n                stock_left\n                image {\n                  url\n                  label\n                }\n                ...ProductOptions\n              }\n            }\n          }\n        }\n        ...ProductGiftcardChoices\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  fragment SearchSuggestions on SearchSuggestData {\n    suggestions {\n      label\n      count\n      url\n      search\n    }\n  }\n": typeof types.SearchSuggestionsFragmentDoc,
    "\n  fragment SearchAround on SearchResult {\n    productData {\n      totalCount\n      filters {\n        key\n        options {\n          label\n          count\n          urlPath\n          position\n        }\n      }\n    }\n    urlData {\n      search\n      urls {\n        label\n        url\n      }\n    }\n    suggestData {\n      ...SearchSuggestions\n    }\n  }\n": typeof types.SearchAroundFragmentDoc,
    "\n  query QuickSearch($search: String!, $filters: [ListFilterInput!], $isQuickSearch: Boolean, $page: Int, $itemsPerPage: Int) {\n    search(search: $search, filters: $filters, isQuickSearch: $isQuickSearch, page: $page, itemsPerPage: $itemsPerPage) {\n      productData {\n        products {\n          ...ProductTile\n        }\n      }\n      ...SearchAround\n    }\n  }\n": typeof types.QuickSearchDocument,
    "\n  query SearchPage($search: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {\n    productList(search: $search, filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder) {\n      ...ListingResult\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query SearchSuggestions($search: String!) {\n    search(search: $search, isQuickSearch: true, page: 1, itemsPerPage: 4) {\n      suggestData {\n        ...SearchSuggestions\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query NotFoundPage($lang: String!) {\n    contentPage(uid: \"404\", lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.NotFoundPageDocument,
    "\n  query Route($url: String!) {\n    route(url: $url) {\n      __typename\n      type\n      relative_url\n      redirect_code\n      ... on CmsPage {\n        identifier\n      }\n      ... on ProductInterface {\n        sku\n      }\n      ... on CategoryTree {\n        url_path\n      }\n    }\n  }\n": typeof types.RouteDocument,
    "\n  fragment StoreConfigFields on StoreConfig {\n    code\n    store_code\n    store_name\n    website_name\n    locale\n    language\n    base_currency_code\n    timezone\n    base_url\n    secure_base_url\n    is_default_store\n    free_shipping_limit\n    free_shipping_enabled\n    default_country\n    telephone_required\n    delivery_personalization\n    tax_label\n    payment_icons {\n      icon\n      label\n      url\n    }\n    storeInformation {\n      name\n      phone\n      email\n      trusted_shops_id\n      hours\n      street_line1\n      street_line2\n      postcode\n      city\n      country_id\n    }\n  }\n": typeof types.StoreConfigFieldsFragmentDoc,
    "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      ...StoreConfigFields\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.StoreConfigurationDocument,
    "\n  fragment ShellStoreFields on Query {\n    storeConfig {\n      ...StoreConfigFields\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      language\n      base_url\n    }\n  }\n": typeof types.ShellStoreFieldsFragmentDoc,
    "\n  fragment ShellSellingPoint on SellingPoint {\n    id\n    label\n    description\n    icon\n    sequence\n    className\n    link {\n      href\n    }\n  }\n": typeof types.ShellSellingPointFragmentDoc,
    "\n  fragment ShellLink on LinkGroupItem {\n    label\n    icon\n    link {\n      href\n    }\n  }\n": typeof types.ShellLinkFragmentDoc,
    "\n  query Shell($lang: String!) {\n    layout(lang: $lang) {\n      trustedShop {\n        rating\n        review_count\n        url\n      }\n      uspHeader {\n        ...ShellSellingPoint\n      }\n      uspFooter {\n        ...ShellSellingPoint\n      }\n      footerIcons {\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      headerMenu {\n        link_groups {\n          ...ShellLink\n        }\n      }\n      footerMenus {\n        uid\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      socials {\n        network\n        url\n      }\n    }\n    navigation(lang: $lang) {\n      items {\n        title\n        show_menu\n        show_submenu\n        color\n        link {\n          href\n        }\n        fields {\n          title\n          link {\n            href\n          }\n        }\n      }\n    }\n    footerContent(lang: $lang) {\n      promoBanner {\n        text\n        active\n        promo_banner_color\n        from\n        to\n        link {\n          href\n        }\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  fragment StoreLocationFields on StoreLocation {\n    id\n    url_key\n    title\n    street\n    house_number\n    house_number_addition\n    zipcode\n    city\n    country\n    lat\n    lng\n    position\n    is_brandstore\n    phone\n    opening_hours {\n      day\n      hours\n    }\n  }\n": typeof types.StoreLocationFieldsFragmentDoc,
    "\n  query StoreLocator($uid: String!, $lang: String!, $pageSize: Int!, $brandstoresOnly: Boolean!) {\n    storeLocations(uid: $uid, lang: $lang, pageSize: $pageSize, currentPage: 1, brandstoresOnly: $brandstoresOnly) {\n      currentPage\n      pageSize\n      total\n      page {\n        ...ContentPageFields\n      }\n      locations {\n        ...StoreLocationFields\n      }\n    }\n  }\n": typeof types.StoreLocatorDocument,
    "\n  query StoreLocation($urlKey: String!) {\n    storeLocation(urlKey: $urlKey) {\n      ...StoreLocationFields\n    }\n  }\n": typeof types.StoreLocationDocument,
    "\n  query CustomerWishlist($pageSize: Int!) {\n    customer {\n      wishlists(pageSize: 1, currentPage: 1) {\n        id\n        items_count\n        items_v2(currentPage: 1, pageSize: $pageSize) {\n          items {\n            id\n            added_at\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerWishlistDocument,
    "\n  query CustomerWishlistId {\n    customer {\n      wishlist {\n        id\n      }\n    }\n  }\n": typeof types.CustomerWishlistIdDocument,
    "\n  query WishlistTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductCard\n    }\n  }\n": typeof types.WishlistTilesDocument,
    "\n  mutation WishlistAdd($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        error_code\n        error_params {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.WishlistAddDocument,
    "\n  mutation WishlistRemove($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.WishlistRemoveDocument,
};
const documents: Documents = {
    "\n  mutation AccountLogin($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountLogout {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.AccountLogoutDocument,
    "\n  mutation AccountRegister($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        is_subscribed\n      }\n    }\n  }\n": types.AccountUpdateCustomerDocument,
    "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": types.AccountRequestPasswordResetDocument,
    "\n  mutation AccountResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n": types.AccountResetPasswordDocument,
    "\n  mutation AccountCreateAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n": types.AccountCreateAddressDocument,
    "\n  mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AccountUpdateAddressDocument,
    "\n  mutation AccountDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.AccountDeleteAddressDocument,
    "\n  query AccountCustomerCart {\n    customerCart {\n      id\n    }\n  }\n": types.AccountCustomerCartDocument,
    "\n  mutation AccountMergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n    }\n  }\n": types.AccountMergeCartsDocument,
    "\n  query AccountSession {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n": types.AccountSessionDocument,
    "\n  fragment AccountAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n": types.AccountAddressFragmentDoc,
    "\n  fragment AccountOrderRow on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    total {\n      grand_total {\n        value\n      }\n    }\n  }\n": types.AccountOrderRowFragmentDoc,
    "\n  query AccountDashboard($latest: Int!) {\n    customer {\n      firstname\n      lastname\n      email\n      newsletter_status\n      addresses {\n        ...AccountAddress\n      }\n      orders(currentPage: 1, pageSize: $latest) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n      }\n    }\n  }\n": types.AccountDashboardDocument,
    "\n  query AccountProfile {\n    customer {\n      firstname\n      lastname\n      email\n      gender\n    }\n  }\n": types.AccountProfileDocument,
    "\n  query AccountAddressBook {\n    customer {\n      firstname\n      lastname\n      addresses {\n        ...AccountAddress\n      }\n    }\n    ...AddressFormConfig\n  }\n": types.AccountAddressBookDocument,
    "\n  query AccountOrders($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      orders(currentPage: $currentPage, pageSize: $pageSize) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n      }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query AccountOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, currentPage: 1, pageSize: 1) {\n        items {\n          id\n          ...OrderView\n        }\n      }\n    }\n  }\n": types.AccountOrderDocument,
    "\n  query AccountNewsletter {\n    customer {\n      email\n      newsletter_status\n    }\n  }\n": types.AccountNewsletterDocument,
    "\n  query AccountResetTokenState($email: String!, $token: String!) {\n    passwordResetTokenState(email: $email, resetPasswordToken: $token)\n  }\n": types.AccountResetTokenStateDocument,
    "\n  query CartAddProduct($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        brand\n        url_key\n        stock_status\n        available_soon\n        image {\n          url\n          label\n        }\n        crosssell_products {\n          sku\n        }\n        ...ProductOptions\n        ...ProductGiftcardChoices\n        ... on BundleProduct {\n          items {\n            option_id\n            position\n            required\n            options {\n              quantity\n              product {\n                sku\n                name\n                stock_status\n                ...ProductOptions\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CartAddProductDocument,
    "\n  fragment CartAdded on Cart {\n    id\n    total_quantity\n    items {\n      __typename\n      id\n      sku\n      parent_sku\n      quantity\n      prices {\n        price_including_tax {\n          value\n        }\n      }\n      ...CartLineChoices\n    }\n  }\n": types.CartAddedFragmentDoc,
    "\n  mutation CartAddConfigurable($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {\n    addConfigurableProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ parent_sku: $parentSku, data: { sku: $sku, quantity: $quantity } }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": types.CartAddConfigurableDocument,
    "\n  mutation CartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": types.CartAddSimpleDocument,
    "\n  mutation CartAddBundle($cartId: String!, $sku: String!, $quantity: Float!, $options: [BundleOptionInput!]!) {\n    addBundleProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity }, bundle_options: $options }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n": types.CartAddBundleDocument,
    "\n  mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      cart {\n        ...CartAdded\n      }\n      user_errors {\n        code\n        message\n        error_code\n      }\n    }\n  }\n": types.CartAddProductsDocument,
    "\n  query CartCrossSell($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        product {\n          sku\n          crosssell_products {\n            sku\n          }\n        }\n      }\n    }\n  }\n": types.CartCrossSellDocument,
    "\n  query MiniCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      prices {\n        grand_total {\n          value\n        }\n        subtotal_including_tax {\n          value\n        }\n      }\n      items {\n        id\n        quantity\n        product {\n          sku\n          name\n          url_key\n          image {\n            url\n            label\n          }\n        }\n        prices {\n          row_total_including_tax {\n            value\n          }\n        }\n        ...CartLineChoices\n      }\n    }\n  }\n": types.MiniCartDocument,
    "\n  query MiniCartStatus($cartId: String!) {\n    cartStatus(cartId: $cartId) {\n      status\n      group\n      error\n    }\n  }\n": types.MiniCartStatusDocument,
    "\n  fragment CartLineErrors on CartItemInterface {\n    errors {\n      error_code\n      error_params {\n        name\n        value\n      }\n    }\n  }\n": types.CartLineErrorsFragmentDoc,
    "\n  fragment CartGiftcardLine on GiftCardCartItem {\n    giftcard_type\n    amount {\n      value\n    }\n    recipient_name\n    recipient_email\n    sender_name\n    message\n  }\n": types.CartGiftcardLineFragmentDoc,
    "\n  fragment CartLineChoices on CartItemInterface {\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n    ... on GiftCardCartItem {\n      ...CartGiftcardLine\n    }\n  }\n": types.CartLineChoicesFragmentDoc,
    "\n  fragment CartPageLine on CartItemInterface {\n    __typename\n    id\n    quantity\n    sku\n    parent_sku\n    ...CartLineErrors\n    prices {\n      price_including_tax {\n        value\n      }\n      row_total_including_tax {\n        value\n      }\n      original_item_price {\n        value\n      }\n      original_row_total {\n        value\n      }\n    }\n    product {\n      sku\n      name\n      brand\n      url_key\n      stock_left\n      image {\n        url\n        label\n      }\n      stockItem {\n        qty_increments\n        min_sale_qty\n        max_sale_qty\n      }\n    }\n    ... on ConfigurableCartItem {\n      configured_variant {\n        sku\n        stock_left\n        stockItem {\n          qty_increments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n    ...CartLineChoices\n  }\n": types.CartPageLineFragmentDoc,
    "\n  fragment CartTotals on CartPrices {\n    original_subtotal_including_tax {\n      value\n    }\n    discount_totals {\n      kind\n      label\n      amount {\n        value\n      }\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    grand_total {\n      value\n    }\n  }\n": types.CartTotalsFragmentDoc,
    "\n  query CartPage($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      ...CartCoupon\n      items {\n        ...CartPageLine\n      }\n      prices {\n        ...CartTotals\n        free_shipping_remaining {\n          value\n        }\n      }\n    }\n    storeConfig {\n      free_shipping_enabled\n      free_shipping_limit\n    }\n  }\n": types.CartPageDocument,
    "\n  mutation CartCreateEmpty {\n    createEmptyCart\n  }\n": types.CartCreateEmptyDocument,
    "\n  mutation CartUpdateItems($cartId: String!, $itemId: Int!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $itemId, quantity: $quantity }] }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": types.CartUpdateItemsDocument,
    "\n  mutation CartRemoveItem($cartId: String!, $itemId: Int!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $itemId }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": types.CartRemoveItemDocument,
    "\n  query BrandPage(\n    $urlKey: String!\n    $lang: String!\n    $filters: [ListFilterInput!]\n    $page: Int\n    $itemsPerPage: Int\n    $sortOrder: String\n    $search: String\n  ) {\n    brandPage(urlKey: $urlKey, lang: $lang) {\n      url_key\n      name\n      page {\n        ...ContentPageFields\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n": types.BrandPageDocument,
    "\n  query BrandOverview {\n    productList(page: 1, itemsPerPage: 24) {\n      totalCount\n      filters {\n        key\n        options {\n          key\n          label\n          count\n          position\n        }\n      }\n    }\n  }\n": types.BrandOverviewDocument,
    "\n  query ListingCount($search: String, $filters: [ListFilterInput!]) {\n    productCount(search: $search, filters: $filters) {\n      totalCount\n    }\n  }\n": types.ListingCountDocument,
    "\n  fragment ListingResult on ProductList {\n    totalCount\n    page\n    itemsPerPage\n    search\n    sort\n    filters {\n      key\n      type\n      attribute\n      label\n      position\n      isVisible\n      isOpen\n      hasUrl\n      min\n      max\n      minSelected\n      maxSelected\n      options {\n        key\n        label\n        swatch\n        count\n        selected\n        position\n        urlPath\n      }\n    }\n    products {\n      ...ProductTile\n    }\n  }\n": types.ListingResultFragmentDoc,
    "\n  query CategoryPage($urlPath: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {\n    category(url_path: $urlPath) {\n      name\n      url_path\n      level\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        name\n        url_path\n        position\n        include_in_menu\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n": types.CategoryPageDocument,
    "\n  fragment ProductCard on ProductListItem {\n    sku\n    urlKey\n    type\n    brand\n    name\n    image\n    price\n    regularPrice\n    availability\n    inStock\n  }\n": types.ProductCardFragmentDoc,
    "\n  fragment ProductTile on ProductListItem {\n    ...ProductCard\n    hover_image\n    color\n    discount\n    sale_label\n    promo_text\n    sustainability_logo\n    sustainability_description\n    expectedsustain\n    related_product_list {\n      sku\n      color\n      color_code\n      urlKey\n    }\n  }\n": types.ProductTileFragmentDoc,
    "\n  query ProductTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductTile\n    }\n  }\n": types.ProductTilesDocument,
    "\n  mutation CheckoutSetEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetEmailDocument,
    "\n  mutation CheckoutSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetShippingAddressDocument,
    "\n  mutation CheckoutSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetBillingAddressDocument,
    "\n  mutation CheckoutSetShippingMethod($cartId: String!, $method: ShippingMethodInput!, $option: String) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method], shippingManagerOption: $option }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetShippingMethodDocument,
    "\n  mutation CheckoutSetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetPaymentMethodDocument,
    "\n  mutation CheckoutPlaceOrder($cartId: String!, $affiliateCode: String) {\n    placeOrder(input: { cart_id: $cartId, affiliate_code: $affiliateCode }) {\n      order {\n        order_number\n      }\n      pay_redirect_url\n    }\n  }\n": types.CheckoutPlaceOrderDocument,
    "\n  mutation CheckoutRestoreCart($cartId: String!) {\n    restoreCart(cartId: $cartId) {\n      id\n    }\n  }\n": types.CheckoutRestoreCartDocument,
    "\n  mutation CheckoutCreateEmptyCart {\n    createEmptyCart\n  }\n": types.CheckoutCreateEmptyCartDocument,
    "\n  query CheckoutPaymentResult($reference: String!) {\n    paymentResult(reference: $reference) {\n      status\n      result_code\n      order_number\n    }\n  }\n": types.CheckoutPaymentResultDocument,
    "\n  fragment CheckoutAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    telephone\n    country {\n      code\n      label\n    }\n  }\n": types.CheckoutAddressFragmentDoc,
    "\n  fragment CheckoutCart on Cart {\n    id\n    email\n    shippingManagerOption\n    total_quantity\n    prices {\n      ...CartTotals\n    }\n    items {\n      id\n      quantity\n      sku\n      ...CartLineErrors\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        brand\n        image {\n          url\n          label\n        }\n      }\n      ...CartLineChoices\n    }\n    billing_address {\n      ...CheckoutAddress\n    }\n    shipping_addresses {\n      ...CheckoutAddress\n      pickup_location_code\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        method_id\n        shipment_type\n        error_message\n        available\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        shipment_type\n        amount {\n          value\n        }\n      }\n    }\n    available_payment_methods {\n      code\n      title\n      icon\n      payment_provider_data {\n        key\n        values {\n          code\n          name\n        }\n      }\n    }\n    selected_payment_method {\n      code\n      title\n      issuer\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n      remaining_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n  }\n": types.CheckoutCartFragmentDoc,
    "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCart\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  query CheckoutLayout($lang: String!) {\n    storeConfig {\n      website_name\n      timezone\n      delivery_personalization\n    }\n    layout(lang: $lang) {\n      uspCheckout {\n        id\n        label\n        icon\n        sequence\n      }\n    }\n  }\n": types.CheckoutLayoutDocument,
    "\n  fragment AddressFormConfig on Query {\n    storeConfig {\n      default_country\n      telephone_required\n    }\n    countries {\n      id\n      full_name_locale\n    }\n  }\n": types.AddressFormConfigFragmentDoc,
    "\n  query CheckoutAddressConfig {\n    ...AddressFormConfig\n    storeConfig {\n      timezone\n    }\n  }\n": types.CheckoutAddressConfigDocument,
    "\n  query CheckoutParcelPoints($postcode: String!, $country: String!, $carrier: String) {\n    parcelPoints(postcode: $postcode, country_code: $country, carrier_code: $carrier) {\n      code\n      name\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n": types.CheckoutParcelPointsDocument,
    "\n  query CheckoutPickupStores {\n    storeLocationsForPickup {\n      code\n      title\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n": types.CheckoutPickupStoresDocument,
    "\n  query CheckoutTimeZone {\n    storeConfig {\n      timezone\n    }\n  }\n": types.CheckoutTimeZoneDocument,
    "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...AccountAddress\n      }\n    }\n  }\n": types.CheckoutCustomerDocument,
    "\n  mutation CheckoutSetCustomerShipping($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CheckoutSetCustomerShippingDocument,
    "\n  fragment OrderCompleteAddress on OrderAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n  }\n": types.OrderCompleteAddressFragmentDoc,
    "\n  fragment OrderView on CustomerOrder {\n    number\n    order_date\n    status\n    email\n    is_in_store_order\n    in_store_location\n    in_store_table\n    carrier\n    shipping_method\n    pickup_location_code\n    payment_methods {\n      name\n      type\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n    billing_address {\n      ...OrderCompleteAddress\n    }\n    shipping_address {\n      ...OrderCompleteAddress\n    }\n    items {\n      id\n      product_name\n      product_sku\n      parent_sku\n      quantity_ordered\n      status\n      product_sale_price_incl_tax {\n        value\n        currency\n      }\n      row_total_incl_tax {\n        value\n      }\n      selected_options {\n        label\n        value\n      }\n    }\n    total {\n      subtotal_incl_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      shipping_handling {\n        amount_including_tax {\n          value\n        }\n      }\n      taxes {\n        title\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n      }\n    }\n  }\n": types.OrderViewFragmentDoc,
    "\n  query OrderComplete($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      ...OrderView\n    }\n  }\n": types.OrderCompleteDocument,
    "\n  query CheckoutPlacedOrder($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      number\n    }\n  }\n": types.CheckoutPlacedOrderDocument,
    "\n  fragment ContentPageFields on ContentPage {\n    id\n    uid\n    meta_title\n    meta_description\n    meta_robots\n    url_key\n    page_title\n    logo_color\n    parent_page {\n      link_type\n      type\n      url_key\n      href\n    }\n    navigation_title\n    navigation_list {\n      title\n      link {\n        href\n      }\n    }\n    sort_order_in_hierarchy\n    body {\n      slice_type\n      primary\n      fields\n      products {\n        ...ProductTile\n      }\n    }\n  }\n": types.ContentPageFieldsFragmentDoc,
    "\n  query ContentPage($uid: String!, $lang: String!) {\n    contentPage(uid: $uid, lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n": types.ContentPageDocument,
    "\n  query ContentParent($urlKey: String!, $lang: String!) {\n    contentPageByUrl(urlKey: $urlKey, lang: $lang) {\n      page_title\n      meta_title\n    }\n  }\n": types.ContentParentDocument,
    "\n  query ContentPreview($token: String!) {\n    contentPreview(token: $token) {\n      ...ContentPageFields\n    }\n  }\n": types.ContentPreviewDocument,
    "\n  fragment CartCoupon on Cart {\n    applied_coupons {\n      code\n    }\n    coupon_not_applied {\n      code\n      reason\n      minimum_subtotal {\n        value\n      }\n    }\n  }\n": types.CartCouponFragmentDoc,
    "\n  mutation CouponApply($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n": types.CouponApplyDocument,
    "\n  mutation CouponRemove($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.CouponRemoveDocument,
    "\n  query GiftCardBalance($code: String!, $pin: String) {\n    giftCardAccount(input: { gift_card_code: $code, gift_card_pin: $pin }) {\n      code\n      balance {\n        value\n      }\n      expiration_date\n    }\n  }\n": types.GiftCardBalanceDocument,
    "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!, $pin: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code, gift_card_pin: $pin }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.ApplyGiftCardToCartDocument,
    "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.RemoveGiftCardFromCartDocument,
    "\n  fragment InStoreCartFlag on Cart {\n    isInStoreOrder\n    in_store_location\n    in_store_table\n  }\n": types.InStoreCartFlagFragmentDoc,
    "\n  query InStoreCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...InStoreCartFlag\n    }\n  }\n": types.InStoreCartDocument,
    "\n  query InStoreSession($sessionId: String!) {\n    inStoreSession(session_id: $sessionId) {\n      id\n      status\n      ttl_dt\n    }\n  }\n": types.InStoreSessionDocument,
    "\n  mutation SetInStoreSession($cartId: String!, $sessionId: String!) {\n    setInStoreSessionOnCart(input: { cart_id: $cartId, session_id: $sessionId }) {\n      ttl_dt\n      cart {\n        ...InStoreCartFlag\n      }\n    }\n  }\n": types.SetInStoreSessionDocument,
    "\n  mutation RemoveInStoreSession($cartId: String!) {\n    removeInStoreSessionFromCart(input: { cart_id: $cartId }) {\n      cart {\n        isInStoreOrder\n      }\n    }\n  }\n": types.RemoveInStoreSessionDocument,
    "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.NewsletterSubscribeDocument,
    "\n  mutation NewsletterConfirm($code: String!) {\n    confirmNewsletterSubscription(code: $code) {\n      status\n    }\n  }\n": types.NewsletterConfirmDocument,
    "\n  fragment ProductOptions on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          value\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        stock_left\n        size_label\n      }\n    }\n  }\n": types.ProductOptionsFragmentDoc,
    "\n  fragment ProductGiftcardChoices on GiftCardProduct {\n    giftcard_amounts\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    giftcard_types\n  }\n": types.ProductGiftcardChoicesFragmentDoc,
    "\n  query ProductPage($sku: String!) {\n    storeConfig {\n      timezone\n    }\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        brand\n        brand_url_key\n        ean\n        meta_title\n        meta_description\n        image {\n          url\n          label\n        }\n        media_gallery {\n          url\n          label\n          position\n        }\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n            }\n            final_price {\n              value\n            }\n          }\n          maximum_price {\n            final_price {\n              value\n            }\n          }\n        }\n        discount\n        sale_label\n        promo_text\n        stock_status\n        stock_left\n        available_soon\n        color\n        color_label\n        sustainable\n        categories {\n          name\n          url_path\n          level\n        }\n        related_product_list {\n          sku\n          color\n          color_code\n          urlKey\n        }\n        crosssell_products {\n          sku\n        }\n        size_table {\n          table_headings\n          specs {\n            spec_label\n            spec_items {\n              size\n              value\n            }\n          }\n        }\n        ...ProductOptions\n        ... on BundleProduct {\n          items {\n            option_id\n            title\n            position\n            required\n            options {\n              id\n              label\n              quantity\n              size_surcharges {\n                sku\n                surcharge {\n                  value\n                }\n              }\n              product {\n                sku\n                name\n                url_key\n                brand\n                stock_status\n                stock_left\n                image {\n                  url\n                  label\n                }\n                ...ProductOptions\n              }\n            }\n          }\n        }\n        ...ProductGiftcardChoices\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  fragment SearchSuggestions on SearchSuggestData {\n    suggestions {\n      label\n      count\n      url\n      search\n    }\n  }\n": types.SearchSuggestionsFragmentDoc,
    "\n  fragment SearchAround on SearchResult {\n    productData {\n      totalCount\n      filters {\n        key\n        options {\n          label\n          count\n          urlPath\n          position\n        }\n      }\n    }\n    urlData {\n      search\n      urls {\n        label\n        url\n      }\n    }\n    suggestData {\n      ...SearchSuggestions\n    }\n  }\n": types.SearchAroundFragmentDoc,
    "\n  query QuickSearch($search: String!, $filters: [ListFilterInput!], $isQuickSearch: Boolean, $page: Int, $itemsPerPage: Int) {\n    search(search: $search, filters: $filters, isQuickSearch: $isQuickSearch, page: $page, itemsPerPage: $itemsPerPage) {\n      productData {\n        products {\n          ...ProductTile\n        }\n      }\n      ...SearchAround\n    }\n  }\n": types.QuickSearchDocument,
    "\n  query SearchPage($search: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {\n    productList(search: $search, filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder) {\n      ...ListingResult\n    }\n  }\n": types.SearchPageDocument,
    "\n  query SearchSuggestions($search: String!) {\n    search(search: $search, isQuickSearch: true, page: 1, itemsPerPage: 4) {\n      suggestData {\n        ...SearchSuggestions\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query NotFoundPage($lang: String!) {\n    contentPage(uid: \"404\", lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n": types.NotFoundPageDocument,
    "\n  query Route($url: String!) {\n    route(url: $url) {\n      __typename\n      type\n      relative_url\n      redirect_code\n      ... on CmsPage {\n        identifier\n      }\n      ... on ProductInterface {\n        sku\n      }\n      ... on CategoryTree {\n        url_path\n      }\n    }\n  }\n": types.RouteDocument,
    "\n  fragment StoreConfigFields on StoreConfig {\n    code\n    store_code\n    store_name\n    website_name\n    locale\n    language\n    base_currency_code\n    timezone\n    base_url\n    secure_base_url\n    is_default_store\n    free_shipping_limit\n    free_shipping_enabled\n    default_country\n    telephone_required\n    delivery_personalization\n    tax_label\n    payment_icons {\n      icon\n      label\n      url\n    }\n    storeInformation {\n      name\n      phone\n      email\n      trusted_shops_id\n      hours\n      street_line1\n      street_line2\n      postcode\n      city\n      country_id\n    }\n  }\n": types.StoreConfigFieldsFragmentDoc,
    "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      ...StoreConfigFields\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.StoreConfigurationDocument,
    "\n  fragment ShellStoreFields on Query {\n    storeConfig {\n      ...StoreConfigFields\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      language\n      base_url\n    }\n  }\n": types.ShellStoreFieldsFragmentDoc,
    "\n  fragment ShellSellingPoint on SellingPoint {\n    id\n    label\n    description\n    icon\n    sequence\n    className\n    link {\n      href\n    }\n  }\n": types.ShellSellingPointFragmentDoc,
    "\n  fragment ShellLink on LinkGroupItem {\n    label\n    icon\n    link {\n      href\n    }\n  }\n": types.ShellLinkFragmentDoc,
    "\n  query Shell($lang: String!) {\n    layout(lang: $lang) {\n      trustedShop {\n        rating\n        review_count\n        url\n      }\n      uspHeader {\n        ...ShellSellingPoint\n      }\n      uspFooter {\n        ...ShellSellingPoint\n      }\n      footerIcons {\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      headerMenu {\n        link_groups {\n          ...ShellLink\n        }\n      }\n      footerMenus {\n        uid\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      socials {\n        network\n        url\n      }\n    }\n    navigation(lang: $lang) {\n      items {\n        title\n        show_menu\n        show_submenu\n        color\n        link {\n          href\n        }\n        fields {\n          title\n          link {\n            href\n          }\n        }\n      }\n    }\n    footerContent(lang: $lang) {\n      promoBanner {\n        text\n        active\n        promo_banner_color\n        from\n        to\n        link {\n          href\n        }\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  fragment StoreLocationFields on StoreLocation {\n    id\n    url_key\n    title\n    street\n    house_number\n    house_number_addition\n    zipcode\n    city\n    country\n    lat\n    lng\n    position\n    is_brandstore\n    phone\n    opening_hours {\n      day\n      hours\n    }\n  }\n": types.StoreLocationFieldsFragmentDoc,
    "\n  query StoreLocator($uid: String!, $lang: String!, $pageSize: Int!, $brandstoresOnly: Boolean!) {\n    storeLocations(uid: $uid, lang: $lang, pageSize: $pageSize, currentPage: 1, brandstoresOnly: $brandstoresOnly) {\n      currentPage\n      pageSize\n      total\n      page {\n        ...ContentPageFields\n      }\n      locations {\n        ...StoreLocationFields\n      }\n    }\n  }\n": types.StoreLocatorDocument,
    "\n  query StoreLocation($urlKey: String!) {\n    storeLocation(urlKey: $urlKey) {\n      ...StoreLocationFields\n    }\n  }\n": types.StoreLocationDocument,
    "\n  query CustomerWishlist($pageSize: Int!) {\n    customer {\n      wishlists(pageSize: 1, currentPage: 1) {\n        id\n        items_count\n        items_v2(currentPage: 1, pageSize: $pageSize) {\n          items {\n            id\n            added_at\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerWishlistDocument,
    "\n  query CustomerWishlistId {\n    customer {\n      wishlist {\n        id\n      }\n    }\n  }\n": types.CustomerWishlistIdDocument,
    "\n  query WishlistTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductCard\n    }\n  }\n": types.WishlistTilesDocument,
    "\n  mutation WishlistAdd($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        error_code\n        error_params {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.WishlistAddDocument,
    "\n  mutation WishlistRemove($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.WishlistRemoveDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').AccountLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogout {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): typeof import('./graphql').AccountLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').AccountRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n        is_subscribed\n      }\n    }\n  }\n"): typeof import('./graphql').AccountUpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').AccountChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRequestPasswordReset($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n"): typeof import('./graphql').AccountRequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').AccountResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCreateAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountCreateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountUpdateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDeleteAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').AccountDeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountCustomerCart {\n    customerCart {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountCustomerCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountMergeCarts($source: String!, $destination: String) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n    }\n  }\n"): typeof import('./graphql').AccountMergeCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSession {\n    customer {\n      firstname\n      lastname\n      email\n    }\n  }\n"): typeof import('./graphql').AccountSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountAddress on CustomerAddress {\n    id\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n    vat_id\n    default_billing\n    default_shipping\n  }\n"): typeof import('./graphql').AccountAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountOrderRow on CustomerOrder {\n    id\n    number\n    order_date\n    status\n    total {\n      grand_total {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrderRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDashboard($latest: Int!) {\n    customer {\n      firstname\n      lastname\n      email\n      newsletter_status\n      addresses {\n        ...AccountAddress\n      }\n      orders(currentPage: 1, pageSize: $latest) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n      }\n    }\n  }\n"): typeof import('./graphql').AccountDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    customer {\n      firstname\n      lastname\n      email\n      gender\n    }\n  }\n"): typeof import('./graphql').AccountProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAddressBook {\n    customer {\n      firstname\n      lastname\n      addresses {\n        ...AccountAddress\n      }\n    }\n    ...AddressFormConfig\n  }\n"): typeof import('./graphql').AccountAddressBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      orders(currentPage: $currentPage, pageSize: $pageSize) {\n        items {\n          ...AccountOrderRow\n        }\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrder($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, currentPage: 1, pageSize: 1) {\n        items {\n          id\n          ...OrderView\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountNewsletter {\n    customer {\n      email\n      newsletter_status\n    }\n  }\n"): typeof import('./graphql').AccountNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountResetTokenState($email: String!, $token: String!) {\n    passwordResetTokenState(email: $email, resetPasswordToken: $token)\n  }\n"): typeof import('./graphql').AccountResetTokenStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartAddProduct($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        brand\n        url_key\n        stock_status\n        available_soon\n        image {\n          url\n          label\n        }\n        crosssell_products {\n          sku\n        }\n        ...ProductOptions\n        ...ProductGiftcardChoices\n        ... on BundleProduct {\n          items {\n            option_id\n            position\n            required\n            options {\n              quantity\n              product {\n                sku\n                name\n                stock_status\n                ...ProductOptions\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartAdded on Cart {\n    id\n    total_quantity\n    items {\n      __typename\n      id\n      sku\n      parent_sku\n      quantity\n      prices {\n        price_including_tax {\n          value\n        }\n      }\n      ...CartLineChoices\n    }\n  }\n"): typeof import('./graphql').CartAddedFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddConfigurable($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {\n    addConfigurableProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ parent_sku: $parentSku, data: { sku: $sku, quantity: $quantity } }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddConfigurableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {\n    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddSimpleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddBundle($cartId: String!, $sku: String!, $quantity: Float!, $options: [BundleOptionInput!]!) {\n    addBundleProductsToCart(\n      input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity }, bundle_options: $options }] }\n    ) {\n      cart {\n        ...CartAdded\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddBundleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $items) {\n      cart {\n        ...CartAdded\n      }\n      user_errors {\n        code\n        message\n        error_code\n      }\n    }\n  }\n"): typeof import('./graphql').CartAddProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCrossSell($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        product {\n          sku\n          crosssell_products {\n            sku\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartCrossSellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MiniCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      prices {\n        grand_total {\n          value\n        }\n        subtotal_including_tax {\n          value\n        }\n      }\n      items {\n        id\n        quantity\n        product {\n          sku\n          name\n          url_key\n          image {\n            url\n            label\n          }\n        }\n        prices {\n          row_total_including_tax {\n            value\n          }\n        }\n        ...CartLineChoices\n      }\n    }\n  }\n"): typeof import('./graphql').MiniCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MiniCartStatus($cartId: String!) {\n    cartStatus(cartId: $cartId) {\n      status\n      group\n      error\n    }\n  }\n"): typeof import('./graphql').MiniCartStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineErrors on CartItemInterface {\n    errors {\n      error_code\n      error_params {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').CartLineErrorsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartGiftcardLine on GiftCardCartItem {\n    giftcard_type\n    amount {\n      value\n    }\n    recipient_name\n    recipient_email\n    sender_name\n    message\n  }\n"): typeof import('./graphql').CartGiftcardLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineChoices on CartItemInterface {\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n    ... on GiftCardCartItem {\n      ...CartGiftcardLine\n    }\n  }\n"): typeof import('./graphql').CartLineChoicesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPageLine on CartItemInterface {\n    __typename\n    id\n    quantity\n    sku\n    parent_sku\n    ...CartLineErrors\n    prices {\n      price_including_tax {\n        value\n      }\n      row_total_including_tax {\n        value\n      }\n      original_item_price {\n        value\n      }\n      original_row_total {\n        value\n      }\n    }\n    product {\n      sku\n      name\n      brand\n      url_key\n      stock_left\n      image {\n        url\n        label\n      }\n      stockItem {\n        qty_increments\n        min_sale_qty\n        max_sale_qty\n      }\n    }\n    ... on ConfigurableCartItem {\n      configured_variant {\n        sku\n        stock_left\n        stockItem {\n          qty_increments\n          min_sale_qty\n          max_sale_qty\n        }\n      }\n    }\n    ...CartLineChoices\n  }\n"): typeof import('./graphql').CartPageLineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartTotals on CartPrices {\n    original_subtotal_including_tax {\n      value\n    }\n    discount_totals {\n      kind\n      label\n      amount {\n        value\n      }\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    grand_total {\n      value\n    }\n  }\n"): typeof import('./graphql').CartTotalsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPage($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n      ...CartCoupon\n      items {\n        ...CartPageLine\n      }\n      prices {\n        ...CartTotals\n        free_shipping_remaining {\n          value\n        }\n      }\n    }\n    storeConfig {\n      free_shipping_enabled\n      free_shipping_limit\n    }\n  }\n"): typeof import('./graphql').CartPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartCreateEmpty {\n    createEmptyCart\n  }\n"): typeof import('./graphql').CartCreateEmptyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartUpdateItems($cartId: String!, $itemId: Int!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $itemId, quantity: $quantity }] }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n"): typeof import('./graphql').CartUpdateItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveItem($cartId: String!, $itemId: Int!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $itemId }) {\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n"): typeof import('./graphql').CartRemoveItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandPage(\n    $urlKey: String!\n    $lang: String!\n    $filters: [ListFilterInput!]\n    $page: Int\n    $itemsPerPage: Int\n    $sortOrder: String\n    $search: String\n  ) {\n    brandPage(urlKey: $urlKey, lang: $lang) {\n      url_key\n      name\n      page {\n        ...ContentPageFields\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n"): typeof import('./graphql').BrandPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandOverview {\n    productList(page: 1, itemsPerPage: 24) {\n      totalCount\n      filters {\n        key\n        options {\n          key\n          label\n          count\n          position\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BrandOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCount($search: String, $filters: [ListFilterInput!]) {\n    productCount(search: $search, filters: $filters) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').ListingCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingResult on ProductList {\n    totalCount\n    page\n    itemsPerPage\n    search\n    sort\n    filters {\n      key\n      type\n      attribute\n      label\n      position\n      isVisible\n      isOpen\n      hasUrl\n      min\n      max\n      minSelected\n      maxSelected\n      options {\n        key\n        label\n        swatch\n        count\n        selected\n        position\n        urlPath\n      }\n    }\n    products {\n      ...ProductTile\n    }\n  }\n"): typeof import('./graphql').ListingResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($urlPath: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {\n    category(url_path: $urlPath) {\n      name\n      url_path\n      level\n      description\n      meta_title\n      meta_description\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n      children {\n        name\n        url_path\n        position\n        include_in_menu\n      }\n    }\n    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {\n      ...ListingResult\n    }\n  }\n"): typeof import('./graphql').CategoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on ProductListItem {\n    sku\n    urlKey\n    type\n    brand\n    name\n    image\n    price\n    regularPrice\n    availability\n    inStock\n  }\n"): typeof import('./graphql').ProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTile on ProductListItem {\n    ...ProductCard\n    hover_image\n    color\n    discount\n    sale_label\n    promo_text\n    sustainability_logo\n    sustainability_description\n    expectedsustain\n    related_product_list {\n      sku\n      color\n      color_code\n      urlKey\n    }\n  }\n"): typeof import('./graphql').ProductTileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductTile\n    }\n  }\n"): typeof import('./graphql').ProductTilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetEmail($cartId: String!, $email: String!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetShippingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetBillingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetShippingMethod($cartId: String!, $method: ShippingMethodInput!, $option: String) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method], shippingManagerOption: $option }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetShippingMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetPaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPlaceOrder($cartId: String!, $affiliateCode: String) {\n    placeOrder(input: { cart_id: $cartId, affiliate_code: $affiliateCode }) {\n      order {\n        order_number\n      }\n      pay_redirect_url\n    }\n  }\n"): typeof import('./graphql').CheckoutPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutRestoreCart($cartId: String!) {\n    restoreCart(cartId: $cartId) {\n      id\n    }\n  }\n"): typeof import('./graphql').CheckoutRestoreCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCreateEmptyCart {\n    createEmptyCart\n  }\n"): typeof import('./graphql').CheckoutCreateEmptyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPaymentResult($reference: String!) {\n    paymentResult(reference: $reference) {\n      status\n      result_code\n      order_number\n    }\n  }\n"): typeof import('./graphql').CheckoutPaymentResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutAddress on CartAddressInterface {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    telephone\n    country {\n      code\n      label\n    }\n  }\n"): typeof import('./graphql').CheckoutAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutCart on Cart {\n    id\n    email\n    shippingManagerOption\n    total_quantity\n    prices {\n      ...CartTotals\n    }\n    items {\n      id\n      quantity\n      sku\n      ...CartLineErrors\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      product {\n        sku\n        name\n        brand\n        image {\n          url\n          label\n        }\n      }\n      ...CartLineChoices\n    }\n    billing_address {\n      ...CheckoutAddress\n    }\n    shipping_addresses {\n      ...CheckoutAddress\n      pickup_location_code\n      available_shipping_methods {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        method_id\n        shipment_type\n        error_message\n        available\n        amount {\n          value\n        }\n      }\n      selected_shipping_method {\n        carrier_code\n        carrier_title\n        method_code\n        method_title\n        shipment_type\n        amount {\n          value\n        }\n      }\n    }\n    available_payment_methods {\n      code\n      title\n      icon\n      payment_provider_data {\n        key\n        values {\n          code\n          name\n        }\n      }\n    }\n    selected_payment_method {\n      code\n      title\n      issuer\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n      remaining_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n  }\n"): typeof import('./graphql').CheckoutCartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CheckoutCart\n    }\n  }\n"): typeof import('./graphql').CheckoutCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutLayout($lang: String!) {\n    storeConfig {\n      website_name\n      timezone\n      delivery_personalization\n    }\n    layout(lang: $lang) {\n      uspCheckout {\n        id\n        label\n        icon\n        sequence\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFormConfig on Query {\n    storeConfig {\n      default_country\n      telephone_required\n    }\n    countries {\n      id\n      full_name_locale\n    }\n  }\n"): typeof import('./graphql').AddressFormConfigFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddressConfig {\n    ...AddressFormConfig\n    storeConfig {\n      timezone\n    }\n  }\n"): typeof import('./graphql').CheckoutAddressConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutParcelPoints($postcode: String!, $country: String!, $carrier: String) {\n    parcelPoints(postcode: $postcode, country_code: $country, carrier_code: $carrier) {\n      code\n      name\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n"): typeof import('./graphql').CheckoutParcelPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPickupStores {\n    storeLocationsForPickup {\n      code\n      title\n      street\n      house_number\n      postcode\n      city\n    }\n  }\n"): typeof import('./graphql').CheckoutPickupStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutTimeZone {\n    storeConfig {\n      timezone\n    }\n  }\n"): typeof import('./graphql').CheckoutTimeZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...AccountAddress\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutSetCustomerShipping($cartId: String!, $shipping: ShippingAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutSetCustomerShippingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCompleteAddress on OrderAddress {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n    telephone\n  }\n"): typeof import('./graphql').OrderCompleteAddressFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderView on CustomerOrder {\n    number\n    order_date\n    status\n    email\n    is_in_store_order\n    in_store_location\n    in_store_table\n    carrier\n    shipping_method\n    pickup_location_code\n    payment_methods {\n      name\n      type\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        value\n      }\n    }\n    amount_due {\n      value\n    }\n    billing_address {\n      ...OrderCompleteAddress\n    }\n    shipping_address {\n      ...OrderCompleteAddress\n    }\n    items {\n      id\n      product_name\n      product_sku\n      parent_sku\n      quantity_ordered\n      status\n      product_sale_price_incl_tax {\n        value\n        currency\n      }\n      row_total_incl_tax {\n        value\n      }\n      selected_options {\n        label\n        value\n      }\n    }\n    total {\n      subtotal_incl_tax {\n        value\n      }\n      discounts {\n        label\n        amount {\n          value\n        }\n      }\n      shipping_handling {\n        amount_including_tax {\n          value\n        }\n      }\n      taxes {\n        title\n        amount {\n          value\n        }\n      }\n      grand_total {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').OrderViewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderComplete($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      ...OrderView\n    }\n  }\n"): typeof import('./graphql').OrderCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPlacedOrder($cartId: String!, $orderNumber: String!) {\n    placedOrder(cart_id: $cartId, order_number: $orderNumber) {\n      number\n    }\n  }\n"): typeof import('./graphql').CheckoutPlacedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentPageFields on ContentPage {\n    id\n    uid\n    meta_title\n    meta_description\n    meta_robots\n    url_key\n    page_title\n    logo_color\n    parent_page {\n      link_type\n      type\n      url_key\n      href\n    }\n    navigation_title\n    navigation_list {\n      title\n      link {\n        href\n      }\n    }\n    sort_order_in_hierarchy\n    body {\n      slice_type\n      primary\n      fields\n      products {\n        ...ProductTile\n      }\n    }\n  }\n"): typeof import('./graphql').ContentPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($uid: String!, $lang: String!) {\n    contentPage(uid: $uid, lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n"): typeof import('./graphql').ContentPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentParent($urlKey: String!, $lang: String!) {\n    contentPageByUrl(urlKey: $urlKey, lang: $lang) {\n      page_title\n      meta_title\n    }\n  }\n"): typeof import('./graphql').ContentParentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPreview($token: String!) {\n    contentPreview(token: $token) {\n      ...ContentPageFields\n    }\n  }\n"): typeof import('./graphql').ContentPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartCoupon on Cart {\n    applied_coupons {\n      code\n    }\n    coupon_not_applied {\n      code\n      reason\n      minimum_subtotal {\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').CartCouponFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponApply($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CouponApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponRemove($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CouponRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardBalance($code: String!, $pin: String) {\n    giftCardAccount(input: { gift_card_code: $code, gift_card_pin: $pin }) {\n      code\n      balance {\n        value\n      }\n      expiration_date\n    }\n  }\n"): typeof import('./graphql').GiftCardBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!, $pin: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code, gift_card_pin: $pin }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyGiftCardToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveGiftCardFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InStoreCartFlag on Cart {\n    isInStoreOrder\n    in_store_location\n    in_store_table\n  }\n"): typeof import('./graphql').InStoreCartFlagFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InStoreCart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...InStoreCartFlag\n    }\n  }\n"): typeof import('./graphql').InStoreCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InStoreSession($sessionId: String!) {\n    inStoreSession(session_id: $sessionId) {\n      id\n      status\n      ttl_dt\n    }\n  }\n"): typeof import('./graphql').InStoreSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInStoreSession($cartId: String!, $sessionId: String!) {\n    setInStoreSessionOnCart(input: { cart_id: $cartId, session_id: $sessionId }) {\n      ttl_dt\n      cart {\n        ...InStoreCartFlag\n      }\n    }\n  }\n"): typeof import('./graphql').SetInStoreSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveInStoreSession($cartId: String!) {\n    removeInStoreSessionFromCart(input: { cart_id: $cartId }) {\n      cart {\n        isInStoreOrder\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveInStoreSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').NewsletterSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterConfirm($code: String!) {\n    confirmNewsletterSubscription(code: $code) {\n      status\n    }\n  }\n"): typeof import('./graphql').NewsletterConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOptions on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          value\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        stock_left\n        size_label\n      }\n    }\n  }\n"): typeof import('./graphql').ProductOptionsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGiftcardChoices on GiftCardProduct {\n    giftcard_amounts\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    giftcard_types\n  }\n"): typeof import('./graphql').ProductGiftcardChoicesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($sku: String!) {\n    storeConfig {\n      timezone\n    }\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items {\n        __typename\n        sku\n        name\n        url_key\n        brand\n        brand_url_key\n        ean\n        meta_title\n        meta_description\n        image {\n          url\n          label\n        }\n        media_gallery {\n          url\n          label\n          position\n        }\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        price_range {\n          minimum_price {\n            regular_price {\n              value\n            }\n            final_price {\n              value\n            }\n          }\n          maximum_price {\n            final_price {\n              value\n            }\n          }\n        }\n        discount\n        sale_label\n        promo_text\n        stock_status\n        stock_left\n        available_soon\n        color\n        color_label\n        sustainable\n        categories {\n          name\n          url_path\n          level\n        }\n        related_product_list {\n          sku\n          color\n          color_code\n          urlKey\n        }\n        crosssell_products {\n          sku\n        }\n        size_table {\n          table_headings\n          specs {\n            spec_label\n            spec_items {\n              size\n              value\n            }\n          }\n        }\n        ...ProductOptions\n        ... on BundleProduct {\n          items {\n            option_id\n            title\n            position\n            required\n            options {\n              id\n              label\n              quantity\n              size_surcharges {\n                sku\n                surcharge {\n                  value\n                }\n              }\n              product {\n                sku\n                name\n                url_key\n                brand\n                stock_status\n                stock_left\n                image {\n                  url\n                  label\n                }\n                ...ProductOptions\n              }\n            }\n          }\n        }\n        ...ProductGiftcardChoices\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchSuggestions on SearchSuggestData {\n    suggestions {\n      label\n      count\n      url\n      search\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchAround on SearchResult {\n    productData {\n      totalCount\n      filters {\n        key\n        options {\n          label\n          count\n          urlPath\n          position\n        }\n      }\n    }\n    urlData {\n      search\n      urls {\n        label\n        url\n      }\n    }\n    suggestData {\n      ...SearchSuggestions\n    }\n  }\n"): typeof import('./graphql').SearchAroundFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickSearch($search: String!, $filters: [ListFilterInput!], $isQuickSearch: Boolean, $page: Int, $itemsPerPage: Int) {\n    search(search: $search, filters: $filters, isQuickSearch: $isQuickSearch, page: $page, itemsPerPage: $itemsPerPage) {\n      productData {\n        products {\n          ...ProductTile\n        }\n      }\n      ...SearchAround\n    }\n  }\n"): typeof import('./graphql').QuickSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($search: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {\n    productList(search: $search, filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder) {\n      ...ListingResult\n    }\n  }\n"): typeof import('./graphql').SearchPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($search: String!) {\n    search(search: $search, isQuickSearch: true, page: 1, itemsPerPage: 4) {\n      suggestData {\n        ...SearchSuggestions\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotFoundPage($lang: String!) {\n    contentPage(uid: \"404\", lang: $lang) {\n      ...ContentPageFields\n    }\n  }\n"): typeof import('./graphql').NotFoundPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Route($url: String!) {\n    route(url: $url) {\n      __typename\n      type\n      relative_url\n      redirect_code\n      ... on CmsPage {\n        identifier\n      }\n      ... on ProductInterface {\n        sku\n      }\n      ... on CategoryTree {\n        url_path\n      }\n    }\n  }\n"): typeof import('./graphql').RouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreConfigFields on StoreConfig {\n    code\n    store_code\n    store_name\n    website_name\n    locale\n    language\n    base_currency_code\n    timezone\n    base_url\n    secure_base_url\n    is_default_store\n    free_shipping_limit\n    free_shipping_enabled\n    default_country\n    telephone_required\n    delivery_personalization\n    tax_label\n    payment_icons {\n      icon\n      label\n      url\n    }\n    storeInformation {\n      name\n      phone\n      email\n      trusted_shops_id\n      hours\n      street_line1\n      street_line2\n      postcode\n      city\n      country_id\n    }\n  }\n"): typeof import('./graphql').StoreConfigFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      ...StoreConfigFields\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').StoreConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellStoreFields on Query {\n    storeConfig {\n      ...StoreConfigFields\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      language\n      base_url\n    }\n  }\n"): typeof import('./graphql').ShellStoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellSellingPoint on SellingPoint {\n    id\n    label\n    description\n    icon\n    sequence\n    className\n    link {\n      href\n    }\n  }\n"): typeof import('./graphql').ShellSellingPointFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellLink on LinkGroupItem {\n    label\n    icon\n    link {\n      href\n    }\n  }\n"): typeof import('./graphql').ShellLinkFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell($lang: String!) {\n    layout(lang: $lang) {\n      trustedShop {\n        rating\n        review_count\n        url\n      }\n      uspHeader {\n        ...ShellSellingPoint\n      }\n      uspFooter {\n        ...ShellSellingPoint\n      }\n      footerIcons {\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      headerMenu {\n        link_groups {\n          ...ShellLink\n        }\n      }\n      footerMenus {\n        uid\n        title\n        link_group {\n          ...ShellLink\n        }\n      }\n      socials {\n        network\n        url\n      }\n    }\n    navigation(lang: $lang) {\n      items {\n        title\n        show_menu\n        show_submenu\n        color\n        link {\n          href\n        }\n        fields {\n          title\n          link {\n            href\n          }\n        }\n      }\n    }\n    footerContent(lang: $lang) {\n      promoBanner {\n        text\n        active\n        promo_banner_color\n        from\n        to\n        link {\n          href\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreLocationFields on StoreLocation {\n    id\n    url_key\n    title\n    street\n    house_number\n    house_number_addition\n    zipcode\n    city\n    country\n    lat\n    lng\n    position\n    is_brandstore\n    phone\n    opening_hours {\n      day\n      hours\n    }\n  }\n"): typeof import('./graphql').StoreLocationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLocator($uid: String!, $lang: String!, $pageSize: Int!, $brandstoresOnly: Boolean!) {\n    storeLocations(uid: $uid, lang: $lang, pageSize: $pageSize, currentPage: 1, brandstoresOnly: $brandstoresOnly) {\n      currentPage\n      pageSize\n      total\n      page {\n        ...ContentPageFields\n      }\n      locations {\n        ...StoreLocationFields\n      }\n    }\n  }\n"): typeof import('./graphql').StoreLocatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLocation($urlKey: String!) {\n    storeLocation(urlKey: $urlKey) {\n      ...StoreLocationFields\n    }\n  }\n"): typeof import('./graphql').StoreLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWishlist($pageSize: Int!) {\n    customer {\n      wishlists(pageSize: 1, currentPage: 1) {\n        id\n        items_count\n        items_v2(currentPage: 1, pageSize: $pageSize) {\n          items {\n            id\n            added_at\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWishlistId {\n    customer {\n      wishlist {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerWishlistIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistTiles($skus: [String!]!) {\n    productsBySkus(skus: $skus) {\n      ...ProductCard\n    }\n  }\n"): typeof import('./graphql').WishlistTilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistAdd($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        error_code\n        error_params {\n          name\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WishlistRemove($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n        items_count\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').WishlistRemoveDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
