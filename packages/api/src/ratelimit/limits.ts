/**
 * Every rate limit of the API in one place (decision 034): hits per client address and, where the
 * request names one, per account (an e-mail address or a cart). Counted before any work starts, in
 * fixed windows; a hit over the limit answers TOO_MANY_REQUESTS (HTTP 429 with Retry-After).
 *
 * The numbers sit far above what one shopper does (a cart per visit, a sign-in or two, one sign-up)
 * and leave room for a household or an office behind one address, while one client can no longer
 * fill the tables, burn CPU on password hashes or flood an inbox.
 */
export interface Window {
  /** Hits allowed within the window. */
  points: number;
  /** Length of the window in seconds. */
  seconds: number;
}

export interface RateLimit {
  /** Per client address (an IPv6 client by its /64 network). */
  address: Window;
  /** Per account, e-mail address, card or cart the request names; absent where there is none. */
  account?: Window;
}

const perMinute = (points: number): Window => ({ points, seconds: 60 });
const perTenMinutes = (points: number): Window => ({ points, seconds: 600 });

export const RATE_LIMITS = {
  /** A new guest cart (createEmptyCart, and any path that creates one): a shopper needs one per visit. */
  cart: { address: perMinute(30) },
  /**
   * generateCustomerToken: each attempt costs a password hash (~30 ms of CPU). The account's own
   * lock (10 wrong passwords in 10 minutes, customer/throttle.ts) stays; this bounds the CPU one client can spend.
   */
  signIn: { address: perMinute(20), account: perTenMinutes(30) },
  /** createCustomer, createCustomerV2: a password hash and a welcome mail each. */
  signUp: { address: perTenMinutes(20), account: perTenMinutes(5) },
  /** requestPasswordResetEmail; at most 3 mails an hour still reach one account (password-reset.ts). */
  passwordResetRequest: { address: perTenMinutes(10), account: perTenMinutes(10) },
  /** passwordResetTokenState: the new-password page asks it on every load; no hash, one lookup. */
  passwordResetCheck: { address: perMinute(30), account: perTenMinutes(30) },
  /** resetPassword: a password hash each. */
  passwordReset: { address: perTenMinutes(10), account: perTenMinutes(10) },
  /** subscribeEmailToNewsletter; at most 3 confirmation mails an hour still reach one address (newsletter/service.ts). */
  newsletter: { address: perTenMinutes(10), account: perTenMinutes(10) },
  /** giftCardAccount and applying a card: guessing numbers; a card's own PIN lock (10 in 10 minutes) stays. */
  giftCard: { address: perMinute(20) },
  /** placeOrder, per address and per cart: stock checks, a payment and a mail each. */
  placeOrder: { address: perMinute(10), account: perMinute(10) },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Counts hits against RATE_LIMITS. */
export interface RateLimits {
  /**
   * Counts one hit of `name` for the client address and, when given, for the account; throws
   * TOO_MANY_REQUESTS when either is over its limit. A caller without an address (the server's own
   * calls in process, tests) is counted per account only.
   */
  hit(name: RateLimitName, clientAddress: string | null, account?: string | null): Promise<void>;
  /**
   * Resolves once the store takes hits (Redis connected), or after `timeoutMs`; until Redis answers,
   * each process counts in memory.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Lets go of the store's connection (Redis); nothing to do for the database or memory. */
  close(): Promise<void>;
}
