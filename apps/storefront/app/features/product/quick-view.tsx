import { Suspense, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useHydrated } from '../../ui/hooks.ts';
import styles from './quick-view.module.css';
import { lazyChunk } from '../shell/lazy-chunk.ts';

/** The quick view button's eye, as constant markup (decision 069: one element per tile, not three). */
const EYE = {
  __html:
    '<path d="M1.5 10S4.8 4.5 10 4.5 18.5 10 18.5 10 15.2 15.5 10 15.5 1.5 10 1.5 10z" fill="none" stroke="currentColor" stroke-width="1.3"/>' +
    '<circle cx="10" cy="10" r="2.6" fill="none" stroke="currentColor" stroke-width="1.3"/>',
};

/** The slide-in's code loads on first use, so listings do not carry it up front. */
const loadPanel = () => import('./quick-view-panel.tsx');
const QuickViewPanel = lazyChunk(loadPanel);

/**
 * The quick view button of a product tile (D15): opens the product in a slide-in, without leaving
 * the page (D4). Only once scripts run; without them the tile's link leads to the product page.
 * Each opening starts afresh, with nothing chosen (D3).
 */
export function QuickViewButton({ sku, name }: { sku: string; name: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <div className={styles.anchor}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'product.quickView.open' }, { name })}
        title={intl.formatMessage({ id: 'product.quickView.title' })}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" dangerouslySetInnerHTML={EYE} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuickViewPanel sku={sku} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
