import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../platform/testing.ts';
import { PREVIEW_TOKEN_MAX_LENGTH, previewSecret, signPreviewToken, verifyPreviewToken } from './preview.ts';
import { contentDocuments } from './tables.ts';

const SECRET = 'a-test-preview-secret-of-enough-length-0123456789';
const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = new Date('2026-03-01T13:00:00Z');
const PREVIEW = `query Preview($token: String!) { contentPreview(token: $token) { uid lang page_title meta_robots body { slice_type } } }`;

describe('preview tokens', () => {
  it('R6: a signed token opens its page until it expires', () => {
    const token = signPreviewToken(SECRET, { uid: 'summer-draft', lang: 'de', expiresAt: LATER });
    expect(verifyPreviewToken(SECRET, token, NOW)).toEqual({ uid: 'summer-draft', lang: 'de' });
    expect(verifyPreviewToken(SECRET, token, LATER)).toBeNull();
  });

  it('R6: a token signed with another secret, or altered, is refused', () => {
    const token = signPreviewToken(SECRET, { uid: 'summer-draft', lang: 'nl', expiresAt: LATER });
    expect(verifyPreviewToken(`${SECRET}-other`, token, NOW)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ uid: 'other-page', lang: 'nl', exp: LATER.getTime() / 1000 })).toString('base64url');
    expect(verifyPreviewToken(SECRET, `${forged}.${signature}`, NOW)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${payload}.${signature.slice(0, -2)}xx`, NOW)).toBeNull();
  });

  it('R6: missing, malformed, hostile and oversized tokens are refused', () => {
    for (const token of [
      '',
      '.',
      'abc',
      'a.b.c',
      '<script>alert(1)</script>.x',
      "' OR 1=1 --.x",
      'x'.repeat(PREVIEW_TOKEN_MAX_LENGTH + 1),
    ]) {
      expect(verifyPreviewToken(SECRET, token, NOW)).toBeNull();
    }
  });

  it('R6: preview is off without a secret of at least 32 characters', () => {
    expect(previewSecret({})).toBeNull();
    expect(previewSecret({ PREVIEW_SECRET: 'short' })).toBeNull();
    expect(previewSecret({ PREVIEW_SECRET: SECRET })).toBe(SECRET);
    expect(() => signPreviewToken('short', { uid: 'x', lang: 'nl', expiresAt: LATER })).toThrow();
  });
});

describe('contentPreview query', () => {
  let t: TestApi;
  const before = process.env.PREVIEW_SECRET;

  beforeAll(async () => {
    process.env.PREVIEW_SECRET = SECRET;
    t = await createTestApi({ products: 20, now: () => NOW });
    await t.db.insert(contentDocuments).values({
      type: 'page',
      uid: 'summer-draft',
      lang: 'nl',
      urlKey: 'zomer',
      published: false,
      data: {
        meta_title: 'Zomer',
        meta_robots: 'index,follow',
        page_title: 'Zomer (concept)',
        url_key: 'zomer',
        parent_page: null,
        navigation_list: [],
        body: [{ slice_type: 'divider', primary: {}, fields: [] }],
      },
    });
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.PREVIEW_SECRET;
    else process.env.PREVIEW_SECRET = before;
    await t?.close();
  });

  it('R6: a valid token shows the draft page, which the ordinary queries do not', async () => {
    const token = signPreviewToken(SECRET, { uid: 'summer-draft', lang: 'nl', expiresAt: LATER });
    const preview = await t.query(PREVIEW, { token });
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.contentPreview).toMatchObject({
      uid: 'summer-draft',
      page_title: 'Zomer (concept)',
      body: [{ slice_type: 'divider' }],
    });
    const published = await t.query(`{ contentPage(uid: "summer-draft", lang: "nl") { uid } }`);
    expect(published.data?.contentPage).toBeNull();
  });

  it('R6: an expired, forged or unknown-page token gives null, not an error', async () => {
    const expired = signPreviewToken(SECRET, { uid: 'summer-draft', lang: 'nl', expiresAt: new Date(NOW.getTime() - 1000) });
    const forged = signPreviewToken(`${SECRET}-x`, { uid: 'summer-draft', lang: 'nl', expiresAt: LATER });
    const unknown = signPreviewToken(SECRET, { uid: 'no-such-page', lang: 'nl', expiresAt: LATER });
    for (const token of [expired, forged, unknown, '', 'x'.repeat(5000)]) {
      const result = await t.query(PREVIEW, { token });
      expect(result.errors).toBeUndefined();
      expect(result.data?.contentPreview).toBeNull();
    }
  });

  it('R6: a token is required', async () => {
    const result = await t.query('{ contentPreview { uid } }');
    expect(result.errors?.[0]?.message).toMatch(/argument "token" of type "String!" is required/);
  });
});
