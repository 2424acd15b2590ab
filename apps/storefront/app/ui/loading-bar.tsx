import { useEffect, useState, type CSSProperties } from 'react';
import styles from './loading-bar.module.css';

/**
 * A thin progress bar that fills over `durationMs` and then reports completion (the 404 screen's
 * ~400 ms bar, L8). The bar is decorative; the page is already readable.
 */
export function LoadingBar({ durationMs, onDone }: { durationMs: number; onDone?: () => void }) {
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');

  useEffect(() => {
    const start = requestAnimationFrame(() => setState('running'));
    const timer = window.setTimeout(() => {
      setState('done');
      onDone?.();
    }, durationMs);
    return () => {
      cancelAnimationFrame(start);
      window.clearTimeout(timer);
    };
    // The bar runs once per mount; a new onDone identity must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [durationMs]);

  return <div className={styles.bar} data-state={state} style={{ '--duration': `${durationMs}ms` } as CSSProperties} aria-hidden="true" />;
}
