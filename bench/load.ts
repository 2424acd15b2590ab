/** Load runs with autocannon: N connections for a fixed time, rotating over many addresses. */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { rotation, summarize, type LatencySummary } from './stats.ts';

/**
 * autocannon (8.x) decodes every response body into a string it keeps until the response ends
 * (`req.body += data`, for `onResponse`, `verifyBody` and `expectBody`, which these runs never use).
 * Decoding a gzip page as UTF-8 costs the load generator about 14 µs a KB: half its CPU on a 35 KB
 * listing, so that a run measured the load generator, not the shop (bench/README.md, "Page cache on
 * and off"). The runs count the bytes and leave the bodies alone.
 */
const requestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
requestsQueue.prototype.addBody = () => {};

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult extends LatencySummary {
  name: string;
  addresses: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status class, e.g. { '2xx': 1200, '3xx': 0 } (304s of the CDN-style run are 3xx). */
  statuses: Record<string, number>;
  /** The load generator's own CPU time per answer (µs): near a second per second, it bounds the run, not the shop. */
  clientCpuMicros?: number;
}

export interface LoadSettings {
  base: string;
  duration: number;
  connections: number;
}

/** Asks for every address once, in order: warms the caches a real shop would have warm, and checks the targets. */
export async function warmUp(base: string, requests: readonly LoadRequest[], expectStatus = 200): Promise<void> {
  for (const request of requests) {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status !== expectStatus) {
      throw new Error(`warm-up: ${request.method ?? 'GET'} ${request.path} answered ${response.status}, expected ${expectStatus}`);
    }
  }
}

/**
 * Runs autocannon with one request generator shared by all connections, so the addresses are
 * asked for in turn; latencies are collected per response for exact p95 (autocannon reports p97.5).
 */
export async function runLoad(name: string, requests: readonly LoadRequest[], settings: LoadSettings): Promise<LoadResult> {
  const next = rotation(requests);
  const latencies: number[] = [];
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const options: autocannon.Options = {
    url: settings.base,
    connections: settings.connections,
    duration: settings.duration,
    // Each connection's first request is built ahead of the run; every later one comes from setupRequest.
    requests: [
      {
        setupRequest: (request) => {
          const chosen = next();
          return {
            ...request,
            method: chosen.method ?? 'GET',
            path: chosen.path,
            headers: { ...chosen.headers },
            body: chosen.body ?? '',
          };
        },
      },
    ],
  };
  const cpuBefore = process.cpuUsage();
  const instance = autocannon(options, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await done;
  const cpu = process.cpuUsage(cpuBefore);
  if (latencies.length === 0) {
    throw new Error(`${name}: no answer at all within ${settings.duration} s (every request took longer than the run: raise --duration)`);
  }
  return {
    name,
    addresses: requests.length,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    clientCpuMicros: Math.round((cpu.user + cpu.system) / Math.max(1, latencies.length)),
    ...summarize(latencies),
  };
}
