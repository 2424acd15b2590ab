/** API figures: the product page's GraphQL query under load, and add to cart call by call. */
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { CartAddConfigurableDocument, CartCreateEmptyDocument, ProductPageDocument } from '@shop/storefront/documents';
import { planCartAdds, type CartAdd, type CartCandidate } from './cart-plan.ts';
import { runLoad, warmUp, type LoadResult, type LoadSettings } from './load.ts';
import { rotation, summarize, type LatencySummary } from './stats.ts';
import { graphqlCall, type BenchProduct } from './targets.ts';

// The storefront's own documents, so the figures are for the queries its pages send.
const PRODUCT_PAGE = ProductPageDocument.toString();
const CREATE_EMPTY_CART = CartCreateEmptyDocument.toString();
const ADD_CONFIGURABLE = CartAddConfigurableDocument.toString();
const STORE = 'nl';

/** GraphQL product detail (the product page's query) as POST /graphql, rotating over the products. */
export async function productDetailLoad(products: readonly BenchProduct[], settings: LoadSettings): Promise<LoadResult> {
  for (const product of products) await graphqlCall(settings.base, PRODUCT_PAGE, { sku: product.sku }, STORE);
  const requests = products.map((product) => ({
    path: '/graphql',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', store: STORE },
    body: JSON.stringify({ query: PRODUCT_PAGE, variables: { sku: product.sku } }),
  }));
  return runLoad('GraphQL product detail', requests, settings);
}

/**
 * The same query as the storefront sends it to a remote API: GET with the persisted document's
 * hash only (cacheable by a CDN). Undefined when the generated documents carry no hash.
 */
export async function persistedProductDetailLoad(
  products: readonly BenchProduct[],
  settings: LoadSettings,
): Promise<LoadResult | undefined> {
  const hash = (ProductPageDocument as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') return undefined;
  const requests = products.map((product) => ({
    path: `/graphql?${new URLSearchParams({ documentId: hash, variables: JSON.stringify({ sku: product.sku }) })}`,
    headers: { accept: 'application/json', store: STORE },
  }));
  const first = requests[0];
  if (first) {
    const answer = (await (await fetch(`${settings.base}${first.path}`, { headers: first.headers })).json()) as {
      errors?: { message: string }[];
    };
    if (answer.errors?.length) throw new Error(`persisted GET: ${answer.errors.map((e) => e.message).join('; ')}`);
  }
  await warmUp(settings.base, requests);
  return runLoad('GraphQL product detail, persisted GET', requests, settings);
}

const VARIANT_STOCK = `query BenchVariantStock($skus: [String!]!) {
  products(filter: { sku: { in: $skus } }, pageSize: 100) {
    items { sku ... on ConfigurableProduct { variants { product { sku stock_left stockItem { max_sale_qty } } } } }
  }
}`;

interface VariantStockAnswer {
  products: {
    items: { sku: string; variants?: { product: { sku: string; stock_left: number | null; stockItem: { max_sale_qty: number } } }[] }[];
  };
}

/** In-stock variants of the benchmark's products, with how many units one cart may take of each. */
export async function cartCandidates(base: string, products: readonly BenchProduct[]): Promise<CartCandidate[]> {
  const answer = await graphqlCall<VariantStockAnswer>(base, VARIANT_STOCK, { skus: products.map((p) => p.sku) }, STORE);
  return answer.products.items.flatMap((item) =>
    (item.variants ?? [])
      .map((variant) => ({
        sku: variant.product.sku,
        parentSku: item.sku,
        capacity: Math.min(variant.product.stock_left ?? 0, variant.product.stockItem.max_sale_qty),
      }))
      .filter((candidate) => candidate.capacity > 0),
  );
}

export interface CartRunResult extends Partial<LatencySummary> {
  name: string;
  calls: number;
  errors: number;
  firstError?: string;
  /** Lines in the cart at the end of the run (the one-cart run grows as a real cart does). */
  finalLines?: number;
}

const MAX_RUN_MS = 120_000;

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function sequential(name: string, calls: number, call: (index: number) => Promise<number>): Promise<CartRunResult> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const deadline = Date.now() + MAX_RUN_MS;
  for (let index = 0; index < calls && Date.now() < deadline; index += 1) {
    try {
      samples.push(await call(index));
    } catch (error) {
      errors += 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  }
  return {
    name,
    calls: samples.length + errors,
    errors,
    ...(firstError ? { firstError } : {}),
    ...(samples.length ? summarize(samples) : {}),
  };
}

const addToCart = (base: string, cartId: string, add: CartAdd) =>
  graphqlCall<{ addConfigurableProductsToCart: { cart: { items: unknown[] } } }>(
    base,
    ADD_CONFIGURABLE,
    { cartId, parentSku: add.parentSku, sku: add.sku, quantity: add.quantity },
    STORE,
  );

const createCart = async (base: string) =>
  (await graphqlCall<{ createEmptyCart: string }>(base, CREATE_EMPTY_CART, {}, STORE)).createEmptyCart;

/**
 * A new cart as the next of many shoppers makes it: from its own loopback address (127.0.0.2 to
 * 127.0.0.251; the bench's shop listens on 127.0.0.1), as the API allows one address 30 new carts
 * a minute (decision 034) and the run times carts, not that limit.
 */
function createCartAs(base: string, shopper: number): Promise<string> {
  const body = JSON.stringify({ query: CREATE_EMPTY_CART, variables: {} });
  const url = new URL('/graphql', base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: `127.0.0.${2 + (shopper % 250)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), store: STORE },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { createEmptyCart?: string } };
          const cartId = answer.data?.createEmptyCart;
          if (cartId) resolve(cartId);
          else reject(new Error(`GraphQL ${res.statusCode ?? 0}: no cart`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Add to cart through GraphQL, one call after the other: (a) into one existing cart, (b) each
 * into a new cart (createEmptyCart + add, timed together: what a first add costs a shopper).
 */
export async function addToCartRuns(
  base: string,
  candidates: readonly CartCandidate[],
  calls: number,
  /** Added to each run's name (what the database holds), e.g. ", 100,000 carts and orders". */
  label = '',
): Promise<CartRunResult[]> {
  const plan = planCartAdds(candidates, calls);
  // A few unmeasured calls first, so the runs do not time the first use of each code path.
  const warmCart = await createCart(base);
  for (const add of plan.slice(0, 5)) await addToCart(base, warmCart, add);

  const cartId = await createCart(base);
  let finalLines = 0;
  const existing = await sequential(`add to cart, existing cart${label}`, plan.length, (index) =>
    timed(async () => {
      const answer = await addToCart(base, cartId, plan[index] as CartAdd);
      finalLines = answer.addConfigurableProductsToCart.cart.items.length;
    }),
  );
  const nextCandidate = rotation(candidates);
  const fresh = await sequential(`add to cart, new cart${label}`, calls, (index) =>
    timed(async () => {
      const candidate = nextCandidate();
      await addToCart(base, await createCartAs(base, index), { sku: candidate.sku, parentSku: candidate.parentSku, quantity: 1 });
    }),
  );
  return [{ ...existing, finalLines }, fresh];
}
