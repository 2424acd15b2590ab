import { describe, expect, it } from 'vitest';
import { errorPageHtml, errorStatus } from './errors.ts';
import { rawRequest, shopForTests } from './test-shop.ts';

/** What must never reach a shopper outside development: stack frames and the server's file paths. */
const INTERNALS = [/\bat [\w.<>]+ \(/, /\n\s+at /, /\/work\//, /node_modules/, /\.(?:ts|tsx|js|mjs):\d+/, /"stack"/, /server\/src/];

function expectNoInternals(body: string) {
  for (const pattern of INTERNALS) expect(body, `body matches ${pattern}`).not.toMatch(pattern);
}

describe('error page of the server (unit)', () => {
  it('E9: reads a client status from the error, else 500; hostile values count as 500', () => {
    expect(errorStatus(Object.assign(new Error('x'), { status: 400 }))).toBe(400);
    expect(errorStatus({ statusCode: 413 })).toBe(413);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: '404' })).toBe(500);
    expect(errorStatus({ status: 1e9 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('boom')).toBe(500);
  });

  it('E9: the page is translated, cites the request id escaped, and carries no script', () => {
    const html = errorPageHtml('de', 500, '<script>alert(1)</script>');
    expect(html).toContain('Etwas ist schiefgelaufen');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(errorPageHtml('nl', 500, 'r1')).toContain('Er ging iets mis, probeer het opnieuw');
    expect(errorPageHtml('en', 400, 'r1')).toContain('We could not process this request.');
  });
});

// The whole shop in process, as in production, to force failures through every layer.
const shop = shopForTests();

/** A raw request: fetch refuses to send a malformed Host header. */
const raw = (pathname: string, headers: Record<string, string>, method = 'GET') =>
  rawRequest(shop().port, { path: pathname, headers, method });

describe('forced server errors (HTTP)', () => {
  it('E9: a request the server cannot read (malformed Host) gets the generic page: 400, translated, request id, no internals', async () => {
    const answer = await raw('/kleding/', { host: '[::1', 'accept-language': 'de', 'x-request-id': 'req-host-1', accept: 'text/html' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('Etwas ist schiefgelaufen, bitte versuch es noch einmal');
    expect(answer.body).toContain('Diese Anfrage konnten wir nicht verarbeiten.');
    expect(answer.body).toContain('req-host-1');
    expect(answer.body).not.toContain('Invalid URL');
    expectNoInternals(answer.body);
  });

  it('E9: a form post that fails the same way tells nothing either, in Dutch by default', async () => {
    const answer = await raw('/cart/add/', { host: 'x y', 'content-type': 'application/x-www-form-urlencoded' }, 'POST');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectNoInternals(answer.body);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toContain('Er ging iets mis, probeer het opnieuw');
  });

  it('E9, E10: an unexpected GraphQL failure is masked in production', async () => {
    const response = await fetch(`${shop().base}/graphql?query=%7Bx&extensions=%7Bbad`);
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ errors: [{ message: expect.any(String) }] });
    expect(body).not.toContain('SyntaxError');
    expectNoInternals(body);
  });

  it('E9: malformed GraphQL input answers with a message, not a stack', async () => {
    for (const [type, text] of [
      ['application/json', '{bad'],
      ['application/json', '[1,2]'],
      ['multipart/form-data; boundary=zz', 'garbage'],
      ['application/json', JSON.stringify({ query: '{ '.repeat(5000) })],
    ] as const) {
      const response = await fetch(`${shop().base}/graphql`, { method: 'POST', headers: { 'content-type': type }, body: text });
      expect(response.status).toBeLessThan(500);
      expectNoInternals(await response.text());
    }
  });

  it('E1: an undecodable or unknown address answers without internals', async () => {
    for (const address of ['/%E0%A4%A/', '/%e0%a4%25a.html', '/winkels/%ZZ/']) {
      const undecodable = await fetch(`${shop().base}${address}`, { headers: { accept: 'text/html', 'accept-language': 'nl' } });
      expect(undecodable.status).toBe(400);
      const body = await undecodable.text();
      expect(body).toContain('Dit verzoek konden we niet verwerken.');
      expectNoInternals(body);
    }
    const unknown = await fetch(`${shop().base}/no-such-page/`);
    expect(unknown.status).toBe(404);
    expectNoInternals(await unknown.text());
  });

  it('E9: a page whose data cannot be read (database gone) is a generic error page without internals', async () => {
    await shop().shop.database?.close();
    const response = await fetch(`${shop().base}/kleding/`, { headers: { 'x-request-id': 'req-db-gone' } });
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(body).toContain('Er ging iets mis, probeer het opnieuw');
    expect(body).toContain('req-db-gone');
    expect(body).not.toContain('Unexpected error');
    expectNoInternals(body);
  });
});
