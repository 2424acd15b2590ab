/**
 * Mints a content preview link (R6): `npm run preview-token -- --uid <page uid> [--lang nl|en|de]
 * [--hours 24] [--base https://shop.example]`. Uses the same `PREVIEW_SECRET` as the running shop.
 */
import { parseArgs } from 'node:util';
import { previewSecret, signPreviewToken } from '@shop/api/console';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    uid: { type: 'string' },
    lang: { type: 'string', default: 'nl' },
    hours: { type: 'string', default: '24' },
    base: { type: 'string', default: 'http://localhost:3000' },
  },
});
const secret = previewSecret();
if (!secret) fail('Set PREVIEW_SECRET (at least 32 characters) to the value the shop runs with.');
if (!values.uid) fail('Name the page: --uid <content page uid>.');
const hours = Number(values.hours);
if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) fail('--hours must be a number from 1 to 720.');
let token: string;
try {
  token = signPreviewToken(secret, { uid: values.uid, lang: values.lang ?? 'nl', expiresAt: new Date(Date.now() + hours * 3_600_000) });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
console.log(new URL(`/preview/?token=${token}`, values.base).toString());
