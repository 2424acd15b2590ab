// Runs the API suites and the page statement budgets a second time on PostgreSQL (decision 043), and
// the suites that need PostgreSQL itself (a storefront process keeping pages apart from the API).
// TEST_DATABASE_URL names a database on the server to use (each test file gets a database of its own
// there); CI always sets it. Only a local run may leave it out, and only by saying so.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.SHOP_SKIP_POSTGRES_TESTS === '1') {
    console.log('SHOP_SKIP_POSTGRES_TESTS=1: the PostgreSQL suites (races, statement budgets) are skipped in this local run.');
    process.exit(0);
  }
  console.error(
    [
      'TEST_DATABASE_URL is not set, so the PostgreSQL suites (stock, coupon and gift card races; statement budgets) cannot run.',
      'Point it at a PostgreSQL server whose user may create databases, for example:',
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test',
      'or skip them in a local run with SHOP_SKIP_POSTGRES_TESTS=1.',
    ].join('\n'),
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'packages/api', 'server/src/page-statements.test.ts', 'server/src/storefront-page-cache.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, SHOP_TEST_ENGINE: 'postgres' },
  },
);
process.exit(result.status ?? 1);
