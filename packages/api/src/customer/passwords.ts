/**
 * Password hashing and the spec's password rules (V4). Argon2id with OWASP's minimum parameters
 * (m = 19 MiB, t = 2, p = 1); see decision 021.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordSchema, validationMessages, type ValidationMessageKey } from '@shop/rules';
import { randomBytes } from 'node:crypto';
import { userError } from '../platform/errors.ts';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Passwords longer than this are refused before hashing, so a huge input costs nothing. */
const MAX_PASSWORD_INPUT = 1024;

/** The argon2id hash of a password, in PHC string form (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummy: Promise<string> | null = null;

/** A hash of a random secret, verified against for unknown e-mail addresses so both take equal time. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

// Made at start, so the first unknown address is not slower than a known one.
void dummyHash();

let verifications = 0;

/** How many password checks this process has run (each costs an argon2 hash): what limits must keep low. */
export function passwordVerifications(): number {
  return verifications;
}

/** Whether the password matches the stored hash; with no hash the check still takes as long. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  verifications += 1;
  if (password.length > MAX_PASSWORD_INPUT) {
    await verify(await dummyHash(), 'x').catch(() => false);
    return false;
  }
  if (storedHash == null) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Throws the rule's message (graphql-input, with field and key) when a new password breaks V4. */
export function assertPasswordRules(password: string, field = 'password'): void {
  const parsed = passwordSchema.safeParse(password);
  if (parsed.success) return;
  const key = (parsed.error.issues[0]?.message ?? 'password.required') as ValidationMessageKey;
  throw userError(
    'CUSTOMER_FIELD_INVALID',
    { field, rule: key },
    validationMessages[key] ?? validationMessages['password.required'],
    'graphql-input',
    {
      field,
      key,
    },
  );
}
