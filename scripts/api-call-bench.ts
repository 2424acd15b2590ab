/**
 * What one storefront → API call costs in process, by transport: the product page query (and a trivial
 * query, to show the fixed cost) N times on a small embedded database.
 *
 *   NODE_ENV=production node --import tsx scripts/api-call-bench.ts [--calls 2000] [--profile-dir /tmp/profiles]
 *
 * (NODE_ENV=production as the server runs: graphql-js checks less in its production mode.)
 *
 * With --profile-dir, each timed loop is written as a .cpuprofile (open it in Chrome DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPersistedDocuments } from '@shop/api/server';
import { createTestApi } from '@shop/api/testing';
import { ProductPageDocument, StoreConfigurationDocument } from '@shop/storefront/documents';
import { createApiClient, createHttpTransport, type ApiTransport, type TypedDocument } from '@shop/api/client';
import { persistedDocumentsFile } from '../server/src/storefront.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '2000' }, 'profile-dir': { type: 'string' } } });
const calls = Number(values.calls);
if (!Number.isInteger(calls) || calls < 1) throw new Error(`--calls must be a positive integer, got ${values.calls}`);

const t = await createTestApi({ products: 40, production: true, persistedDocuments: readPersistedDocuments(persistedDocumentsFile) });
const listed = await t.query<{ products: { items: { sku: string; __typename: string }[] } }>(
  '{ products(search: "", pageSize: 20) { items { sku __typename } } }',
);
const sku = listed.data?.products.items.find((item) => item.__typename === 'ConfigurableProduct')?.sku;
if (!sku) throw new Error('the seeded shop has no configurable product');

/** The same document without its hash: the text goes out, as every call did before persisted documents. */
const withoutHash = (document: { toString(): string }): TypedDocument<unknown, unknown> => ({ toString: () => document.toString() });
const overHttpObjects = createHttpTransport({ baseUrl: 'http://127.0.0.1', fetch: (request) => t.api.fetch(request) });
const inProcess: ApiTransport = (operation) => t.api.run(operation);

const paths: { name: string; transport: ApiTransport; hashed: boolean }[] = [
  { name: 'POST text, Request/Response + JSON (before)', transport: overHttpObjects, hashed: false },
  { name: 'GET hash, Request/Response + JSON', transport: overHttpObjects, hashed: true },
  { name: 'in process, hash, no HTTP/JSON (now)', transport: inProcess, hashed: true },
];
const operations = [
  { name: 'product page', document: ProductPageDocument, variables: { sku } },
  { name: 'store only', document: StoreConfigurationDocument, variables: {} },
];

const profileDir = values['profile-dir'];
const session = new Session();
if (profileDir) {
  session.connect();
  await session.post('Profiler.enable');
}

/**
 * Wall-clock and CPU µs of `count` sequential calls (CPU: this process's own, which other work on a
 * shared machine does not inflate); profiled into `name`.cpuprofile when asked.
 */
async function time(name: string, count: number, call: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  if (profileDir) await session.post('Profiler.start');
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await call();
  const wall = Number(process.hrtime.bigint() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpuBefore);
  if (profileDir) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(profileDir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`), JSON.stringify(profile));
  }
  return { wall, cpu: cpuUsed.user + cpuUsed.system };
}

// The machine is shared: the paths take turns in rounds, so a busy moment does not land on one path.
const rounds = profileDir ? 1 : 4;
for (const operation of operations) {
  console.log(`\n${operation.name}: ${calls} sequential calls per path, in ${rounds} interleaved rounds`);
  const runs = paths.map(({ name, transport, hashed }) => {
    const client = createApiClient({ transport, storeCode: 'nl', requestId: 'bench' });
    const document = (hashed ? operation.document : withoutHash(operation.document)) as TypedDocument<unknown, unknown>;
    return { name, call: () => client.query(document, operation.variables), wall: 0, cpu: 0 };
  });
  for (const run of runs) for (let i = 0; i < 200; i++) await run.call();
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      const spent = await time(`${operation.name} ${run.name}`, Math.ceil(calls / rounds), run.call);
      run.wall += spent.wall;
      run.cpu += spent.cpu;
    }
  }
  const perCall = (micros: number) => (micros / (Math.ceil(calls / rounds) * rounds)).toFixed(0).padStart(7);
  for (const run of runs) console.log(`  ${run.name.padEnd(46)} ${perCall(run.wall)} µs/call wall, ${perCall(run.cpu)} µs CPU`);
}
await t.close();
