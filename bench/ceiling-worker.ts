/**
 * The render ceiling, run in a process of its own with NODE_ENV=production (see ceiling.ts):
 * loads the storefront's production build, lets React Router render a few product pages once
 * (loaders ask the shop under test over HTTP) and keeps what it handed React, then renders that
 * same tree with the same data again and again into a writable that drops the bytes. No loader,
 * no HTTP, no compression: what React and the page's components cost on their own.
 */
import { Writable } from 'node:stream';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type ServerBuild } from 'react-router';
import { createShopServer } from '../server/src/app.ts';
import { parseEnv } from '../server/src/env.ts';
import { createLogger } from '../server/src/logging.ts';
import { storefrontDir } from '../server/src/storefront.ts';
import { CEILING_RESULT_PREFIX } from './ceiling.ts';
import { BROWSER_USER_AGENT } from './pages.ts';
import { summarize } from './stats.ts';
import { runMain } from './main.ts';
import { waitUntilReady } from './ready.ts';

interface Captured {
  url: string;
  context: EntryContext;
  /** The page's loader data as React Router streams it into the HTML, replayed for every render. */
  handoff: Uint8Array[];
}

type HandleRequest = (request: Request, status: number, headers: Headers, context: EntryContext, loadContext: unknown) => unknown;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** Wraps the build's document renderer so each page's EntryContext is kept (the same build object the server uses). */
function captureContexts(build: ServerBuild): Promise<Captured>[] {
  const captured: Promise<Captured>[] = [];
  const original = build.entry.module.default as unknown as HandleRequest;
  const handleRequest: HandleRequest = (request, status, headers, context, loadContext) => {
    let forServer = context;
    if (context.serverHandoffStream) {
      const [served, kept] = context.serverHandoffStream.tee();
      forServer = { ...context, serverHandoffStream: served };
      captured.push(readAll(kept).then((handoff) => ({ url: request.url, context, handoff })));
    } else {
      captured.push(Promise.resolve({ url: request.url, context, handoff: [] }));
    }
    return original(request, status, headers, forServer, loadContext);
  };
  build.entry.module = { ...build.entry.module, default: handleRequest as never };
  return captured;
}

function replay(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** One bare render of a captured page; resolves with the bytes React wrote. */
function renderOnce(page: Captured): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    sink.on('finish', () => resolve(bytes));
    const context = { ...page.context, serverHandoffStream: replay(page.handoff) };
    const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: page.url }), {
      // As the shop's entry does: the whole page, then the bytes.
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

async function main() {
  if (process.env.NODE_ENV !== 'production') throw new Error('the render ceiling must run with NODE_ENV=production');
  const apiUrl = process.env.BENCH_API_URL;
  const paths = JSON.parse(process.env.BENCH_CEILING_PATHS ?? '[]') as string[];
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  if (!apiUrl || paths.length === 0) throw new Error('BENCH_API_URL and BENCH_CEILING_PATHS are required');

  const build = (await import(pathToFileURL(path.join(storefrontDir, 'build/server/index.js')).href)) as ServerBuild;
  const captured = captureContexts(build);
  const env = parseEnv({
    NODE_ENV: 'production',
    SHOP_ROLE: 'storefront',
    API_URL: apiUrl,
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_PORT ?? '0',
    LOG_LEVEL: 'warn',
  });
  const shop = await createShopServer(env, createLogger('warn'));
  const server = shop.app.listen(env.PORT, env.HOST);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;

  const servedBytes: number[] = [];
  try {
    // A storefront process answers pages once it holds the store configuration, which it reads from
    // the API after it starts listening (decision 057: 503 until then): wait for it as a balancer would.
    const ready = `http://127.0.0.1:${port}/readyz`;
    if (!(await waitUntilReady(ready, { timeoutMs: 30_000 }))) throw new Error(`${ready} did not answer 200 within 30 s`);
    for (const pagePath of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { 'user-agent': BROWSER_USER_AGENT } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status} while capturing its render`);
      servedBytes.push(Buffer.byteLength(html));
    }
  } finally {
    server.close();
  }
  const pages = await Promise.all(captured);
  if (pages.length !== paths.length) throw new Error(`captured ${pages.length} renders for ${paths.length} pages`);

  // Warm up: the first renders compile the components' code paths.
  for (const page of pages) await renderOnce(page);
  const samples: number[] = [];
  const bytes: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i += 1) {
    const started = performance.now();
    bytes.push(await renderOnce(pages[i % pages.length] as Captured));
    samples.push(performance.now() - started);
  }
  const elapsed = samples.reduce((sum, ms) => sum + ms, 0) / 1000;
  const average = (list: number[]) => Math.round(list.reduce((sum, n) => sum + n, 0) / list.length);
  const result = {
    pages: pages.length,
    renders: samples.length,
    rendersPerSecond: Math.round((samples.length / elapsed) * 10) / 10,
    bareBytes: average(bytes),
    servedBytes: average(servedBytes),
    ...summarize(samples),
  };
  process.stdout.write(`${CEILING_RESULT_PREFIX}${JSON.stringify(result)}\n`);
  await shop.close();
}

runMain(main);
