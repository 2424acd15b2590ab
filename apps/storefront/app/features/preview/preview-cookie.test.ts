import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE, previewCookie, previewCookieRemoval, previewTokenPayload } from './preview-cookie.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const tokenFor = (payload: object) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;

describe('the preview cookie (L21)', () => {
  it('keeps a token the API accepted until the token expires', () => {
    const token = tokenFor({ uid: 'over-ons', lang: 'nl', exp: NOW.getTime() / 1000 + 3600 });
    expect(previewTokenPayload(token)).toEqual({ uid: 'over-ons', exp: NOW.getTime() / 1000 + 3600 });
    const cookie = previewCookie(token, NOW, true);
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${token}`);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('sets nothing for an expired or unreadable token', () => {
    expect(previewCookie(tokenFor({ uid: 'over-ons', exp: NOW.getTime() / 1000 - 1 }), NOW, false)).toBeNull();
    expect(previewCookie('not-a-token', NOW, false)).toBeNull();
  });

  it('ends preview mode by expiring the cookie', () => {
    expect(previewCookieRemoval(false)).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0; Path=/`));
  });
});
