import { GraphQLError } from 'graphql';

/** Magento's error categories, carried in `extensions.category` (checklist E10). */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

/** An expected failure a caller can act on: shown to the shopper, never masked. */
export function userError(message: string, category: ErrorCategory = 'graphql-input', extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { category, ...extra } });
}

export const inputError = (message: string) => userError(message, 'graphql-input');
export const notFoundError = (message: string) => userError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => userError(message, 'graphql-authorization');
