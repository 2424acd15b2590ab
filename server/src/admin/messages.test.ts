import { IntlMessageFormat } from 'intl-messageformat';
import { formatMessageText, germanRegisterReport, intlTag, messageCacheSize, MESSAGE_CACHE_MAX } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGUAGES, messages, t, type MessageKey } from './messages.ts';

/** The arguments a text names, each given a value a staff member would see. */
function sampleValues(text: string): Record<string, string | number> {
  return Object.fromEntries([...text.matchAll(/\{\s*(\w+)/g)].map((match) => [match[1]!, match[1] === 'count' ? 3 : `‹${match[1]}›`]));
}

describe('console texts through the shop formatter', () => {
  it('formats every console text in every language exactly as ICU MessageFormat does', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const lang of CONSOLE_LANGUAGES) {
        const text = texts[lang];
        const values = sampleValues(text);
        const expected = String(new IntlMessageFormat(text, intlTag(lang)).format(values));
        expect(t(lang, key as MessageKey, values), `${lang}:${key}`).toBe(expected);
      }
    }
  });

  it('speaks German with du, as the shop does (decision 047)', () => {
    expect(germanRegisterReport(Object.entries(messages).map(([key, texts]) => [key, texts.de] as const))).toEqual([]);
  });

  it('fills arguments, in the staff member language', () => {
    expect(t('de', 'coupons.block', { code: 'HERFST15' })).toBe('HERFST15 sperren');
    expect(t('en', 'coupons.range', { from: 1, to: 20, total: 45 })).toBe('1–20 of 45');
  });

  it('keeps its memory of parsed texts bounded whatever texts it is handed', () => {
    for (let n = 0; n < MESSAGE_CACHE_MAX + 1_000; n += 1)
      expect(formatMessageText('nl-NL', `Tekst ${n} {name}`, { name: n })).toBe(`Tekst ${n} ${n}`);
    expect(messageCacheSize()).toBe(MESSAGE_CACHE_MAX);
  });
});
