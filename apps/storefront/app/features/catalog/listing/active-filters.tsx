import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { formatPrice } from '@shop/rules';
import { useLocale } from '../../../lib/money.ts';
import type { ActiveFilterChip } from './listing-model.ts';
import styles from './active-filters.module.css';

/** The chosen filters as chips, each with a remove link, plus "clear all" (C5, C20). */
export function ActiveFilters({ chips, clearAllHref }: { chips: ActiveFilterChip[]; clearAllHref: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  if (chips.length === 0) return null;
  // "€ 50 – € 120" reads better than "€ 50,- – € 120,-" between two amounts.
  const rangeAmount = (amount: number) => formatPrice(amount, locale).replace(/[.,]-$/, '');

  const chipLabel = (chip: ActiveFilterChip) => {
    if (chip.range) {
      const range = intl.formatMessage(
        { id: 'catalog.range.chip' },
        { min: rangeAmount(chip.range.min), max: rangeAmount(chip.range.max) },
      );
      return `${chip.label}: ${range}`;
    }
    return chip.labelId ? intl.formatMessage({ id: chip.labelId }) : chip.label;
  };

  return (
    <div className={styles.chips}>
      <h2 className="visually-hidden">{intl.formatMessage({ id: 'catalog.filters.active' })}</h2>
      <ul className={styles.chipList}>
        {chips.map((chip) => {
          const label = chipLabel(chip);
          return (
            <li key={chip.key}>
              <Link
                to={chip.href}
                className={styles.chip}
                preventScrollReset
                aria-label={intl.formatMessage({ id: 'catalog.filters.remove' }, { label })}
              >
                {label}
                <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
                  <path d="M1 1l8 8M9 1l-8 8" stroke="currentColor" strokeWidth="1.4" />
                </svg>
              </Link>
            </li>
          );
        })}
        {clearAllHref ? (
          <li>
            <Link to={clearAllHref} className={styles.clearAll} preventScrollReset>
              {intl.formatMessage({ id: 'catalog.filters.clearAll' })}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
