import type { ReactNode } from 'react';
import { OrderSummary } from './order-summary.tsx';
import type { OrderSummaryView } from './summary-model.ts';
import styles from './checkout-page.module.css';

/** A checkout step: its heading and form beside the order summary (L4). */
export function CheckoutPage({ title, summary, children }: { title: string; summary: OrderSummaryView | null; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`} data-with-summary={summary ? true : undefined}>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
      {summary ? <OrderSummary summary={summary} /> : null}
    </div>
  );
}
