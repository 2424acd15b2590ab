import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function startShop(env: Record<string, string>, nodeFlags: readonly string[] = SERVER_NODE_FLAGS) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const shop = startShop({ PORT: 'eighty' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/Invalid environment:\s+PORT:/);
  });

  it('starts, answers, and on SIGTERM stops cleanly with the database closed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
    const port = String(3400 + Math.floor(Math.random() * 500));
    const shop = startShop({ SHOP_ROLE: 'api', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', SEED_PRODUCTS: '10' });
    try {
      const until = Date.now() + 60_000;
      let ready = false;
      while (!ready && Date.now() < until) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready).toBe(true);
      expect(shop.output()).toContain(`http://127.0.0.1:${port}`);
      expect(shop.output()).not.toContain('started without');
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      expect(shop.output()).toContain('"msg":"stopped"');
    } finally {
      shop.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('warns an operator who starts it without its Node flags, and names them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
    const shop = startShop({ SHOP_ROLE: 'api', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_PRODUCTS: '10' }, []);
    try {
      const until = Date.now() + 30_000;
      while (!shop.output().includes('started without') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(shop.output()).toContain(`started without ${SERVER_NODE_FLAGS.join(' ')}`);
      expect(shop.output()).toContain('docs/operations.md');
    } finally {
      shop.child.kill('SIGKILL');
      await shop.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
