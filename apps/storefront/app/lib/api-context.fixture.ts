import type { AppLoadContext } from 'react-router';
import { storeConfigFixture } from '../features/shell/shell-store.fixture.ts';

/** Answers one GraphQL operation of a faked API: its variables, and the customer token it was sent with. */
export type OperationHandler = (variables: Record<string, unknown>, token: string | null) => unknown;

export interface ApiCall {
  operation: string;
  variables: Record<string, unknown>;
  /** Only recorded when the context was made with a `customerToken`. */
  token?: string | null;
}

export interface FakeContextOptions {
  language?: 'nl' | 'en' | 'de';
  isProduction?: boolean;
  secureCookies?: boolean;
  /** Signs the API client in (null: a guest whose client can sign in); calls then record their token. */
  customerToken?: string | null;
}

/**
 * A load context for server module tests whose API answers per operation name (an operation without a
 * handler fails the test) and records what was asked, and whose log keeps the warnings' messages.
 */
export function fakeContext(handlers: Record<string, OperationHandler>, options: FakeContextOptions = {}) {
  const { language = 'nl', isProduction = false, secureCookies = false } = options;
  const tracksToken = 'customerToken' in options;
  const calls: ApiCall[] = [];
  const warnings: string[] = [];
  const client = (customerToken: string | null): unknown => ({
    storeCode: language,
    customerToken,
    withCustomerToken: (next: string | null) => client(next),
    async query(document: { toString(): string }, variables?: Record<string, unknown>) {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? '';
      calls.push({ operation, variables: variables ?? {}, ...(tracksToken ? { token: customerToken } : {}) });
      const handler = handlers[operation];
      if (!handler) throw new Error(`unexpected operation ${operation}`);
      return handler(variables ?? {}, customerToken);
    },
  });
  const context = {
    storeCode: language,
    // The store configuration the server loads at start (decision 057).
    store: { storeConfig: storeConfigFixture({ code: language, language }), availableStores: [] },
    language,
    requestId: 'test',
    isProduction,
    secureCookies,
    log: { warn: (_: object, message: string) => warnings.push(message), error() {} },
    api: client(options.customerToken ?? null),
  } as unknown as AppLoadContext;
  return { context, calls, warnings };
}
