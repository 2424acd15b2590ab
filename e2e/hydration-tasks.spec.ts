import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// Hydration leaves the main thread to the shopper (decision 067). React hydrates the page in a
// transition, in slices of a few milliseconds between which a tap is answered; the parts that
// read what only the browser knows (whether scripts run, media queries, storage, cookies) take it
// up afterwards, in a transition too. A value read the server's way while hydrating and the
// browser's way after it through `useSyncExternalStore` directly makes React render its readers
// again synchronously, inside the hydration's effects: on the product page that was the header,
// the page and the root's whole tree in one task of 400–600 ms on a phone. An update at a blocking
// priority during hydration would instead make React finish the hydration itself in one task.
//
// Both are read from order and counts, not from durations, so a busy machine does not change the
// outcome (it makes only more slices): the page's React reports each commit and the end of each
// commit's effects to a DevTools hook, which marks them in Chromium's trace beside the main
// thread's tasks.

/** The DevTools hook React looks for when it loads; it marks commits in the trace. */
function installCommitMarks(): void {
  const mark = (label: string) => performance.mark(label);
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => mark('shop:commit'),
    onPostCommitFiberRoot: () => mark('shop:effects-done'),
    onCommitFiberUnmount: () => undefined,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

async function traced(page: Page, visit: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  // Lighthouse's phone: its slowdown makes more slices of the same work, never fewer.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  await visit();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return events;
}

interface Hydration {
  /** The marks in order, from the hydration's commit on. */
  marksFromHydration: string[];
  /** Main-thread tasks that ran the shop's scripts before the hydration's commit. */
  tasksBeforeCommit: number;
}

function hydrationOf(events: readonly TraceEvent[], origin: string): Hydration {
  const marks = events.filter((event) => event.name.startsWith('shop:') && event.ph !== 'e').sort((a, b) => a.ts - b.ts);
  const commit = marks.find((event) => event.name === 'shop:commit');
  if (!commit) return { marksFromHydration: [], tasksBeforeCommit: 0 };
  const calls = events.filter((event) => event.name === 'FunctionCall' && (event.args?.data?.url ?? '').startsWith(`${origin}/assets/`));
  const main = calls[0];
  const tasks = events.filter(
    (event) => event.pid === main?.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X' && event.ts < commit.ts,
  );
  const ran = tasks.filter((task) =>
    calls.some((call) => call.tid === task.tid && call.ts >= task.ts && call.ts < task.ts + (task.dur ?? 0)),
  );
  return {
    marksFromHydration: marks.slice(marks.indexOf(commit)).map((event) => event.name),
    tasksBeforeCommit: ran.length,
  };
}

test.describe('hydration in slices', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('a listing and a product page hydrate in slices, and take up the browser’s values after, not inside, the hydration', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.goto('/kleding/');
    const product = await page.locator('main a[href$=".html"]').first().getAttribute('href');
    expect(product).toBeTruthy();
    await page.addInitScript(installCommitMarks);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) errors.push(message.text());
    });

    for (const address of ['/kleding/', product ?? '']) {
      const events = await traced(page, async () => {
        await page.goto(address);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
      });
      const { marksFromHydration, tasksBeforeCommit } = hydrationOf(events, origin);
      // The hydration's effects end before anything else is committed: no update of the readers
      // (or of anything) was rendered synchronously inside them.
      expect(marksFromHydration.slice(0, 2), `${address}: what followed the hydration's commit`).toEqual([
        'shop:commit',
        'shop:effects-done',
      ]);
      // The hydration itself ran in many short tasks, not in one.
      expect(tasksBeforeCommit, `${address}: tasks that ran the shop's scripts before the hydration's commit`).toBeGreaterThan(10);
    }
    expect(errors).toEqual([]);
  });
});
