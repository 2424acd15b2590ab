import { describe, expect, it } from 'vitest';
import { createNonce } from './security-headers.ts';

describe('the CSP nonce', () => {
  it('is 128 random bits, base64, and never repeats across many answers (past the refill of its pool)', () => {
    const nonces = Array.from({ length: 2_000 }, () => createNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
