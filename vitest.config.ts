import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'server/**/*.test.ts', 'apps/storefront/app/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each API test file starts its own embedded database; two cores, so keep it to two at a time.
    maxWorkers: 2,
  },
});
