import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useHydrated } from '../../ui/hooks.ts';
import type { ProductView } from './product-model.ts';
import { SlideIn } from '../../ui/slide-in.tsx';
import styles from './size-table.module.css';

export type SizeTableView = NonNullable<ProductView['sizeTable']>;

/** The anchor of the size chart shown without scripts. */
export const SIZE_TABLE_ID = 'size-table';

const SizeTableContext = createContext<{ open: () => void } | null>(null);

/** The size chart itself (D14): a row per measurement, a column per size. */
export function SizeChart({ table, id }: { table: SizeTableView; id?: string }) {
  const intl = useIntl();
  const [corner, ...sizes] = table.headings;
  return (
    <div className={styles.scroll} id={id} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'product.size.table' })}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {sizes.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={`${row.label}-${sizes[index] ?? index}`}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Makes the size chart available to the size pickers below it: they show the button that opens
 * it in a slide-in (D14). Without a table, the pickers show no button.
 */
export function SizeTableProvider({ table, children }: { table: SizeTableView | null; children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const value = useMemo(() => (table ? { open: () => setOpen(true) } : null), [table]);
  return (
    <SizeTableContext.Provider value={value}>
      {children}
      {table ? (
        <SlideIn open={open} onClose={() => setOpen(false)} title={intl.formatMessage({ id: 'product.size.table' })}>
          <p className={styles.intro}>{intl.formatMessage({ id: 'product.size.tableIntro' })}</p>
          <SizeChart table={table} />
        </SlideIn>
      ) : null}
    </SizeTableContext.Provider>
  );
}

function RulerIcon() {
  return (
    <svg aria-hidden="true" width="22" height="10" viewBox="0 0 22 10" className={styles.icon}>
      <path d="M.6.6h20.8v8.8H.6zM4.5.6v3.5M8.5.6v5M12.5.6v3.5M16.5.6v5" fill="none" stroke="currentColor" strokeWidth="1.1" />
    </svg>
  );
}

/**
 * "Size chart" beside the size choice: a button opening the slide-in once scripts run; before
 * that a link to the chart the page shows without scripts.
 */
export function SizeTableButton({ className }: { className?: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const sizeTable = useContext(SizeTableContext);
  if (!sizeTable) return null;
  const label = intl.formatMessage({ id: 'product.size.table' });
  const classes = className ? `${styles.trigger} ${className}` : styles.trigger;
  return hydrated ? (
    <button type="button" className={classes} onClick={sizeTable.open} aria-haspopup="dialog">
      <RulerIcon />
      {label}
    </button>
  ) : (
    <a href={`#${SIZE_TABLE_ID}`} className={classes}>
      <RulerIcon />
      {label}
    </a>
  );
}

/**
 * The chart as a plain disclosure for browsers without scripts (D14). Inside <noscript>, so a
 * browser that runs scripts never lays it out and the page does not move when they start. The
 * link beside the sizes targets the chart inside the disclosure, which browsers open for it.
 */
export function SizeTableFallback({ table }: { table: SizeTableView }) {
  const intl = useIntl();
  return (
    <noscript>
      <details className={styles.disclosure}>
        <summary className={styles.summary}>{intl.formatMessage({ id: 'product.size.table' })}</summary>
        <SizeChart table={table} id={SIZE_TABLE_ID} />
      </details>
    </noscript>
  );
}
