/**
 * `@shop/api/client`: how a program talks to the shop API — the typed client and its transports
 * (the API's in-process runner or HTTP). Used by the storefront's loaders and by the server's own
 * questions; it carries nothing of the API's implementation.
 */
export {
  ApiError,
  createApiClient,
  createHttpTransport,
  type ApiAnswer,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorItem,
  type ApiFetch,
  type ApiOperation,
  type ApiTransport,
  type HttpTransportOptions,
  type TypedDocument,
} from './client/api-client.ts';
