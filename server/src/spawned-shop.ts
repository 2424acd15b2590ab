/** Test support: the shop from source (`server/src/main.ts` through tsx) as a child process on a loopback port. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SpawnedShop {
  pid: number;
  port: number;
  base: string;
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

/** Starts an API-only shop (no storefront build needed) with 10 products; `env` adds or overrides settings. */
export function spawnShop(port: number, env: Record<string, string>): SpawnedShop {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHOP_ROLE: 'api',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_PRODUCTS: '10',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid ?? -1,
    port,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    kill: (signal) => child.kill(signal),
  };
}
