/**
 * Options of `bench/lighthouse-ab.ts`: two builds of the shop, already running, audited by Lighthouse
 * on the same pages in turns (A, B, A, B …), so both see the same machine.
 */

export interface AbOptions {
  a: string;
  b: string;
  paths: string[];
  runs: number;
}

export class AbOptionsError extends Error {}

/** More runs than this per page and build take longer than any comparison needs (30 s a run). */
export const MAX_AB_RUNS = 20;
/** Pages per comparison. */
export const MAX_AB_PATHS = 10;

function base(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AbOptionsError(`--${name} must be an address such as http://127.0.0.1:3200`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AbOptionsError(`--${name} must be http or https`);
  return url.origin;
}

/** `--a=URL --b=URL [--paths=/cart/,/] [--runs=3]`. */
export function parseAbOptions(argv: readonly string[]): AbOptions {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    if (argument === '--') continue;
    const match = /^--(a|b|paths|runs)=(.*)$/.exec(argument);
    if (!match) throw new AbOptionsError(`unexpected argument "${argument}" (flags: --a, --b, --paths, --runs)`);
    flags.set(match[1]!, match[2]!);
  }
  const a = flags.get('a');
  const b = flags.get('b');
  if (!a || !b) throw new AbOptionsError('--a and --b name the two running shops');
  const paths = (flags.get('paths') ?? '/cart/').split(',').filter(Boolean);
  if (paths.length === 0 || paths.length > MAX_AB_PATHS) throw new AbOptionsError(`--paths takes 1 to ${MAX_AB_PATHS} paths`);
  for (const path of paths) if (!path.startsWith('/')) throw new AbOptionsError(`--paths: "${path}" does not start with /`);
  const runsText = flags.get('runs') ?? '3';
  const runs = Number(runsText);
  if (!/^\d+$/.test(runsText) || runs < 1 || runs > MAX_AB_RUNS) throw new AbOptionsError(`--runs must be 1 to ${MAX_AB_RUNS}`);
  return { a: base('a', a), b: base('b', b), paths, runs };
}
