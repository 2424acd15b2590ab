import { useIntl } from '../../lib/i18n/intl.tsx';
import type { ProductView } from './product-model.ts';
import parts from './product-parts.module.css';
import styles from './product-extras.module.css';

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
