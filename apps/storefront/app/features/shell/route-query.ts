import { graphql } from '../../graphql/index.ts';

export const RouteQuery = graphql(`
  query Route($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
      id
    }
  }
`);
