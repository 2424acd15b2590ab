/**
 * Work an effect hands on to a task of its own, run right after the current one (decision 067).
 *
 * React runs all the effects of one commit in one task. As the page hydrates that is every part's
 * effects at once (on a listing, 36 tiles' hearts among them), which a phone counts as one long task
 * that a tap has to wait for. What need not happen inside it (a request started, a stored value
 * compared with the server's, a chunk fetched) is queued here instead: one queue, run in tasks of
 * at most `SLICE_MS` each, started through a `MessageChannel` (as React's scheduler yields) so that
 * browsers do not hold it back as they hold back nested timers.
 */

/** The longest one task of queued work runs before it leaves the rest to the next task. */
export const SLICE_MS = 5;

const queue: (() => void)[] = [];
let channel: MessageChannel | null = null;

function post(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runQueued;
    // In Node (unit tests) an open port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}

function runQueued(): void {
  const started = performance.now();
  while (queue.length > 0) {
    const job = queue.shift()!;
    try {
      job();
    } catch (error) {
      // One failing job neither stops the others nor goes unreported.
      queueMicrotask(() => {
        throw error;
      });
    }
    if (queue.length > 0 && performance.now() - started >= SLICE_MS) {
      post();
      return;
    }
  }
}

/** Runs `job` in a task after the current one; the returned function cancels it if it has not run. */
export function inNextTask(job: () => void): () => void {
  let cancelled = false;
  if (
    queue.push(() => {
      if (!cancelled) job();
    }) === 1
  )
    post();
  return () => {
    cancelled = true;
  };
}
