import { graphql } from '../../graphql/index.ts';

/** The content page of uid `404` in the store language (000 §2 Not-found screen; L8). */
export const NotFoundPageQuery = graphql(`
  query NotFoundPage($lang: String!) {
    contentPage(uid: "404", lang: $lang) {
      ...ContentPageFields
    }
  }
`);
