/**
 * What a search answer holds around its products (the product count and filters, the category
 * links and the suggestions), as the storefront asks it: its `SearchAround` fragment, read from the
 * storefront module that declares it (as its code generator reads it), so the search tests and the
 * search benchmark ask exactly what the quick search asks (`...SearchAround`, with this text in the
 * document).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print } from 'graphql';

const STOREFRONT_SEARCH_QUERIES = fileURLToPath(
  new URL('../../../../apps/storefront/app/features/search/search-query.ts', import.meta.url),
);

/** A fragment the storefront's search module declares (in one of its graphql(`…`) documents), as GraphQL text. */
export function storefrontSearchFragment(name: string): string {
  const source = readFileSync(STOREFRONT_SEARCH_QUERIES, 'utf8');
  for (const [, text] of source.matchAll(/graphql\(`([^`]*)`\)/g)) {
    const fragment = parse(text ?? '').definitions.find((node) => node.kind === Kind.FRAGMENT_DEFINITION && node.name.value === name);
    if (fragment) return print(fragment);
  }
  throw new Error(`the storefront's search module declares no fragment ${name}`);
}

export const SEARCH_AROUND = storefrontSearchFragment('SearchAround');
