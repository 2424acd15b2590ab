import { useIntl } from '../../lib/i18n/intl.tsx';
import type { ProductView } from './product-model.ts';
import parts from './product-parts.module.css';
import styles from './product-extras.module.css';

/** Gift card choices, shown for information (D11–D13): preset amounts, free amount, card types. */
export function GiftcardInfo({ giftcard }: { giftcard: NonNullable<ProductView['giftcard']> }) {
  const intl = useIntl();
  return (
    <div className={styles.giftcard}>
      {giftcard.amounts.length > 0 ? (
        <>
          <h2 className={parts.sectionTitle}>{intl.formatMessage({ id: 'product.giftcard.amounts' })}</h2>
          <ul className={styles.amounts}>
            {giftcard.amounts.map((amount) => (
              <li key={amount} className={styles.amount}>
                {amount}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {giftcard.open ? <p className={styles.muted}>{intl.formatMessage({ id: 'product.giftcard.open' }, giftcard.open)}</p> : null}
      {giftcard.types.length > 0 ? (
        <>
          <h2 className={`${parts.sectionTitle} ${styles.spacedTitle}`}>{intl.formatMessage({ id: 'product.giftcard.types' })}</h2>
          <ul className={styles.typeList}>
            {giftcard.types.map((type) => {
              const id = `product.giftcard.type.${type}`;
              return <li key={type}>{intl.messages[id] ? intl.formatMessage({ id }) : type}</li>;
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The size chart in a disclosure (D14): a row per measurement, a column per size. */
export function SizeTable({ table }: { table: NonNullable<ProductView['sizeTable']> }) {
  const intl = useIntl();
  const [corner, ...sizes] = table.headings;
  return (
    <details className={parts.disclosure}>
      <summary className={parts.disclosureSummary}>{intl.formatMessage({ id: 'product.size.table' })}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.sizeTable}>
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
    </details>
  );
}
