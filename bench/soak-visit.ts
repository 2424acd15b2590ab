/**
 * The soak's shoppers' HTTP (soak.ts): a browser's requests from the shopper's own loopback
 * address over kept-alive connections, each recorded with its answer's time, outcome and page
 * cache answer.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { BROWSER_USER_AGENT } from './pages.ts';
import type { RequestRecord } from './soak-checks.ts';

const REQUEST_TIMEOUT_MS = 15_000;
/** The store every shopper visits. */
export const STORE = 'nl';

interface SendOptions {
  base: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  localAddress?: string;
  /** A connection of its own, closed afterwards. */
  fresh?: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function send(options: SendOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${options.base}${options.path}`,
      {
        method: options.method,
        headers: { ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers },
        ...(options.fresh ? { agent: false } : { agent: options.agent }),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (!res.complete) return reject(new Error('answer cut off'));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export class ShopperError extends Error {}

/** One visit: its own address, its own connections, every request recorded. */
export class Visit {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  private cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly clock: () => number,
    private readonly records: RequestRecord[],
    private readonly latencies: number[],
  ) {}

  private async request(kind: string, options: Omit<SendOptions, 'base' | 'agent' | 'localAddress'>, accept: (a: Answer) => string | null) {
    const start = this.clock();
    const began = performance.now();
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    try {
      const answer = await send({
        ...options,
        base: this.base,
        agent: this.agent,
        localAddress: this.address,
        headers: { 'user-agent': BROWSER_USER_AGENT, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}), ...options.headers },
      });
      this.latencies.push(performance.now() - began);
      const problem =
        answer.status >= 500 || answer.status === 429
          ? `HTTP ${answer.status} ${answer.body.slice(0, 160).replace(/\s+/g, ' ')}`
          : accept(answer);
      const pageCache = answer.headers['x-page-cache'];
      this.records.push({
        kind,
        start,
        end: this.clock(),
        ok: !problem,
        ...(problem ? { error: problem } : {}),
        ...(typeof pageCache === 'string' ? { pageCache } : {}),
      });
      if (problem) throw new ShopperError(`${kind}: ${problem}`);
      return answer;
    } catch (error) {
      if (error instanceof ShopperError) throw error;
      const message = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      this.records.push({ kind, start, end: this.clock(), ok: false, error: message });
      throw new ShopperError(`${kind}: ${message}`);
    }
  }

  page(kind: string, pathName: string) {
    return this.request(kind, { method: 'GET', path: pathName, headers: { accept: 'text/html' } }, (a) =>
      a.status === 200 ? null : `HTTP ${a.status}`,
    );
  }

  async graphql<T>(kind: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    let data: T | undefined;
    await this.request(
      kind,
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', store: STORE },
        body: JSON.stringify({ query, variables }),
      },
      (a) => {
        try {
          const parsed = JSON.parse(a.body) as { data?: T; errors?: { message: string }[] };
          if (parsed.errors?.length || !parsed.data) return `HTTP ${a.status}: ${parsed.errors?.[0]?.message ?? 'no data'}`;
          data = parsed.data;
          return null;
        } catch {
          return `HTTP ${a.status}: not JSON`;
        }
      },
    );
    return data as T;
  }

  async payment(reference: string): Promise<void> {
    await this.request('pay page', { method: 'GET', path: `/payment/${reference}` }, (a) => (a.status === 200 ? null : `HTTP ${a.status}`));
    await this.request(
      'pay',
      {
        method: 'POST',
        path: `/payment/${reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: reference, action: 'approve' }).toString(),
      },
      (a) => (a.status === 303 ? null : `HTTP ${a.status}`),
    );
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  close() {
    this.agent.destroy();
  }
}
