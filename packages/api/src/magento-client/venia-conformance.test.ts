/**
 * Venia's documents against the shop's schema (decision 061): every operation document a CE build of
 * PWA Studio's Venia sends is validated as the server would validate it. A document that is invalid
 * must be named in decision 061 with its reason, and one named there must still be invalid, so the
 * decision's list and figure stay true.
 */
import { readFileSync } from 'node:fs';
import { parse, print, validate, type GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../platform/graphql.ts';
import { resolvers } from '../platform/resolvers.ts';
import { forServer, veniaDocuments, veniaVersion } from './venia-documents.fixture.ts';

const DECISION = new URL('../../../../docs/decisions/061-venia-document-conformance.md', import.meta.url);
/** The share of Venia's documents that must validate: issue 19's 95 %, reached (decision 061). */
const MINIMUM_VALID_SHARE = 0.95;

const schema: GraphQLSchema = createSchema({ typeDefs: loadTypeDefs(), resolvers });
const documents = veniaDocuments();
const sent = documents.filter((document) => document.document !== null);
const problems = new Map(
  sent.map((document) => [document.key, validate(schema, document.document!).map((error) => error.message)] as const),
);
const invalid = [...problems].filter(([, errors]) => errors.length > 0).map(([key]) => key);

/** Decision 061's table of documents that stay invalid: `| \`key\` | reason |`. */
function listedInDecision(): Map<string, string> {
  const text = readFileSync(DECISION, 'utf8');
  const section = text.slice(text.indexOf('## Documents that stay invalid'));
  const rows = [...section.matchAll(/^\| `([^`]+#[^`]+)` +\| (.+?) +\|$/gm)];
  return new Map(rows.map((row) => [row[1]!, row[2]!]));
}

describe("Venia's documents (decision 061)", () => {
  it('reads the pinned Venia packages and builds every template', () => {
    expect(veniaVersion('@magento/venia-ui')).toBe('11.7.3');
    expect(veniaVersion('@magento/peregrine')).toBe('15.7.3');
    expect(documents.filter((document) => document.extractionError)).toEqual([]);
    // The product page's and the cart page's documents are among them, fragments resolved across files.
    const productPage = sent.find((document) =>
      document.key.endsWith('/RootComponents/Product/product.gql.js#getProductDetailForProductPage'),
    );
    expect(print(productPage!.document!)).toContain('fragment ProductDetailsFragment on ProductInterface');
    expect(sent.map((document) => document.key)).toContain('peregrine/lib/talons/CartPage/cartPage.gql.js#GetCartDetails');
  });

  it('takes the CE variant of a module and never an Adobe Commerce one', () => {
    const keys = documents.map((document) => document.key);
    expect(keys.some((key) => /\.(ee|ac)\.js#/.test(key))).toBe(false);
    expect(keys).toContain('peregrine/lib/talons/ProductFullDetail/productFullDetail.gql.ce.js#AddProductToCart');
  });

  it('removes @client selections and @connection as Apollo does before sending', () => {
    const document = forServer(
      parse(`query Q($id: String!, $local: Int) {
        cart(cart_id: $id) @connection(key: "Cart") { id isBillingSame @client(n: $local) prices { grand_total @client } }
      }`),
    );
    expect(print(document!)).toBe(print(parse('query Q($id: String!) { cart(cart_id: $id) { id prices { __typename } } }')));
    // A document with nothing left for the server is not sent at all.
    expect(forServer(parse('query Local { isSignedIn @client }'))).toBeNull();
  });

  it('names every invalid document in decision 061 with its reason, and only those', () => {
    const listed = listedInDecision();
    const unlisted = invalid.filter((key) => !listed.has(key)).map((key) => `${key}: ${problems.get(key)!.join(' | ')}`);
    const nowValid = [...listed.keys()].filter((key) => !invalid.includes(key));
    expect(unlisted, 'invalid documents not listed in decision 061').toEqual([]);
    expect(nowValid, 'documents listed in decision 061 that are valid (or gone): remove them from the list').toEqual([]);
  });

  it('states the figure the decision gives, and no less than the share reached', () => {
    const valid = sent.length - invalid.length;
    expect(readFileSync(DECISION, 'utf8')).toContain(`**${valid} of ${sent.length}**`);
    expect(valid / sent.length).toBeGreaterThanOrEqual(MINIMUM_VALID_SHARE);
  });
});
