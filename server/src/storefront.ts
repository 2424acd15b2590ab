import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeReadableStreamToWritable } from '@react-router/node';
import expressStaticGzip from 'express-static-gzip';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { parse as parseCookies } from 'cookie';
import { assetsPath, cacheTagHeader, cookies } from '@shop/rules';
import { formBodyOf } from './form-bodies.ts';
import { cacheTagsOf, setTagHeaders, type PageCache, type RenderedPage } from './page-cache.ts';
import { withoutTracking } from './page-cache-query.ts';
import { isShareable, mayShare, pageCaching, sendPage } from './http-cache.ts';
import { publicOriginOf, requestOrigin } from './public-origin.ts';
import { createApiClient, type ApiTransport } from '@shop/api/client';
import { failWithApiStatus } from './api-unavailable.ts';
import type { StoreConfiguration } from './store-configuration.ts';

export const storefrontDir = fileURLToPath(new URL('../../apps/storefront', import.meta.url));
const serverBuildFile = path.join(storefrontDir, 'build/server/index.js');
const clientBuildDir = path.join(storefrontDir, 'build/client');
/** The storefront's GraphQL documents by hash, written by `npm run codegen`; the API serves them. */
export const persistedDocumentsFile = path.join(storefrontDir, 'app/graphql/persisted-documents.json');

/** Builds the storefront when no build exists yet (first `npm start` on a fresh clone). */
export function ensureStorefrontBuild(log: Logger): void {
  if (existsSync(serverBuildFile)) return;
  log.info('no storefront build found: building it once');
  // The same build `npm start` runs (scripts/build.mjs), precompressed assets included.
  const result = spawnSync(process.execPath, [path.join(storefrontDir, '../../scripts/build.mjs'), '--if-stale'], {
    cwd: path.join(storefrontDir, '../..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the storefront failed; run `npm run build` to see why.');
}

interface StorefrontOptions {
  /** The API's in-process runner in one-process mode, HTTP to API_URL otherwise. */
  apiTransport: ApiTransport;
  /** The store configuration loaded at start (decision 057): each page's `context.store`. */
  storeConfiguration: Pick<StoreConfiguration, 'forStore'>;
  production: boolean;
  log: Logger;
  /** Shareable pages kept in this process (decision 063); null: every page is rendered. */
  pageCache?: PageCache | null;
}

function loadContext(options: StorefrontOptions) {
  return (req: Request, res: Response) => {
    const storeCode = String(res.locals.storeCode);
    const requestId = String(res.locals.requestId);
    // A page every shopper gets alike (decision 064) is rendered as for a guest: no loader of it can
    // read the login, and the root loader leaves the cart and the wishlist to the session request.
    const sharedPage = mayShare(req);
    // The signed-in shopper's token lives in an HttpOnly cookie; the API only ever sees it as Bearer.
    const customerToken = sharedPage ? null : parseCookies(req.get('cookie') ?? '')[cookies.customerToken.name] || null;
    return {
      api: createApiClient({
        transport: options.apiTransport,
        storeCode,
        requestId,
        customerToken,
        clientAddress: req.ip ?? null,
        // Where this store's mailed links and payment return lead when it has no address of its own (decision 046).
        publicOrigin: publicOriginOf(res)?.origin ?? null,
        // A shareable page's cache tags: what the API read for it (decision 063).
        ...(isShareable(res) ? { cacheTags: cacheTagsOf(res) } : {}),
      }),
      storeCode,
      store: options.storeConfiguration.forStore(storeCode),
      language: res.locals.language,
      requestId,
      isProduction: options.production,
      secureCookies: req.protocol === 'https',
      cspNonce: String(res.locals.cspNonce ?? ''),
      sharedPage,
      log: res.locals.log ?? options.log,
    };
  };
}

/**
 * The address React Router sees (`request.url`), from which every page builds its absolute links:
 * the public address decided for this request (public-origin.ts), never a forwarded header. A form
 * post keeps the Origin it came from (the same-origin check accepted it as ours), as React Router
 * refuses an action whose Origin differs from the request's.
 */
function storefrontUrl(req: Request, res: Response): string {
  const decided = publicOriginOf(res)?.origin ?? requestOrigin(req) ?? 'http://localhost';
  const origin = req.get('origin');
  const base = req.method !== 'GET' && req.method !== 'HEAD' && origin && origin === requestOrigin(req) ? origin : decided;
  // A shareable page is rendered without the address's tracking parameters, which only the browser's scripts read (decision 063).
  const address = (isShareable(res) && withoutTracking(req.originalUrl)) || req.originalUrl;
  return `${base}${address}`;
}

function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The rendered page whole, for the page cache. */
async function rendered(response: globalThis.Response): Promise<RenderedPage> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function writeHead(res: Response, status: number, statusText: string, headers: Headers): void {
  res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers.entries()) {
    // The cache policy is the server's (`pageCaching`, then `sendPage`): a page's own would be a second header.
    if (name === 'cache-control' && res.hasHeader(name)) continue;
    res.append(name, value);
  }
}

/** A shareable page with its cache tags for a CDN when it goes out public (`Surrogate-Key`, `Cache-Tag`). */
function sendTaggedPage(req: Request, res: Response, body: Buffer): void {
  if (res.statusCode === 200 && res.getHeader('set-cookie') === undefined) setTagHeaders(res, cacheTagHeader(cacheTagsOf(res)));
  sendPage(req, res, body);
}

/**
 * React Router behind Express (in place of @react-router/express, which reads X-Forwarded-Host
 * whenever any proxy is trusted and streams the body unbounded): the page's address comes from
 * storefrontUrl, the body from the form budget (form-bodies.ts), already read and checked.
 */
function storefrontHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, options: StorefrontOptions) {
  const handle = createRequestHandler(build, mode);
  // An API out of service fails a page with its status (503), not a bare 500 (E3).
  const context = loadContext({ ...options, apiTransport: failWithApiStatus(options.apiTransport, options.log) });
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Built only when the page is rendered: a cached answer needs neither (decision 063).
      const request = () => {
        const controller = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) controller.abort();
        });
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        return new Request(storefrontUrl(req, res), {
          method: req.method,
          headers: requestHeaders(req),
          signal: controller.signal,
          ...(hasBody ? { body: formBodyOf(res) } : {}),
        });
      };
      const cache = options.pageCache && isShareable(res) ? options.pageCache : null;
      const key = cache?.keyOf(req, res) ?? null;
      if (cache && key) {
        const outcome = await cache.serve(key, req, res, async () => rendered(await handle(request(), context(req, res))));
        if (outcome.sent) return;
        if (outcome.rendered) {
          if (res.destroyed || res.writableEnded) return;
          writeHead(res, outcome.rendered.status, outcome.rendered.statusText, outcome.rendered.headers);
          sendTaggedPage(req, res, outcome.rendered.body);
          return;
        }
      } else if (cache) {
        cache.bypassed(res);
      }
      const response = await handle(request(), context(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      writeHead(res, response.status, response.statusText, response.headers);
      // A page others may be sent is held until complete, for its ETag (http-cache.ts).
      if (isShareable(res)) sendTaggedPage(req, res, Buffer.from(await response.arrayBuffer()));
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * The build wrote `.br` and `.gz` beside each text asset (scripts/build.mjs): send the smallest the
 * browser accepts, as it is; the page compressor leaves responses that already have an encoding.
 */
const PRECOMPRESSED = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };

/** Mounts the server-rendered storefront: static assets, then React Router for every other path. */
export async function mountStorefront(app: Express, options: StorefrontOptions): Promise<void> {
  if (!options.production) {
    const vite = await import('vite');
    const dev = await vite.createServer({ root: storefrontDir, server: { middlewareMode: true } });
    app.use(dev.middlewares);
    app.all(
      '/{*path}',
      storefrontHandler(() => dev.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development', options),
    );
    return;
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // The hashed assets' address, one rule with the static address Magento clients read (`assetsPath`).
  app.use(assetsPath.replace(/\/$/, ''), buildFiles(path.join(clientBuildDir, assetsPath), { immutable: true, maxAge: '1y' }));
  // The few files beside the assets (the favicon): known at start, so a page's request never waits
  // for a look on disk (a `stat` per page request cost a third of a cached page's time).
  const rootFiles = filesBeside(clientBuildDir, assetsPath);
  const rootStatic = buildFiles(clientBuildDir, { maxAge: '1h' });
  app.use((req, res, next) => (rootFiles.has(req.path) ? rootStatic(req, res, next) : next()));
  app.use(pageCaching());
  app.all('/{*path}', storefrontHandler(build, 'production', options));
}

/**
 * Files of the client build, each sent as its smallest copy the browser accepts. An address served
 * here is never a page: a file that is not there (an old build's name, or the build replaced on disk
 * under a running server) is a plain 404 that no one keeps, and the headers the static handler had
 * set for a file it then could not read are dropped, not sent beside the answer's own.
 */
export function buildFiles(dir: string, serveStatic: { maxAge: string; immutable?: boolean }): RequestHandler {
  const serve = expressStaticGzip(dir, { ...PRECOMPRESSED, serveStatic: { ...serveStatic, index: false } });
  return (req, res, next) => {
    serve(req, res, (error?: unknown) => {
      if (error) return next(error);
      for (const name of ['Content-Type', 'Content-Encoding', 'Cache-Control']) res.removeHeader(name);
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    });
  };
}

/** The addresses of the client build's files outside the hashed assets' folder (`/favicon.svg`), compressed copies left out. */
export function filesBeside(dir: string, assets: string): Set<string> {
  const skip = assets.replace(/^\/|\/$/g, '');
  const found = new Set<string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (name !== skip) walk(name);
      } else if (!/\.(br|gz)$/.test(entry.name)) found.add(`/${name}`);
    }
  };
  walk('');
  return found;
}
