// Builds what the production server runs: the storefront (React Router) and the server itself
// (bundled with esbuild into server/dist/, so nothing is compiled while the shop starts or serves).
//
//   node scripts/build.mjs             build both
//   node scripts/build.mjs --if-stale  build only what is missing or older than its sources (npm start)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefrontDir = path.join(root, 'apps/storefront');
const storefrontEntry = path.join(storefrontDir, 'build/server/index.js');
const serverOut = path.join(root, 'server/dist');
const serverEntry = path.join(serverOut, 'main.js');
/** The server bundle's source files, written by each build, read by the staleness check. */
const serverInputs = path.join(serverOut, 'inputs.json');
const lockFile = path.join(root, 'package-lock.json');

const SKIP = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);

/** Newest modification time (ms) of the files under `dir`, skipping outputs and dependencies. */
function newestUnder(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function storefrontStale() {
  const built = mtime(storefrontEntry);
  if (!built) return 'no storefront build';
  const sources = Math.max(newestUnder(storefrontDir), newestUnder(path.join(root, 'packages/rules/src')), mtime(lockFile));
  return sources > built ? 'storefront sources changed' : null;
}

function serverStale() {
  const built = mtime(serverEntry);
  if (!built || !existsSync(serverInputs)) return 'no server build';
  const inputs = JSON.parse(readFileSync(serverInputs, 'utf8'));
  const sources = Math.max(mtime(lockFile), ...inputs.map((file) => mtime(path.join(root, file)) || Infinity));
  return sources > built ? 'server sources changed' : null;
}

function buildStorefront() {
  const started = Date.now();
  // Always a production bundle, whatever the calling environment says (a test runner sets
  // NODE_ENV=test, a shell may hold development): Vite would otherwise ship React's development build.
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: storefrontDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('building the storefront failed (see above)');
  console.log(`storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Dependencies stay in node_modules (loaded as they are, in their production builds); only the
 * workspace's own TypeScript (@shop/* and relative imports) is bundled. A dependency installed
 * inside a workspace (packages/api/node_modules/…) is not visible from server/dist/, so it is
 * imported by its path relative to the bundle instead of by name.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@shop/') || args.path.startsWith('node:') || args.pluginData?.resolving) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } });
      if (found.errors.length > 0 || !found.path || !path.isAbsolute(found.path)) return { path: args.path, external: true };
      const hoisted = found.path.startsWith(path.join(root, 'node_modules') + path.sep);
      if (hoisted) return { path: args.path, external: true };
      return {
        path: path
          .relative(serverOut, found.path)
          .split(path.sep)
          .join('/')
          .replace(/^(?!\.)/, './'),
        external: true,
      };
    });
  },
};

/**
 * Some modules find files beside their source (the API's schema.graphql files, the migrations,
 * the storefront build): `import.meta.url` keeps meaning the source file's address, expressed
 * relative to the bundle so the checkout can move after building.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(serverOut, args.path).split(path.sep).join('/');
      const located = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      return { contents: located, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

async function buildServer() {
  const started = Date.now();
  rmSync(serverOut, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'server/src/main.ts')],
    outdir: serverOut,
    bundle: true,
    // The app is loaded by a dynamic import after NODE_ENV is settled; splitting keeps its imports
    // (React among them) out of the entry file so they are not hoisted ahead of that.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: root,
    define: { __SHOP_BUILT__: 'true' },
    plugins: [externalPackages, sourceLocation],
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(root, file)));
  writeFileSync(serverInputs, JSON.stringify(inputs, null, 1));
  console.log(`server built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, serverEntry)}`);
}

/** Text assets worth compressing ahead: the server sends these files as they are, no work per request. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset of the client build, so the
 * static handler serves the smallest encoding the browser accepts without compressing per request
 * (the on-the-fly compressor uses a fast, weaker setting meant for pages).
 */
function precompressClientBuild(dir = path.join(storefrontDir, 'build/client')) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') precompressClientBuild(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = readFileSync(full);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${full}.br`, brotli);
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
  }
}

async function run() {
  const ifStale = process.argv.includes('--if-stale');
  const storefrontReason = ifStale ? storefrontStale() : 'requested';
  if (storefrontReason) {
    console.log(`building the storefront (${storefrontReason})`);
    buildStorefront();
    precompressClientBuild();
  }
  const serverReason = ifStale ? serverStale() : 'requested';
  if (serverReason) {
    console.log(`building the server (${serverReason})`);
    await buildServer();
  }
}

/** Builds wait for each other: two starts (or two test files) at once must not write one output twice. */
const lockDir = path.join(root, '.build-lock');
const LOCK_STALE_MS = 10 * 60 * 1000;

async function withBuildLock(work) {
  const until = Date.now() + LOCK_STALE_MS;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than any build is left over from a build that was killed.
      if (Date.now() - mtime(lockDir) > LOCK_STALE_MS || Date.now() > until) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  withBuildLock(run).catch((error) => {
    console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
