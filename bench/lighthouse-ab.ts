/**
 * `npx tsx bench/lighthouse-ab.ts -- --a=URL --b=URL [--paths=/cart/,/] [--runs=3]`: Lighthouse mobile
 * (as the `lighthouse` suite runs it, a new browser per run) on the same pages of two builds of the
 * shop that are already running, in turns A, B, A, B, so both meet the same machine; prints each
 * run, the load average beside it, and the medians with B ÷ A. See bench/README.md.
 */
import { lighthousePages, medianAudit, type PageAudit } from './lighthouse.ts';
import { AbOptionsError, parseAbOptions, type AbOptions } from './lighthouse-ab-options.ts';
import { machineFacts } from './report.ts';
import { runMain } from './main.ts';

const loadAverage = () => machineFacts().loadAverageAtStart.join(' ');

async function auditOnce(url: string): Promise<PageAudit | null> {
  const [result] = await lighthousePages([{ page: url, url }], 1);
  if (!result || result.runs === 0) {
    console.log(`  ${url}: ${result?.errors.join('; ') ?? 'no result'}`);
    return null;
  }
  const { page: _page, url: _url, over: _over, runs: _runs, errors: _errors, ...audit } = result;
  return audit as PageAudit;
}

async function compare(options: AbOptions): Promise<void> {
  const audits = new Map<string, PageAudit[]>();
  for (let run = 1; run <= options.runs; run += 1) {
    for (const path of options.paths) {
      for (const side of ['a', 'b'] as const) {
        const audit = await auditOnce(`${options[side]}${path}`);
        if (!audit) continue;
        console.log(
          `run ${run}: ${side.toUpperCase()} ${path}: score ${audit.performance}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms, ` +
            `CLS ${audit.cls}${audit.failedAssets ? `, ${audit.failedAssets} failed assets` : ''} (load average ${loadAverage()})`,
        );
        audits.set(`${side} ${path}`, [...(audits.get(`${side} ${path}`) ?? []), audit]);
      }
    }
  }
  const rows = options.paths.map((path) => {
    const a = audits.get(`a ${path}`);
    const b = audits.get(`b ${path}`);
    const ma = a?.length ? medianAudit(a) : null;
    const mb = b?.length ? medianAudit(b) : null;
    const ratio = (x?: number, y?: number) => (x && y !== undefined ? Math.round((y / x) * 100) / 100 : null);
    return {
      page: path,
      'A score': ma?.performance,
      'B score': mb?.performance,
      'A LCP ms': ma?.lcpMs,
      'B LCP ms': mb?.lcpMs,
      'LCP B÷A': ratio(ma?.lcpMs, mb?.lcpMs),
      'A TBT ms': ma?.tbtMs,
      'B TBT ms': mb?.tbtMs,
      'A CLS': ma?.cls,
      'B CLS': mb?.cls,
      runs: `${a?.length ?? 0}/${b?.length ?? 0}`,
    };
  });
  console.log(`\nLighthouse 12.8 mobile (simulated slow 4G, emulated phone), medians of ${options.runs} run(s)`);
  console.table(rows);
}

async function main(): Promise<number> {
  let options: AbOptions;
  try {
    options = parseAbOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof AbOptionsError) {
      console.error(`bench/lighthouse-ab: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const machine = machineFacts();
  console.log(`bench/lighthouse-ab: A ${options.a}, B ${options.b}; load average ${loadAverage()} on ${machine.cpus} cores`);
  await compare(options);
  console.log(`\nload average at the end: ${loadAverage()}`);
  return 0;
}

runMain(main);
