import { afterEach, vi } from 'vitest';

// A test that logs console.error fails (STYLE §15): errors must be asserted, not printed.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  if (calls.length > 0) {
    const first = calls.map((c) => c.map(String).join(' ')).join('\n');
    consoleError.mockClear();
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
