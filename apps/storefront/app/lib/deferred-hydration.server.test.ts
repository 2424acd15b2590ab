import { describe, expect, it, vi } from 'vitest';
import { HELD_MODULE_TYPE, holdHydrationScripts, holdHydrationScriptsIn, PRELOADS_PER_TASK } from './deferred-hydration.server.ts';

/** The shape React and React Router give a document: preload links in the head, the module script in the body. */
const page = (nonce: string) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<!DOCTYPE html><html lang="nl"><head><link rel="preload" as="image" href="/media/a.jpg" fetchPriority="high"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-A.js"${n}/><link rel="modulepreload" href="/assets/react-B.js"${n}/>` +
    `<link${n} rel="stylesheet" href="/assets/shop-C.css#"/></head><body><main><img src="/media/a.jpg" fetchPriority="high"/></main>` +
    `<script${n}>window.__reactRouterContext = {};</script>` +
    `<script${n} type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>` +
    `<script${n}>window.__reactRouterContext.streamController.close();</script></body></html>`
  );
};

describe('hydration scripts after the first screen (decision 067)', () => {
  it('takes the module preloads out of the head, so the picture and the stylesheet are fetched first', () => {
    const html = holdHydrationScripts(page('abc'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('rel="preload" as="image"');
    expect(head).toContain('rel="stylesheet"');
  });

  it('keeps React Router’s module script inert, with its nonce, and a starter that preloads the same chunks', () => {
    const html = holdHydrationScripts(page('abc'));
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain(
      `<script nonce="abc" type="${HELD_MODULE_TYPE}" id="shop-held-module">;\nimport * as route0 from "/assets/root-D.js";`,
    );
    const starter = /<script nonce="abc" type="module">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/react-B.js"]');
    expect(starter).toContain("querySelectorAll('img[fetchpriority=high]')");
    // Everything after the module script is where it was.
    expect(html.endsWith('<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it('starts the scripts in a browser: the held module runs once the picture has loaded and a frame is drawn', async () => {
    const html = holdHydrationScripts(page(''), 50);
    const starter = /<script type="module">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const appended: { tag: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
    const listeners = new Map<string, () => void>();
    const picture = {
      complete: false,
      addEventListener: (event: string, listener: () => void) => listeners.set(event, listener),
      removeEventListener: (event: string) => listeners.delete(event),
    };
    const document = {
      readyState: 'interactive',
      visibilityState: 'visible',
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      querySelectorAll: () => [picture],
      getElementById: () => ({ nonce: '', textContent: 'import("/assets/entry.client-A.js");' }),
      createElement: (tag: string) => ({ tag }),
      addEventListener: () => undefined,
    };
    const window = { requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0) };
    // The page's timers run on the test's clock: the picture's load comes before the 50 ms cap
    // whatever else the machine is doing, so the test tells the two ways of starting apart.
    vi.useFakeTimers();
    try {
      new Function('document', 'window', starter)(document, window);
      await vi.advanceTimersByTimeAsync(10);
      expect(appended).toEqual([]);
      listeners.get('load')?.();
      await vi.advanceTimersByTimeAsync(10);
      expect(appended.map((element) => element.href ?? element.type)).toEqual([
        '/assets/entry.client-A.js',
        '/assets/react-B.js',
        'module',
      ]);
      expect(appended[2]?.textContent).toBe('import("/assets/entry.client-A.js");');
      // The cap does not start it twice.
      await vi.advanceTimersByTimeAsync(80);
    } finally {
      vi.useRealTimers();
    }
    expect(appended).toHaveLength(3);
  });

  /** Runs the starter of a page with `count` chunks in a fake browser whose tasks run when the test says. */
  function startInTasks(count: number, withChannel: boolean) {
    const chunks = Array.from({ length: count }, (_, i) => `/assets/chunk-${i}.js`);
    const links = chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
    const html = holdHydrationScripts(page('').replace('<link rel="modulepreload" href="/assets/entry.client-A.js"/>', links), 5_000);
    const starter = /<script type="module">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const appended: { href?: string; type?: string }[] = [];
    const tasks: (() => void)[] = [];
    const timers: number[] = [];
    const document = {
      readyState: 'interactive',
      visibilityState: 'visible',
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      querySelectorAll: () => [],
      getElementById: () => ({ nonce: '', textContent: '' }),
      createElement: () => ({}),
      addEventListener: () => undefined,
    };
    // The cap's timer is left waiting; a zero timer and a channel message are tasks.
    const setTimeout = (callback: () => void, wait: number) => (wait === 0 ? (timers.push(0), tasks.push(callback)) : 0);
    class MessageChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const window = { requestAnimationFrame: (callback: () => void) => callback(), ...(withChannel ? { MessageChannel } : {}) };
    new Function('document', 'window', 'setTimeout', starter)(document, window, setTimeout);
    const perTask: number[] = [];
    while (tasks.length > 0) {
      const before = appended.length;
      tasks.shift()!();
      perTask.push(appended.length - before);
    }
    return { chunks, appended, perTask: perTask.filter((n) => n > 0), zeroTimers: timers.length };
  }

  it('puts the preload links back one per task, queued through a message channel, and runs the module after the last', () => {
    const { chunks, appended, perTask, zeroTimers } = startInTasks(5, true);
    // Six links (five chunks and React's): one a task, the module script with the last.
    expect(perTask).toEqual([1, 1, 1, 1, 1, 1 + 1]);
    expect(appended.map((element) => element.href ?? element.type)).toEqual([...chunks, '/assets/react-B.js', 'module']);
    // Only the frame's timer: the links' tasks are not held back by timer clamping.
    expect(zeroTimers).toBe(1);
    expect(PRELOADS_PER_TASK).toBe(1);
  });

  it('queues the tasks with timers in a browser without message channels', () => {
    const { chunks, appended, perTask, zeroTimers } = startInTasks(3, false);
    expect(perTask).toEqual([1, 1, 1, 1 + 1]);
    expect(appended.map((element) => element.href ?? element.type)).toEqual([...chunks, '/assets/react-B.js', 'module']);
    expect(zeroTimers).toBe(1 + 3);
  });

  it('where the browser reports paints, waits for the first contentful paint as well as the picture', async () => {
    const html = holdHydrationScripts(page(''), 5_000);
    const starter = /<script type="module">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const appended: { href?: string; type?: string }[] = [];
    const document = {
      readyState: 'interactive',
      visibilityState: 'visible',
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      // The picture is there already: only the paint is awaited.
      querySelectorAll: () => [{ complete: true }],
      getElementById: () => ({ nonce: '', textContent: '' }),
      createElement: () => ({}),
      addEventListener: () => undefined,
    };
    const paints: string[] = [];
    let report: (() => void) | null = null;
    let observing = true;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = () => callback({ getEntriesByName: (name) => paints.filter((paint) => paint === name) });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        observing = false;
      }
    }
    const window = { PerformanceObserver, requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0) };
    new Function('document', 'window', starter)(document, window);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first paint (of only the background) is no contentful paint.
    paints.push('first-paint');
    report!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appended).toEqual([]);
    paints.push('first-contentful-paint');
    report!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appended.map((element) => element.href ?? element.type)).toEqual(['/assets/entry.client-A.js', '/assets/react-B.js', 'module']);
    expect(observing).toBe(false);
  });

  it('gives the same document from the rendered bytes, rewriting only the head and the module script', () => {
    const withText = (nonce: string) => page(nonce).replace('<main>', '<main><p>Colbert € 249,- · Größe 50 — “slim”</p>');
    for (const nonce of ['abc', '']) {
      const rewritten = holdHydrationScriptsIn(Buffer.from(withText(nonce)));
      expect(rewritten.toString('utf8')).toBe(holdHydrationScripts(withText(nonce)));
      expect(rewritten.toString('utf8').split('</head>')[0]).not.toContain('modulepreload');
    }
    // A preload link after the head (not where React puts them): the whole document is rewritten.
    const late = withText('abc').replace('<main>', '<main><link rel="modulepreload" href="/assets/late-E.js"/>');
    expect(holdHydrationScriptsIn(Buffer.from(late)).toString('utf8')).toBe(holdHydrationScripts(late));
    const plain = '<!DOCTYPE html><html><head></head><body><p>Fehler</p></body></html>';
    expect(holdHydrationScriptsIn(Buffer.from(plain)).toString('utf8')).toBe(plain);
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>Fehler</p></body></html>';
    expect(holdHydrationScripts(html)).toBe(html);
  });
});
