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

/** A configurable product and one of its sizes in stock. */
export interface SizeInStock {
  parentSku: string;
  sku: string;
  name: string;
  urlKey: string;
}

/**
 * Up to `count` configurable products, each with one of its sizes that has at least `minimum` in
 * stock, among the first products of an empty search (in `store`, when given; else the default store).
 */
export async function sizesInStock(
  base: string,
  { store, count = 1, minimum = 1 }: { store?: string; count?: number; minimum?: number } = {},
): Promise<SizeInStock[]> {
  const { products } = await askShop<{
    products: {
      items: { sku: string; name: string; url_key: string; variants?: { product: { sku: string; stock_left: number | null } }[] }[];
    };
  }>(
    base,
    `
      {
        products(search: "", pageSize: 40) {
          items {
            sku
            name
            url_key
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
    store ? { store } : {},
  );
  const found: SizeInStock[] = [];
  for (const item of products.items) {
    const variant = item.variants?.find((v) => (v.product.stock_left ?? 0) >= minimum);
    if (variant) found.push({ parentSku: item.sku, sku: variant.product.sku, name: item.name, urlKey: item.url_key });
    if (found.length === count) break;
  }
  return found;
}

/** A configurable product and one of its sizes with at least `minimum` in stock, among the first products of an empty search in `store`. */
export async function sizeInStock(base: string, store: string, minimum = 1): Promise<SizeInStock> {
  const [size] = await sizesInStock(base, { store, minimum });
  if (!size) throw new Error(`no configurable product with ${minimum} in stock in store ${store}`);
  return size;
}

/** Puts `quantity` of each size in the cart, as the storefront's add-to-cart does. */
export async function addSizesToCart(base: string, cartId: string, sizes: SizeInStock[], quantity = 1): Promise<void> {
  await askShop(
    base,
    `
      mutation ($input: AddConfigurableProductsToCartInput!) {
        addConfigurableProductsToCart(input: $input) {
          cart {
            id
          }
        }
      }
    `,
    { input: { cart_id: cartId, cart_items: sizes.map((size) => ({ parent_sku: size.parentSku, data: { sku: size.sku, quantity } })) } },
  );
}
