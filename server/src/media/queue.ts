/**
 * The render queue: two lanes, each with a fixed number of renders in progress and a fixed number
 * waiting. A render that finds its lane full is refused at once (the handler answers 503 with
 * Retry-After) instead of waiting behind an unbounded line. Thumbnails and listing tiles have their
 * own lane, so a burst of large pictures never delays them.
 */
import PQueue from 'p-queue';

export type Lane = 'small' | 'large';

export interface LaneLimit {
  /** Renders in progress at once. */
  running: number;
  /** Renders that may wait for a free slot; one more is refused. */
  waiting: number;
}

/**
 * Three renders at once in all. sharp runs each on a thread of libuv's pool (four threads), which
 * also reads files and compresses responses: one thread stays free for them.
 */
export const RENDER_LANES: Record<Lane, LaneLimit> = {
  /**
   * Thumbnails and tiles render in a tenth of a second or so: a long line still clears quickly. Two
   * at once, since a first visit to a listing asks for a few dozen of them at the same time.
   */
  small: { running: 2, waiting: 48 },
  /** Large pictures take about a second each (four at most): twelve waiting is about ten seconds' work. */
  large: { running: 1, waiting: 12 },
};

/** What a refused client is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

/** The lane was full: nothing was started. */
export class RenderBusyError extends Error {
  constructor(readonly lane: Lane) {
    super(`The ${lane} render queue is full.`);
    this.name = 'RenderBusyError';
  }
}

export class RenderQueue {
  private readonly lanes: Record<Lane, { queue: PQueue; limit: LaneLimit }>;

  constructor(limits: Record<Lane, LaneLimit> = RENDER_LANES) {
    this.lanes = {
      small: { queue: new PQueue({ concurrency: limits.small.running }), limit: limits.small },
      large: { queue: new PQueue({ concurrency: limits.large.running }), limit: limits.large },
    };
  }

  /** Runs `task` in `lane`, or rejects with `RenderBusyError` at once when the lane is full. */
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    const { queue, limit } = this.lanes[lane];
    if (queue.pending + queue.size >= limit.running + limit.waiting) return Promise.reject(new RenderBusyError(lane));
    return queue.add(task);
  }

  /**
   * Like `run`, but the answer comes at the latest `seconds` after the task started (then the error
   * `late()` makes), while the lane's slot stays taken until the task itself has ended: work that
   * overruns its deadline still counts against the lane, so the bound on work in progress holds.
   */
  runBy<T>(lane: Lane, seconds: number, task: () => Promise<T>, late: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.run(lane, async () => {
        const timer = seconds > 0 ? setTimeout(() => reject(late()), seconds * 1000) : undefined;
        try {
          resolve(await task());
        } catch (error) {
          reject(error);
        } finally {
          clearTimeout(timer);
        }
      }).catch(reject);
    });
  }

  /** Renders in progress and waiting, per lane. */
  load(): Record<Lane, { running: number; waiting: number }> {
    const of = (lane: Lane) => ({ running: this.lanes[lane].queue.pending, waiting: this.lanes[lane].queue.size });
    return { small: of('small'), large: of('large') };
  }
}
