/**
 * Purging a CDN or reverse proxy by cache tag (decision 063): the page cache hands the tags that
 * changed to a `PurgeQueue`, which gathers them for a moment and calls the operator's `PurgeHook`.
 * A failed purge is logged and tried again with growing pauses, a bounded number of times; nothing
 * waits for it, least of all the commit that caused it. docs/operations.md shows Varnish xkey.
 */
import type { Logger } from 'pino';
import { MAX_TAG_HEADER_LENGTH } from '@shop/rules';

/** Tells a cache in front of the shop that pages with any of `tags` changed. */
export interface PurgeHook {
  purge(tags: string[]): Promise<void>;
}

export interface HttpPurgeOptions {
  /** Where purges go, e.g. http://varnish:6081/ (Varnish) or a CDN's purge API. */
  url: string;
  /** PURGE (Varnish, nginx) or POST (most CDN APIs). */
  method: 'PURGE' | 'POST';
  /** The header naming the tags, space-separated: `xkey` (Varnish xkey) or `Surrogate-Key` (Fastly-style). */
  header: string;
  /** Each request gives up after this long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A purge hook that sends one HTTP request per batch of tags, the tags in a header (at most `MAX_TAG_HEADER_LENGTH` characters each). */
export function httpPurgeHook(options: HttpPurgeOptions): PurgeHook {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async purge(tags) {
      for (const batch of batches(tags, MAX_TAG_HEADER_LENGTH)) {
        const response = await send(options.url, {
          method: options.method,
          headers: { [options.header]: batch.join(' ') },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`purge answered ${response.status}`);
      }
    },
  };
}

/** Tags in groups whose space-joined length stays within `maxLength`. */
export function batches(tags: readonly string[], maxLength: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const tag of tags) {
    if (current.length > 0 && length + 1 + tag.length > maxLength) {
      groups.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + tag.length;
    current.push(tag);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

export interface PurgeQueueOptions {
  log: Logger;
  /** Tags arriving within this many milliseconds go out in one purge. */
  gatherMs?: number;
  /** Attempts per purge, the first included. */
  attempts?: number;
  /** The first pause after a failure; doubles per attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface PurgeQueue {
  add(tags: readonly string[]): void;
  /** Resolves when every purge asked so far has finished or given up. */
  settled(): Promise<void>;
  close(): void;
}

/** Gathers changed tags and hands them to `hook`, retrying failures with bounded backoff. */
export function purgeQueue(hook: PurgeHook, options: PurgeQueueOptions): PurgeQueue {
  const gatherMs = options.gatherMs ?? 50;
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const running = new Set<Promise<void>>();

  async function deliver(tags: string[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await hook.purge(tags);
        return;
      } catch (error) {
        if (attempt >= attempts || closed) {
          options.log.error({ err: error, tags: tags.slice(0, 20), count: tags.length }, 'cache purge failed: giving up');
          return;
        }
        const pause = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
        options.log.warn({ err: error, attempt, retryInMs: pause }, 'cache purge failed: trying again');
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
      }
    }
  }

  function flush(): void {
    timer = null;
    if (pending.size === 0) return;
    const tags = [...pending];
    pending = new Set();
    const delivery = deliver(tags).finally(() => running.delete(delivery));
    running.add(delivery);
  }

  return {
    add(tags) {
      if (closed) return;
      for (const tag of tags) pending.add(tag);
      timer ??= setTimeout(flush, gatherMs);
      timer.unref();
    },
    async settled() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await Promise.all(running);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
