import { Suspense, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import styles from './quick-view.module.css';
import { lazyChunk } from '../shell/lazy-chunk.ts';

/** The slide-in's code loads on first use, so listings do not carry it up front. */
const loadPanel = () => import('./quick-view-panel.tsx');
const QuickViewPanel = lazyChunk(loadPanel);

/**
 * The quick view button of a product tile (D15): opens the product in a slide-in, without leaving
 * the page (D4). Drawn by the server and shown by the stylesheet only once React answers it
 * (ui/scripts-running.ts); without scripts the tile's link leads to the product page. Each opening
 * starts afresh, with nothing chosen (D3).
 */
export function QuickViewButton({ sku, name }: { sku: string; name: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
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
      />
      {open ? (
        <Suspense fallback={null}>
          <QuickViewPanel sku={sku} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
