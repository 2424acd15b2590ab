import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask, SLICE_MS } from './next-task.ts';

/** Resolves once the queue's task (a MessageChannel message) and anything before it has run. */
function afterTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

describe('work handed on from an effect to a task of its own', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs after the current task, in the order it was queued, not before', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('first'));
    inNextTask(() => ran.push('second'));
    await Promise.resolve();
    // Not in this task, nor in its microtasks: the effects' task ends first.
    expect(ran).toEqual([]);
    await afterTasks();
    expect(ran).toEqual(['first', 'second']);
  });

  it('does not run what was cancelled before its task (an effect cleaned up, a part unmounted)', async () => {
    const ran: string[] = [];
    const cancel = inNextTask(() => ran.push('cancelled'));
    inNextTask(() => ran.push('kept'));
    cancel();
    await afterTasks();
    expect(ran).toEqual(['kept']);
  });

  it('a job that throws neither stops the jobs after it nor goes unreported', async () => {
    const ran: string[] = [];
    const reported: unknown[] = [];
    const onError = (error: unknown) => reported.push(error);
    process.on('uncaughtException', onError);
    try {
      inNextTask(() => {
        throw new Error('broken job');
      });
      inNextTask(() => ran.push('after the broken one'));
      await afterTasks();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(ran).toEqual(['after the broken one']);
    expect(reported).toEqual([new Error('broken job')]);
  });

  it(`leaves the rest of a long queue to the next task after ${SLICE_MS} ms`, async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // A microtask runs only once a task ends: jobs that see the same count ran in one task.
    let ended = 0;
    const seen: number[] = [];
    // Each job takes 2 ms: a task holds three (started at 0, 2 and 4 ms; 6 ms ≥ 5).
    for (let index = 0; index < 7; index += 1)
      inNextTask(() => {
        seen.push(ended);
        queueMicrotask(() => {
          ended += 1;
        });
        now += 2;
      });
    await afterTasks();
    const perTask = [...new Set(seen)].map((value) => seen.filter((count) => count === value).length);
    expect(perTask).toEqual([3, 3, 1]);
  });
});
