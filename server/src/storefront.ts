import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import expressStaticGzip from 'express-static-gzip';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { parse as parseCookies } from 'cookie';
import { cookies } from '@shop/rules';
import { pageCaching } from './http-cache.ts';
import { createApiClient, type ApiTransport } from '../../apps/storefront/app/lib/api.server.ts';

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
  production: boolean;
  log: Logger;
}

function loadContext(options: StorefrontOptions) {
  return (req: Request, res: Response) => {
    const storeCode = String(res.locals.storeCode);
    const requestId = String(res.locals.requestId);
    // The signed-in shopper's token lives in an HttpOnly cookie; the API only ever sees it as Bearer.
    const customerToken = parseCookies(req.get('cookie') ?? '')[cookies.customerToken.name] || null;
    return {
      api: createApiClient({ transport: options.apiTransport, storeCode, requestId, customerToken, clientAddress: req.ip ?? null }),
      storeCode,
      language: res.locals.language,
      requestId,
      isProduction: options.production,
      secureCookies: req.protocol === 'https',
      cspNonce: String(res.locals.cspNonce ?? ''),
      log: res.locals.log ?? options.log,
    };
  };
}

/** Mounts the server-rendered storefront: static assets, then React Router for every other path. */
export async function mountStorefront(app: Express, options: StorefrontOptions): Promise<void> {
  if (!options.production) {
    const vite = await import('vite');
    const dev = await vite.createServer({ root: storefrontDir, server: { middlewareMode: true } });
    app.use(dev.middlewares);
    app.all(
      '/{*path}',
      createRequestHandler({
        build: () => dev.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        mode: 'development',
        getLoadContext: loadContext(options),
      }),
    );
    return;
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // The build wrote `.br` and `.gz` beside each text asset (scripts/build.mjs): send the smallest the
  // browser accepts, as it is; the page compressor leaves responses that already have an encoding.
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientBuildDir, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y' } }),
  );
  app.use(expressStaticGzip(clientBuildDir, { ...precompressed, serveStatic: { maxAge: '1h', index: false } }));
  app.use(pageCaching());
  app.all('/{*path}', createRequestHandler({ build, mode: 'production', getLoadContext: loadContext(options) }));
}
