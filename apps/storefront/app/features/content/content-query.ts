import { graphql } from '../../graphql/index.ts';

/** The fields of a content page the storefront renders (000 §3; B2), shared by content pages and the 404 page. */
export const ContentPageFieldsFragment = graphql(`
  fragment ContentPageFields on ContentPage {
    id
    uid
    meta_title
    meta_description
    meta_robots
    url_key
    page_title
    logo_color
    parent_page {
      link_type
      type
      url_key
      href
    }
    navigation_title
    navigation_list {
      title
      link {
        href
      }
    }
    sort_order_in_hierarchy
    body {
      slice_type
      primary
      fields
      products {
        ...ProductTile
      }
    }
  }
`);

/** One content page by uid in the store language (B1). */
export const ContentPageQuery = graphql(`
  query ContentPage($uid: String!, $lang: String!) {
    contentPage(uid: $uid, lang: $lang) {
      ...ContentPageFields
    }
  }
`);

/** The title of a page's parent, for the breadcrumb (B3). */
export const ContentParentQuery = graphql(`
  query ContentParent($urlKey: String!, $lang: String!) {
    contentPageByUrl(urlKey: $urlKey, lang: $lang) {
      page_title
      meta_title
    }
  }
`);

/** A content page, drafts included, for a preview token (R6); null for a missing or invalid token. */
export const ContentPreviewQuery = graphql(`
  query ContentPreview($token: String!) {
    contentPreview(token: $token) {
      ...ContentPageFields
    }
  }
`);
