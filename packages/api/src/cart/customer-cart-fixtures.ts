/**
 * Test support for customer carts and orders: customers, tokens (valid, revoked, expired) and saved
 * addresses written straight into the database. Used by tests only.
 */
import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../customer/auth.ts';
import { customerAddresses, customers, customerTokens } from '../customer/tables.ts';
import type { Db } from '../platform/db.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface TestCustomer {
  id: number;
  email: string;
  /** A valid Bearer token. */
  token: string;
}

/** A customer with a valid token (any password hash: these tests never sign in with a password). */
export async function newCustomer(db: Db, name = 'klant', storeCode = 'nl'): Promise<TestCustomer> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await db
    .insert(customers)
    .values({ email, passwordHash: 'unused', firstname: 'Piet', lastname: name, storeCode })
    .returning({ id: customers.id });
  const id = row!.id;
  return { id, email, token: await tokenFor(db, id) };
}

/** A token of the customer: valid, revoked or expired. */
export async function tokenFor(db: Db, customerId: number, state: 'valid' | 'revoked' | 'expired' = 'valid'): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(customerTokens).values({
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(state === 'expired' ? now - 1000 : now + 7 * DAY),
    revokedAt: state === 'revoked' ? new Date(now - 1000) : null,
  });
  return token;
}

export const SAVED_ADDRESS = {
  firstname: 'Piet',
  lastname: 'Jansen',
  company: 'Jansen Mode',
  street: ['Kalverstraat', '1', 'A'],
  postcode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'NL',
  telephone: '0201234567',
};

/** A saved address of the customer; returns its id. */
export async function savedAddress(db: Db, customerId: number, values: Partial<typeof SAVED_ADDRESS> = {}): Promise<number> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ customerId, ...SAVED_ADDRESS, ...values })
    .returning({ id: customerAddresses.id });
  return row!.id;
}
