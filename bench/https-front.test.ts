import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront, type HttpsFront } from './https-front.ts';

/** A shop stand-in that answers with what it was sent. */
let shop: http.Server;
let front: HttpsFront;

beforeAll(async () => {
  shop = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('x-upstream-connection', String(req.headers.connection));
      res.setHeader('keep-alive', 'timeout=5');
      if (req.url === '/named') {
        // A header this connection's `Connection` names is the connection's, not the answer's.
        res.setHeader('connection', 'keep-alive, x-shop-hop');
        res.setHeader('x-shop-hop', 'one link only');
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const address = shop.address() as { port: number };
  front = await startHttpsFront(`http://127.0.0.1:${address.port}`);
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => shop.close(resolve));
});

function overHttp2(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
    let body = '';
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
    stream.on('error', reject);
    stream.end(init.body);
  });
}

describe('the benchmark’s HTTPS front', () => {
  it('passes a request on over HTTP/2 with the scheme, host and address the shop trusts from a proxy', async () => {
    const answer = await overHttp2('/kleding/?page=2', { headers: { 'accept-encoding': 'br', 'x-forwarded-for': '6.6.6.6' } });
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body) as { url: string; headers: Record<string, string> };
    expect(seen.url).toBe('/kleding/?page=2');
    expect(seen.headers).toMatchObject({
      host: new URL(front.url).host,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': new URL(front.url).host,
      'accept-encoding': 'br',
    });
    // What a client claims about its address is replaced, as nginx's proxy_set_header does.
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    // HTTP/2 forbids connection headers; the shop's are not passed back.
    expect(answer.headers['keep-alive']).toBeUndefined();
  });

  it('passes a body and the shop’s status back', async () => {
    const posted = await overHttp2('/graphql', { method: 'POST', body: '{"query":"{ storeConfig { code } }"}' });
    expect(JSON.parse(posted.body)).toMatchObject({ method: 'POST', body: '{"query":"{ storeConfig { code } }"}' });
    expect((await overHttp2('/missing')).status).toBe(404);
  });

  it('still speaks HTTP/1.1 over TLS to a client without HTTP/2', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https
        .get(`${front.url}/`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('drops the headers a Connection header names, both ways', async () => {
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      https
        .get(
          `${front.url}/named`,
          {
            rejectUnauthorized: false,
            headers: { connection: 'keep-alive, X-Client-Hop', 'x-client-hop': 'one link only', 'x-kept': 'yes' },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ headers: res.headers, body }));
          },
        )
        .on('error', reject);
    });
    const seen = JSON.parse(answer.body) as { headers: Record<string, string> };
    expect(seen.headers['x-client-hop']).toBeUndefined();
    expect(seen.headers['x-kept']).toBe('yes');
    expect(answer.headers['x-shop-hop']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('application/json');
  });

  it('answers 502 with a sentence when the shop behind it does not answer', async () => {
    const orphan = await startHttpsFront('http://127.0.0.1:1');
    try {
      const session = http2.connect(orphan.url, { rejectUnauthorized: false });
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/' });
        let status = 0;
        let body = '';
        stream.on('response', (h) => (status = Number(h[':status'])));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
        stream.end();
      });
      session.close();
      expect(answer).toEqual({ status: 502, body: 'the shop behind the front did not answer' });
    } finally {
      await orphan.close();
    }
  });
});
