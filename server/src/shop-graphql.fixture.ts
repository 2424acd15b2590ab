/** A running shop's GraphQL endpoint asked over HTTP, as a client in the browser or a Magento client asks it. */

/** Asks `query` at `base`/graphql with the given headers (the store: `{ store: 'de' }`); a GraphQL error fails the test with the errors named. */
export async function askShop<T>(base: string, query: string, variables: object = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A configurable product and one of its sizes with at least `minimum` in stock, among the first products of an empty search in `store`. */
export async function sizeInStock(base: string, store: string, minimum = 1): Promise<{ parentSku: string; sku: string }> {
  const { products } = await askShop<{
    products: { items: { sku: string; variants?: { product: { sku: string; stock_left: number | null } }[] }[] };
  }>(
    base,
    `
      {
        products(search: "", pageSize: 40) {
          items {
            sku
            ... on ConfigurableProduct {
              variants {
                product {
                  sku
                  stock_left
                }
              }
            }
          }
        }
      }
    `,
    {},
    { store },
  );
  for (const item of products.items) {
    const variant = item.variants?.find((v) => (v.product.stock_left ?? 0) >= minimum);
    if (variant) return { parentSku: item.sku, sku: variant.product.sku };
  }
  throw new Error(`no configurable product with ${minimum} in stock in store ${store}`);
}
