import { graphql } from '../../graphql/index.ts';

// Magento's route (RoutableInterface): what the page is comes with the entity's own key.
export const RouteQuery = graphql(`
  query Route($url: String!) {
    route(url: $url) {
      __typename
      type
      relative_url
      redirect_code
      ... on CmsPage {
        identifier
      }
      ... on ProductInterface {
        sku
      }
      ... on CategoryTree {
        url_path
      }
    }
  }
`);
