import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance: Node loads graphql-yoga's copy as CommonJS, so the tests must too
    // (otherwise `instanceof GraphQLError` fails between the two and expected errors get masked).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: [
      'packages/**/*.test.ts',
      'server/**/*.test.ts',
      'apps/storefront/app/**/*.test.{ts,tsx}',
      'apps/storefront/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    setupFiles: ['./vitest.setup.ts'],
    // Builds each seeded template database once per run; every API test file copies one (decision 043).
    globalSetup: ['./packages/api/src/platform/test-templates.ts'],
    testTimeout: 60_000,
    // A file that builds a template first (a busy machine can take minutes) waits in its beforeAll.
    hookTimeout: 300_000,
    // Each API test file opens its own copy of a template database; two cores, so two files at a time.
    maxWorkers: 2,
  },
});
