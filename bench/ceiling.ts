/** Runs the render ceiling (ceiling-worker.ts) in its own production process and reads its answer. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LatencySummary } from './stats.ts';
import { repositoryRoot } from './shop.ts';

export const CEILING_RESULT_PREFIX = 'ceiling-result ';

export interface CeilingResult extends LatencySummary {
  pages: number;
  renders: number;
  rendersPerSecond: number;
  /** Average HTML bytes of one bare render, beside what the server sent for the same pages. */
  bareBytes: number;
  servedBytes: number;
}

const SETUP_ALLOWANCE_MS = 120_000;

/** Bare renders per second of the product pages at `paths`, whose data comes from the shop at `apiUrl`. */
export function measureCeiling(options: {
  apiUrl: string;
  paths: readonly string[];
  duration: number;
  port: number;
}): Promise<CeilingResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        path.join(repositoryRoot, 'bench/production-modules.ts'),
        path.join(repositoryRoot, 'bench/ceiling-worker.ts'),
      ],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          BENCH_API_URL: options.apiUrl,
          BENCH_CEILING_PATHS: JSON.stringify(options.paths),
          BENCH_DURATION: String(options.duration),
          BENCH_PORT: String(options.port),
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.duration * 1000 + SETUP_ALLOWANCE_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith(CEILING_RESULT_PREFIX));
      if (code === 0 && line) resolve(JSON.parse(line.slice(CEILING_RESULT_PREFIX.length)) as CeilingResult);
      else reject(new Error(`the render ceiling failed (${signal ?? `exit ${code}`}):\n${stderr}`));
    });
  });
}

/** How many times slower a served page is than its bare render (goal ≤1.5). */
export function ceilingRatio(bareRendersPerSecond: number, pageRequestsPerSecond: number): number | null {
  if (!(pageRequestsPerSecond > 0) || !(bareRendersPerSecond > 0)) return null;
  return Math.round((bareRendersPerSecond / pageRequestsPerSecond) * 100) / 100;
}
