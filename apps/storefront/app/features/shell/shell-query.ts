import { graphql } from '../../graphql/index.ts';

/**
 * One store's configuration as the shop reads it (decision 057): currency, time zone, free
 * shipping, the address form's settings, the contact block, its payment icons and its addresses.
 */
export const StoreConfigFieldsFragmentDoc = graphql(`
  fragment StoreConfigFields on StoreConfig {
    code
    store_code
    store_name
    website_name
    locale
    language
    base_currency_code
    timezone
    base_url
    secure_base_url
    is_default_store
    free_shipping_limit
    free_shipping_enabled
    default_country
    telephone_required
    delivery_personalization
    tax_label
    payment_icons {
      icon
      label
      url
    }
    storeInformation {
      name
      phone
      email
      trusted_shops_id
      hours
      street_line1
      street_line2
      postcode
      city
      country_id
    }
  }
`);

/**
 * The store configuration (M10; decision 057): one query without variables that the server asks at
 * start and every minute after (server/src/store-configuration.ts): every store's configuration,
 * the default store's code and the countries. No page asks it: a page's loaders read their store's
 * part of the answer as `context.store` (`ShellStoreFields`).
 */
export const StoreConfigurationDocument = graphql(`
  query StoreConfiguration {
    storeConfig {
      code
    }
    availableStores {
      ...StoreConfigFields
    }
    countries {
      two_letter_abbreviation
      full_name_locale
      available_regions {
        id
        code
        name
      }
    }
  }
`);

/**
 * The store's configuration and its sibling stores as the shell reads them: the part of the
 * `StoreConfiguration` answer the server hands to every loader as `context.store`.
 */
export const ShellStoreFieldsFragmentDoc = graphql(`
  fragment ShellStoreFields on Query {
    storeConfig {
      ...StoreConfigFields
    }
    availableStores {
      store_code
      store_name
      locale
      language
      base_url
    }
  }
`);

/** A selling point of the header's or the footer's strip (L4). */
export const ShellSellingPointFragmentDoc = graphql(`
  fragment ShellSellingPoint on SellingPoint {
    id
    label
    description
    icon
    sequence
    className
    link {
      href
    }
  }
`);

/** A link of the header's menu, a footer column or the footer's icons, with its icon. */
export const ShellLinkFragmentDoc = graphql(`
  fragment ShellLink on LinkGroupItem {
    label
    icon
    link {
      href
    }
  }
`);

/** The page shell's content in one request (spec 000 §7 layout, navigation, footer); the store comes with the context. */
export const ShellQuery = graphql(`
  query Shell($lang: String!) {
    layout(lang: $lang) {
      trustedShop {
        rating
        review_count
        url
      }
      uspHeader {
        ...ShellSellingPoint
      }
      uspFooter {
        ...ShellSellingPoint
      }
      footerIcons {
        title
        link_group {
          ...ShellLink
        }
      }
      headerMenu {
        link_groups {
          ...ShellLink
        }
      }
      footerMenus {
        uid
        title
        link_group {
          ...ShellLink
        }
      }
      socials {
        network
        url
      }
    }
    navigation(lang: $lang) {
      items {
        title
        show_menu
        show_submenu
        color
        link {
          href
        }
        fields {
          title
          link {
            href
          }
        }
      }
    }
    footerContent(lang: $lang) {
      promoBanner {
        text
        active
        promo_banner_color
        from
        to
        link {
          href
        }
      }
    }
  }
`);
