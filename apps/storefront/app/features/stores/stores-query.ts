import { graphql } from '../../graphql/index.ts';

/** The fields of a shop the locator and a shop's own page show (SL3). */
export const StoreLocationFieldsFragment = graphql(`
  fragment StoreLocationFields on StoreLocation {
    id
    url_key
    title
    street
    house_number
    house_number_addition
    zipcode
    city
    country
    lat
    lng
    position
    is_brandstore
    phone
    opening_hours {
      day
      hours
    }
  }
`);

/** SL4: the locator's content page (uid) and its active shops, 250 to a page, in the store language. */
export const StoreLocatorQuery = graphql(`
  query StoreLocator($uid: String!, $lang: String!, $pageSize: Int!, $brandstoresOnly: Boolean!) {
    storeLocations(uid: $uid, lang: $lang, pageSize: $pageSize, currentPage: 1, brandstoresOnly: $brandstoresOnly) {
      currentPage
      pageSize
      total
      page {
        ...ContentPageFields
      }
      locations {
        ...StoreLocationFields
      }
    }
  }
`);

/** One shop by its url key (SL7), for its own page. */
export const StoreLocationQuery = graphql(`
  query StoreLocation($urlKey: String!) {
    storeLocation(urlKey: $urlKey) {
      ...StoreLocationFields
    }
  }
`);
