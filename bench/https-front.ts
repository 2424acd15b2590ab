/**
 * A TLS front for the benchmark: HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) on one
 * port, forwarding every request to a shop on plain HTTP, as the load balancer or CDN of a deployed
 * shop does (docs/operations.md, "HTTPS in front"). The certificate is a throwaway one for
 * `localhost`, made with `openssl` for each run; the browser that measures is told to accept it.
 *
 *     npx tsx bench/https-front.ts -- --shop=http://127.0.0.1:3000 --port=3443
 *
 * The shop must trust the front's forwarding headers (`TRUST_PROXY=loopback`), so that it sees
 * the shopper's scheme and writes `https://` addresses.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one connection, not to the request or answer (RFC 9110, 7.6.1), and HTTP/2's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

/**
 * `headers` without those of one connection: the fixed hop-by-hop ones, those a `Connection` header
 * names (RFC 9110, 7.6.1), and HTTP/2's pseudo-headers.
 */
function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || named.has(name) || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

export interface HttpsFront {
  /** The front's address, `https://localhost:PORT`. */
  url: string;
  close(): Promise<void>;
}

/** A self-signed certificate and key for `localhost`, valid for a day. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'shop-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on `port` (0: any free one) for the shop at `shop`. */
export async function startHttpsFront(shop: string, port = 0): Promise<HttpsFront> {
  const target = new URL(shop);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = forwardable(req.headers);
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-host'] = headers.host;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('the shop behind the front did not answer');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `https://localhost:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const front = await startHttpsFront(arg('shop') ?? 'http://127.0.0.1:3000', Number(arg('port') ?? 3443));
  process.stdout.write(`HTTPS front at ${front.url}\n`);
}
