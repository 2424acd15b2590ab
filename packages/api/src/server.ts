/**
 * `@shop/api/server`: what the shop's server needs to run the API — open and migrate the database,
 * build the GraphQL API with its mailer, rate limits and persisted documents, the jobs every API
 * process runs, and the API's other web faces the server mounts (the sandbox payment provider's
 * pages, the tabletop session service, the development mail outbox) — and the database's change
 * feed alone, for a storefront process that keeps pages apart from the API.
 */
import { createRateLimits } from './ratelimit/limiter.ts';

export { createApi, type Api, type ApiOptions } from './platform/graphql.ts';
export type { OperationRequest, OperationResult, OperationRunner } from './platform/operations.ts';
export { readPersistedDocuments, type PersistedDocuments } from './platform/persisted-documents.ts';
export { openDatabase, hasRows, type Database, type Db } from './platform/db.ts';
// A process that keeps pages without running the API (SHOP_ROLE=storefront) listens to the database's
// change feed on its own connection, without a pool or migrations (decision 063).
export { listenPostgres, type ChangeFeed, type ChangeSubscriber } from './platform/change-feed.ts';
export type { Logger } from './platform/logger.ts';
export { createMailer, type Mailer, type MailMessage } from './platform/mail.ts';
export { findOutboxMail, listOutboxMails, type OutboxMail } from './platform/outbox.ts';
export { createRateLimits };
/** The shop's rate limits (ratelimit/): what `createRateLimits` answers. */
export type RateLimits = ReturnType<typeof createRateLimits>;
export { startReservationExpiry, type ReservationExpiryJob } from './checkout/reservations.ts';
export {
  decideSandboxPayment,
  describeSandboxPayment,
  isPaymentReference,
  storePageLanguage,
  type HostedPayment,
  type PaymentCommandContext,
  type SandboxAction,
} from './checkout/payment-provider.ts';
export { findSession, refreshSession, type InStoreSession } from './instore/service.ts';
export { applyStoreBaseUrls } from './store/addresses.ts';
