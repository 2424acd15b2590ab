import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchTiming } from './search-timing.ts';

function setup() {
  const events: string[] = [];
  const timing = createSearchTiming({
    settle: (term) => events.push(`open:${term}`),
    fetch: (term) => events.push(`fetch:${term}`),
    close: () => events.push('close'),
  });
  return { events, timing };
}

/** Types a word one key at a time, `gap` ms apart. */
function type(timing: ReturnType<typeof setup>['timing'], word: string, gap = 80) {
  for (let i = 1; i <= word.length; i += 1) {
    timing.input(word.slice(0, i));
    vi.advanceTimersByTime(gap);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search overlay timing', () => {
  it('S3, S5: "shi" opens nothing and asks nothing', () => {
    const { events, timing } = setup();
    type(timing, 'shi');
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([]);
  });

  it('S3: "shir" opens the overlay 300 ms after typing stops', () => {
    const { events, timing } = setup();
    timing.input('shir');
    vi.advanceTimersByTime(299);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['open:shir']);
  });

  it('S5: typing "shirts" quickly asks once, 500 ms after the last key', () => {
    const { events, timing } = setup();
    type(timing, 'shirts', 80);
    expect(events.filter((event) => event.startsWith('fetch'))).toEqual([]);
    vi.advanceTimersByTime(500 - 80 - 1);
    expect(events.filter((event) => event.startsWith('fetch'))).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['open:shirts', 'fetch:shirts']);
  });

  it('S4: dropping back to 3 characters closes at once and cancels what was pending', () => {
    const { events, timing } = setup();
    timing.input('shirt');
    vi.advanceTimersByTime(600);
    expect(events).toEqual(['open:shirt', 'fetch:shirt']);
    timing.input('shirts');
    timing.input('shi');
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['open:shirt', 'fetch:shirt', 'close']);
  });

  it('S4: a cancelled overlay (close, Escape, submit) does not reopen until typing starts again', () => {
    const { events, timing } = setup();
    timing.input('coats');
    vi.advanceTimersByTime(100);
    timing.cancel();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    timing.input('coat');
    vi.advanceTimersByTime(300);
    expect(events).toEqual(['open:coat']);
  });

  it('S3: spaces do not count: "  sh  " is too short, and the term is sent trimmed', () => {
    const { events, timing } = setup();
    timing.input('  sh  ');
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    timing.input('  blue   shirt ');
    vi.advanceTimersByTime(500);
    expect(events).toEqual(['open:blue shirt', 'fetch:blue shirt']);
  });
});
