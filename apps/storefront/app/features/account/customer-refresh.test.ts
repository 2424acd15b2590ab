import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleCustomerRefresh } from './customer-refresh.ts';

describe('customer refresh', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('A3: the customer is loaded again 900000 ms after the first load and then every 900000 ms', () => {
    const refresh = vi.fn();
    const stop = scheduleCustomerRefresh(refresh);
    vi.advanceTimersByTime(899_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(900_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(900_000 * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
