import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { rawRequest, shopForTests } from './test-shop.ts';

/**
 * The form routes' body budget (decision 037): every storefront route with an action, and the
 * server's own form posts (/admin, /payment). A body too large, of a type no form sends, or one
 * that does not parse is refused before any route reads it: 413, 415 or 400, never a 500.
 */
const STOREFRONT_FORMS = [
  '/cart/',
  '/cart/add/',
  '/checkout/',
  '/checkout/shipment/',
  '/checkout/payment/',
  '/checkout/failed/',
  '/checkout/restore/',
  '/cookie-consent/',
  '/customer/login/',
  '/customer/create/',
  '/customer/forgotpassword/',
  '/customer/logout/',
  '/customer/edit/',
  '/customer/address/',
  '/customer/newsletter/',
  '/cadeaukaart/saldo/',
  '/newsletter/',
  '/wishlist/',
  // React Router's data request for the same action (a fetcher's post).
  '/cart/add/_.data',
];
const SERVER_FORMS = ['/admin/login', '/payment/0123456789abcdef0123456789abcdef'];

const MB = 1024 * 1024;

const shop = shopForTests();

/** A body of `total` bytes made as it is sent, never held whole: what an abusive client streams. */
function streamedBody(total: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 'a=');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function post(path: string, contentType: string, body: string | Buffer | Readable, headers: Record<string, string> = {}) {
  return rawRequest(shop().port, {
    path,
    method: 'POST',
    body,
    // Same-origin, so the refusal below is the body's and not the cross-site check's.
    headers: { origin: shop().base, 'content-type': contentType, accept: 'text/html', 'accept-language': 'nl', ...headers },
  });
}

describe('form bodies that are not forms of ours', () => {
  it.each(STOREFRONT_FORMS)('%s: malformed JSON is refused with 415 and the translated page', async (path) => {
    const answer = await post(path, 'application/json', '{"email": "a@b.nl", ');
    expect(answer.status).toBe(415);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('Dit formulier is verstuurd in een vorm die we niet kunnen lezen.');
  });

  it.each(STOREFRONT_FORMS)('%s: a broken multipart body is refused with 400', async (path) => {
    const answer = await post(path, 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Dit verzoek konden we niet verwerken.');
  });

  it.each(STOREFRONT_FORMS)('%s: a NUL byte or bytes that are not UTF-8 in a field are refused with 400', async (path) => {
    for (const body of ['email=a%00b%40c.nl', 'email=%FF%FE', 'email=%C0%AF']) {
      const answer = await post(path, 'application/x-www-form-urlencoded', body);
      expect(answer.status, body).toBe(400);
    }
  });

  it.each(SERVER_FORMS)('%s: malformed JSON, broken multipart and NUL bytes answer below 500', async (path) => {
    for (const [type, body] of [
      ['application/json', '{"email": '],
      ['multipart/form-data; boundary=zz', '--zz\r\nbroken'],
      ['application/x-www-form-urlencoded', 'email=a%00b&password=%FF'],
    ] as const) {
      const answer = await post(path, type, body);
      expect(answer.status, `${type}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${type}`).toBeLessThan(500);
    }
  });

  it('a JSON client reads the refusal as JSON with a stable code', async () => {
    const answer = await post('/cart/add/', 'application/json', '{', { accept: 'application/json' });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
  });
});

describe('form bodies over the budget', () => {
  it.each([...STOREFRONT_FORMS, ...SERVER_FORMS])('%s: a 100 MB body is refused with 413 without being read', async (path) => {
    const answer = await post(path, 'application/x-www-form-urlencoded', streamedBody(100 * MB));
    expect(answer.status).toBe(413);
    expect(answer.body.length).toBeLessThan(10_000);
  });

  it('a declared Content-Length over the budget is refused before a byte is read, in the store language', async () => {
    const answer = await post('/cart/add/', 'application/x-www-form-urlencoded', streamedBody(100 * MB), {
      'content-length': String(100 * MB),
      cookie: 'store=de',
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('Was du geschickt hast, ist zu groß.');
  });

  it('30 clients sending 100 MB each at once: all refused, memory stays flat, the shop keeps answering', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(STOREFRONT_FORMS[i % STOREFRONT_FORMS.length]!, 'application/x-www-form-urlencoded', streamedBody(100 * MB)),
      ),
    );
    const ready = await fetch(`${shop().base}/readyz`);
    clearInterval(sampler);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 413));
    expect(ready.status).toBe(200);
    // 30 × 100 MB parsed would be gigabytes; refused after the budget it is a few megabytes.
    expect(peak - before).toBeLessThan(150 * MB);
  }, 60_000);

  it('a cross-site 100 MB post is refused (403) without its body being read', async () => {
    const answer = await post('/cart/add/', 'application/x-www-form-urlencoded', streamedBody(100 * MB), {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe('close');
  });

  it('a form within the budget still works: the cookie choice is carried out', async () => {
    const accepted = await post('/cookie-consent/', 'application/x-www-form-urlencoded', 'choice=accept&returnTo=%2F');
    expect(accepted.status).toBe(303);
    expect(accepted.headers['set-cookie']?.length).toBeGreaterThan(0);
  });
});
