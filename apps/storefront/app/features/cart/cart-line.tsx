import { useIntl } from '../../lib/i18n/intl.tsx';
import { PricePair } from '../../ui/price-pair.tsx';
import { Link } from 'react-router';
import { QuantityForm, RemoveLineForm, useLineErrorText, useRemoval } from './cart-line-forms.tsx';
import type { ErrorText } from './cart-errors.ts';
import type { CartLineView, PriceView } from './cart-model.ts';
import productText from '../../ui/product-text.module.css';
import styles from './cart-line.module.css';
import { ViewImage } from '../../ui/view-image.tsx';

/** A price with the regular one struck through when discounted; "Gratis" under 0.1 (CA15). */
export function LinePrice({ price, className }: { price: PriceView; className?: string }) {
  const intl = useIntl();
  if (price.amount === null)
    return <span className={`${className ?? ''} ${styles.free}`}>{intl.formatMessage({ id: 'cart.line.free' })}</span>;
  return (
    <span className={className}>
      <PricePair regular={price.regular} price={price.amount} classes={{ regular: styles.regular, sale: styles.sale }} />
    </span>
  );
}

/** The line's image, brand, name and options ("Maat: M", bundle parts; CA5). */
export function LineSummary({ line, compact = false }: { line: CartLineView; compact?: boolean }) {
  return (
    <div className={compact ? `${styles.summary} ${styles.compact}` : styles.summary}>
      <Link to={line.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <ViewImage image={line.image} className={styles.image} width={100} height={120} alt="" loading="lazy" />
        ) : (
          <span className={styles.image} />
        )}
      </Link>
      <div className={styles.text}>
        {line.brand ? <p className={productText.brand}>{line.brand}</p> : null}
        <h3 className={styles.name}>
          <Link to={line.href}>{line.name}</Link>
        </h3>
        {line.options.length > 0 ? (
          <dl className={styles.options}>
            {line.options.map((option) => (
              <div key={option.label} className={styles.option}>
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </div>
  );
}

/** One cart line on the cart page (CA8, CA12–CA15, CA22). */
export function CartLine({ line, serverError }: { line: CartLineView; serverError: ErrorText | null }) {
  const intl = useIntl();
  const errorText = useLineErrorText();
  const { pending } = useRemoval(line.id);
  return (
    <li className={styles.line} data-removing={pending || undefined} aria-busy={pending || undefined}>
      <LineSummary line={line} />
      {line.errors.length > 0 ? (
        <p className={styles.lineError} role="status">
          {errorText(line.errors)}
        </p>
      ) : null}
      <div className={styles.controls}>
        <QuantityForm line={line} serverError={serverError} />
        <div className={styles.prices}>
          {line.quantity > 1 ? (
            <span className={styles.unit}>
              <span className="visually-hidden">{intl.formatMessage({ id: 'cart.line.unitPrice' })}: </span>
              <LinePrice price={line.unitPrice} />
              <span aria-hidden="true"> × {line.quantity}</span>
            </span>
          ) : null}
          <span className={styles.row}>
            <span className="visually-hidden">{intl.formatMessage({ id: 'cart.line.rowTotal' })}: </span>
            <LinePrice price={line.rowTotal} />
          </span>
        </div>
        <RemoveLineForm line={line} className={styles.removeForm} />
      </div>
    </li>
  );
}
