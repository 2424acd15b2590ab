/**
 * The storefront's only way to data: GraphQL operations against the shop API, in process
 * (one-process mode) or over HTTP to API_URL. Route modules call `context.api.query`. The client
 * is the API's own (`@shop/api/client`), which the server also uses to build the load context.
 */
export * from '@shop/api/client';
