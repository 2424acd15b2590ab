import { describe, expect, it } from 'vitest';
import { auditOf, chromeFlagsFor, medianAudit } from './lighthouse.ts';

type Lhr = Parameters<typeof auditOf>[0];

function report(score: number, scripts: { transferSize: number; networkEndTime: number; statusCode?: number }[]): Lhr {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': audit(1234.4),
      'cumulative-layout-shift': audit(0.01234),
      'total-blocking-time': audit(40.2),
      'total-byte-weight': audit(512_000),
      metrics: { details: { items: [{ observedLoad: 900 }] } },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', statusCode: 200, transferSize: 30_000, networkEndTime: 100 },
            ...scripts.map((script) => ({ resourceType: 'Script', statusCode: 200, ...script })),
          ],
        },
      },
    },
  } as unknown as Lhr;
}

describe('Lighthouse figures', () => {
  it('counts as first-load JavaScript every script the page fetched, before the load event or after it', () => {
    const audit = auditOf(
      report(0.97, [
        { transferSize: 50_000, networkEndTime: 400 },
        { transferSize: 20_000, networkEndTime: 900 },
        { transferSize: 99_000, networkEndTime: 2500 },
      ]),
    );
    expect(audit).toEqual({
      performance: 97,
      lcpMs: 1234,
      cls: 0.012,
      tbtMs: 40,
      totalBytes: 512_000,
      firstLoadJsBytes: 169_000,
      firstLoadJsFiles: 3,
      failedAssets: 0,
    });
  });

  it('leaves scripts that failed out of the JavaScript and counts them as failed assets', () => {
    const audit = auditOf(
      report(0.7, [
        { transferSize: 50_000, networkEndTime: 400 },
        { transferSize: 300, networkEndTime: 500, statusCode: 404 },
      ]),
    );
    expect(audit).toMatchObject({ firstLoadJsBytes: 50_000, firstLoadJsFiles: 1, failedAssets: 1 });
  });

  it('reports a page that failed to load instead of scoring it', () => {
    const failed = { ...report(0, []), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } } as unknown as Lhr;
    expect(() => auditOf(failed)).toThrow(/NO_FCP/);
  });

  it('takes each figure’s median over the runs', () => {
    const runs = [80, 98, 90].map((performance, i) => ({
      ...auditOf(report(performance / 100, [])),
      lcpMs: [3000, 1000, 2000][i] as number,
    }));
    expect(medianAudit(runs)).toMatchObject({ performance: 90, lcpMs: 2000 });
  });

  it('lets the browser take the HTTPS front’s throwaway certificate, and only there', () => {
    expect(chromeFlagsFor('https://localhost:3461/')).toContain('--ignore-certificate-errors');
    expect(chromeFlagsFor('http://127.0.0.1:3460/')).not.toContain('--ignore-certificate-errors');
    expect(chromeFlagsFor('http://127.0.0.1:3460/')).toContain('--headless=new');
  });
});
