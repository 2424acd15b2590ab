import { graphql } from '../../graphql/index.ts';

/**
 * The store's configuration and its sibling stores as the shell reads them. No page asks for them:
 * the server's store-configuration query (server/src/store-configuration.ts) selects these fields
 * and more, loads them at start and hands them to every loader as `context.store` (decision 057).
 */
export const ShellStoreFieldsFragmentDoc = graphql(`
  fragment ShellStoreFields on Query {
    storeConfig {
      code
      store_name
      website_name
      locale
      language
      base_currency_code
      timezone
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
