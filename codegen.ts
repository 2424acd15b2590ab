import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, type DocumentNode } from 'graphql';

function operationOf(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('a document without an operation');
  return operation.operation;
}

// Resolver mappers per domain (decision 044): the GraphQL type → the domain's own model type.
const catalogMappers = {
  SimpleProduct: '../../catalog/rows.ts#ProductRow',
  ConfigurableProduct: '../../catalog/rows.ts#ProductRow',
  BundleProduct: '../../catalog/rows.ts#ProductRow',
  GiftCardProduct: '../../catalog/rows.ts#ProductRow',
  CategoryTree: '../../catalog/rows.ts#CategoryRow',
  CmsPage: '../../catalog/route.ts#CmsPageRoute',
  Products: '../../catalog/products-result.ts#ProductsResult',
};
const cartMappers = {
  Cart: '../../cart/model.ts#CartModel',
  SimpleCartItem: '../../cart/views.ts#CartLineView',
  ConfigurableCartItem: '../../cart/views.ts#CartLineView',
  BundleCartItem: '../../cart/views.ts#CartLineView',
  GiftCardCartItem: '../../cart/views.ts#CartLineView',
};
// Customer and CustomerOrder are mapped in place ({T} is the GraphQL type): their views are the
// generated types less the fields other domains answer per field, and a mapper module that named
// the generated types would be imported back by them (an import cycle, decision 042).
const checkoutMappers = {
  // Every field but the in-store ones (instore), the gift cards that paid it (giftcard) and Magento's
  // invoices, shipments and state (magento-client).
  CustomerOrder:
    "Required<Omit<{T}, '__typename' | 'applied_gift_cards' | 'is_in_store_order' | 'in_store_location' | 'in_store_table' | 'invoices' | 'shipments' | 'state'>>",
};
const customerMappers = {
  // The customer's own fields; addresses, default address ids, orders, wishlists and the newsletter flag are answered per field.
  Customer:
    "Required<Omit<{T}, '__typename' | 'addresses' | 'default_billing' | 'default_shipping' | 'is_subscribed' | 'newsletter_status' | 'orders' | 'wishlist' | 'wishlist_v2' | 'wishlists'>> & { id: number }",
};

/** Typed documents (client preset), persisted by hash: the API serves their texts by that hash. */
function typedDocuments(documents: string[]): CodegenConfig['generates'][string] {
  return {
    documents,
    preset: 'client',
    presetConfig: {
      fragmentMasking: false,
      // The client sends only the hash; the API serves these documents from persisted-documents.json.
      persistedDocuments: { hashAlgorithm: 'sha256' },
      // Queries go out as GET (cacheable), mutations as POST: the client reads the kind from here.
      onExecutableDocumentNode: (document: DocumentNode) => ({ operation: operationOf(document) }),
    },
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      documentMode: 'string',
      scalars: { JSON: 'unknown' },
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'packages/api/src/*/schema.graphql',
  generates: {
    'packages/api/src/platform/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#RequestContext',
        scalars: { JSON: 'unknown' },
        // No default mapper: a resolver answers the whole GraphQL type unless its domain maps the
        // type to the model its service returns, whose missing fields are then resolved per field.
        mappers: {
          ...catalogMappers,
          ...cartMappers,
          ...checkoutMappers,
          ...customerMappers,
        },
      },
    },
    'apps/storefront/app/graphql/': typedDocuments(['apps/storefront/app/**/*.{ts,tsx}', '!apps/storefront/app/graphql/**']),
    // The server's own questions to the API (the store directory, the sitemaps), typed the same way.
    'server/src/graphql/': typedDocuments(['server/src/**/*.ts', '!server/src/**/*.test.ts', '!server/src/graphql/**']),
  },
};

export default config;
