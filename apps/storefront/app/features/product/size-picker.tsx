import { useIntl } from '../../lib/i18n/intl.tsx';
import type { SizeChoice } from './variant-selection.ts';
import { SizeTableButton } from './size-table.tsx';
import styles from './size-picker.module.css';

/**
 * Radio buttons per option value (D6–D8). Sold-out values stay visible, struck through and
 * disabled. They sit in the surrounding GET form, so a choice lands in the address (`?size=M`).
 * The size option has the size chart's button beside it (D14) when the page has a chart.
 * `idPrefix` keeps element ids apart when a second picker shows on the same page (quick view).
 */
export function SizePicker({ choice, onChoose, idPrefix = '' }: { choice: SizeChoice; onChoose: () => void; idPrefix?: string }) {
  const intl = useIntl();
  const chartBeside = choice.options.find((option) => option.code === 'size')?.code ?? choice.options.at(-1)?.code;
  return (
    <>
      {choice.options.map((option) => (
        <div key={option.code} className={styles.group}>
          {option.code === chartBeside ? <SizeTableButton className={styles.chartButton} /> : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              {intl.formatMessage({ id: 'product.size.legend' }, { option: option.label.toLowerCase() })}
            </legend>
            <div className={styles.values}>
              {option.values.map((value) => {
                const id = `${idPrefix}${choice.prefix}${option.code}-${value.valueIndex}`;
                return (
                  <span key={value.valueIndex} className={styles.value}>
                    <input
                      className={styles.input}
                      type="radio"
                      id={id}
                      name={`${choice.prefix}${option.code}`}
                      value={value.param}
                      defaultChecked={value.selected}
                      disabled={value.soldOut && !value.selected}
                      onChange={onChoose}
                    />
                    <label htmlFor={id} className={value.soldOut ? `${styles.label} ${styles.soldOut}` : styles.label}>
                      {value.label}
                      {value.soldOut ? (
                        <span className="visually-hidden">, {intl.formatMessage({ id: 'product.size.soldOut' })}</span>
                      ) : null}
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        </div>
      ))}
      {choice.soldOutSelected ? (
        <p className={styles.soldOutNote} role="alert">
          {intl.formatMessage({ id: 'product.size.soldOutSelected' }, { size: choice.soldOutSelected })}
        </p>
      ) : null}
    </>
  );
}
