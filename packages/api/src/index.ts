export { createApi, type Api, type ApiOptions } from './platform/graphql.ts';
export type { OperationRequest, OperationResult, OperationRunner } from './platform/operations.ts';
export { readPersistedDocuments, type PersistedDocuments } from './platform/persisted-documents.ts';
export { openDatabase, hasRows, type Database, type Db } from './platform/db.ts';
export type { Logger } from './platform/logger.ts';
export { createMailer, type Mailer, type MailMessage } from './platform/mail.ts';
export { createRateLimits } from './ratelimit/limiter.ts';
export type { RateLimits } from './ratelimit/limits.ts';
