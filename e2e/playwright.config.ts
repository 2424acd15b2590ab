import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

const desktop = { viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One journey at a time, files in name order: the journeys that read mail listen on the one SMTP
  // port the shop sends to, and every journey is the same client address to the shop's rate limits
  // (sign-ups, carts, orders), so their order spreads the sign-ups over the run.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: desktop }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The built server, as `npm start` runs it (built first when missing or out of date), on a
        // fresh embedded database for every run, seeded small to keep the run short.
        command: `rm -rf .data-e2e-${port} && node scripts/build.mjs --if-stale && exec node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.js`,
        cwd: '..',
        url: `${baseURL}/readyz`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: `.data-e2e-${port}`,
          SEED_PRODUCTS: '300',
          LOG_LEVEL: 'warn',
          // Journeys that read mail listen here with a real SMTP server (support/mailbox.ts).
          SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
        },
      },
});
