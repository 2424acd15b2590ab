import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startBusyCore } from './busy-core.ts';

/** User and system CPU time of a process in clock ticks (Linux /proc). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

describe.skipIf(!existsSync('/proc/self/stat'))('the busy core', () => {
  it('spins until it is stopped, then is gone', async () => {
    const busy = startBusyCore();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = cpuTicks(busy.pid);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A spinning process takes most of a core: well over 10 ticks (100 ms) in half a second.
      expect(cpuTicks(busy.pid) - before).toBeGreaterThan(10);
    } finally {
      await busy.stop();
    }
    // Stopped, reaped: nothing of it is left in the process table.
    expect(existsSync(`/proc/${busy.pid}`)).toBe(false);
  });
});
