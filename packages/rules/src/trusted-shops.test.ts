import { describe, expect, it } from 'vitest';
import { isTrustedShopsId, trustedShopsReviewsUrl } from './trusted-shops.ts';

const ID = `X${'0123456789ABCDEF'.repeat(2)}`;

describe('Trusted Shops reviews page', () => {
  it("is the store's own profile on Trusted Shops' site for the shopper's language", () => {
    expect(trustedShopsReviewsUrl(ID, 'de')).toBe(`https://www.trustedshops.de/bewertung/info_${ID}.html`);
    expect(trustedShopsReviewsUrl(ID, 'nl')).toBe(`https://www.trustedshops.nl/verkopersbeoordeling/info_${ID}.html`);
    expect(trustedShopsReviewsUrl(ID, 'en')).toBe(`https://www.trustedshops.eu/buyerrating/info_${ID}.html`);
  });

  it('is no page at all without a real shop id: none, the old placeholder, or anything else', () => {
    for (const wrong of [null, undefined, '', 'X', `x${ID.slice(1)}`, `${ID}0`, `${ID}.html`, 'X"><script>']) {
      expect(isTrustedShopsId(wrong)).toBe(false);
      expect(trustedShopsReviewsUrl(wrong, 'de')).toBeNull();
    }
  });
});
