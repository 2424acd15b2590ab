// Runs the API suites a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL suites skipped.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'packages/api', 'server/src/page-statements.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SHOP_TEST_ENGINE: 'postgres' },
});
process.exit(result.status ?? 1);
