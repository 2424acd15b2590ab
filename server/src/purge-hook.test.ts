import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { batches, httpPurgeHook, purgeQueue, type PurgeHook } from './purge-hook.ts';

const log = pino({ level: 'silent' });

describe('purging a cache in front by tag', () => {
  it('sends the tags in the configured header and method, in batches that fit a header', async () => {
    const sent: { method: string; tags: string }[] = [];
    const hook = httpPurgeHook({
      url: 'http://varnish.test/',
      method: 'PURGE',
      header: 'xkey',
      fetch: async (_url, init) => {
        sent.push({ method: String(init?.method), tags: String(new Headers(init?.headers).get('xkey')) });
        return new Response(null, { status: 200 });
      },
    });
    const many = Array.from({ length: 600 }, (_, i) => `p:${i}`);
    await hook.purge(many);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((request) => request.method === 'PURGE' && request.tags.length <= 1_800)).toBe(true);
    expect(sent.flatMap((request) => request.tags.split(' '))).toEqual(many);
  });

  it('counts an answer other than 2xx as a failure', async () => {
    const hook = httpPurgeHook({
      url: 'http://cdn.test/',
      method: 'POST',
      header: 'Surrogate-Key',
      fetch: async () => new Response('no', { status: 503 }),
    });
    await expect(hook.purge(['p:1'])).rejects.toThrow('503');
  });

  it('gathers tags into one purge and tries a failed one again with growing pauses, a bounded number of times', async () => {
    const calls: string[][] = [];
    let failures = 2;
    const hook: PurgeHook = {
      purge: async (tags) => {
        calls.push(tags);
        if (failures-- > 0) throw new Error('down');
      },
    };
    const queue = purgeQueue(hook, { log, gatherMs: 5, backoffMs: 5, attempts: 5 });
    queue.add(['p:1', 'products']);
    queue.add(['p:2', 'products']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.settled();
    expect(calls).toEqual([
      ['p:1', 'products', 'p:2'],
      ['p:1', 'products', 'p:2'],
      ['p:1', 'products', 'p:2'],
    ]);

    const never: PurgeHook = { purge: async () => Promise.reject(new Error('down')) };
    let tries = 0;
    const giving = purgeQueue({ purge: (tags) => ((tries += 1), never.purge(tags)) }, { log, gatherMs: 1, backoffMs: 1, attempts: 3 });
    giving.add(['shop']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await giving.settled();
    expect(tries).toBe(3);
  });

  it('splits long tag lists at the header bound', () => {
    expect(batches(['aaaa', 'bbbb', 'cc'], 9)).toEqual([['aaaa', 'bbbb'], ['cc']]);
  });
});
