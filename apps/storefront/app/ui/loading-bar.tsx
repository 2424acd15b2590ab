import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigation, useNavigationType } from 'react-router';
import { timings } from '@shop/rules';
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

type ProgressState = 'idle' | 'running' | 'done' | 'failed';

/**
 * The top progress bar while the shop moves to another page (L17; 000 §4, §9): 2 px, shown only
 * when the next page takes longer than the throttle (200 ms), filling over 5 s, and once shown it
 * stays at least 200 ms. The error page mounts it with `failed`: after a move that ended there
 * (not on a first load) the bar shows red, full, and fades.
 */
export function NavigationProgress({ failed = false }: { failed?: boolean }) {
  const busy = useNavigation().state !== 'idle';
  const arrivedByMove = useNavigationType() !== 'POP';
  const [state, setState] = useState<ProgressState>(() => (failed && arrivedByMove ? 'failed' : 'idle'));
  const shownAt = useRef(0);
  const running = state === 'running';

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => {
        shownAt.current = Date.now();
        setState('running');
      }, timings.loadingBarThrottleMs);
      return () => window.clearTimeout(timer);
    }
    if (!running) return;
    const timer = window.setTimeout(() => setState('done'), Math.max(0, timings.loadingBarMinimumMs - (Date.now() - shownAt.current)));
    return () => window.clearTimeout(timer);
  }, [busy, running]);

  return (
    <div
      className={styles.bar}
      data-state={state}
      data-testid="navigation-progress"
      style={{ '--duration': `${timings.loadingBarDurationMs}ms` } as CSSProperties}
      aria-hidden="true"
    />
  );
}
