import { IntlMessageFormat } from 'intl-messageformat';
import { formatMessage, germanRegisterReport, intlTag, locales } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_TEXTS } from '../checkout/order-mail.ts';
import { RESET_MAIL_TEXTS, WELCOME_MAIL_TEXTS } from '../customer/mails.ts';
import { GIFT_CARD_MAIL_TEXTS } from '../giftcard/card-mail.ts';
import { CONFIRM_TEXTS, COUPON_TEXTS } from '../newsletter/mails.ts';

const MAILS = {
  order: ORDER_MAIL_TEXTS,
  welcome: WELCOME_MAIL_TEXTS,
  reset: RESET_MAIL_TEXTS,
  giftCard: GIFT_CARD_MAIL_TEXTS,
  newsletterConfirm: CONFIRM_TEXTS,
  newsletterCoupon: COUPON_TEXTS,
};

/** Every text of a mail language, nested lists included, with where it sits. */
function textsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${at}.${key}`));
  return [];
}

describe('e-mail texts through the shop formatter', () => {
  it('has every mail in nl, en and de, each text formatted exactly as ICU MessageFormat does', () => {
    for (const [mail, texts] of Object.entries(MAILS)) {
      expect(Object.keys(texts).sort(), mail).toEqual([...locales].sort());
      for (const locale of locales) {
        for (const [at, text] of textsOf(texts[locale], `${mail}.${locale}`)) {
          // Names a shopper typed are values, never patterns: an apostrophe or brace in one stays as typed.
          const values = Object.fromEntries([...text.matchAll(/\{\s*(\w+)/g)].map((match) => [match[1]!, "O'Brien {x}"]));
          expect(formatMessage(locale, text, values), at).toBe(String(new IntlMessageFormat(text, intlTag(locale)).format(values)));
        }
      }
    }
  });

  it('writes every German mail with du, as the shop does (decision 047)', () => {
    expect(germanRegisterReport(Object.entries(MAILS).flatMap(([mail, texts]) => textsOf(texts.de, `${mail}.de`)))).toEqual([]);
  });

  it('fills a greeting and a subject with the values as given', () => {
    expect(formatMessage('nl', ORDER_MAIL_TEXTS.nl.subject, { number: '000000123' })).toBe('Bedankt voor je bestelling 000000123');
    expect(formatMessage('en', GIFT_CARD_MAIL_TEXTS.en.gift, { sender: "O'Brien {x}", amount: '€ 25,00' })).toBe(
      "O'Brien {x} has sent you a Van Arkel gift card worth € 25,00.",
    );
  });
});
