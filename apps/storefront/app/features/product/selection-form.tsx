import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useLocation } from 'react-router';
import { useHydrated } from '../shell/hooks.ts';
import { AvailabilityNote } from './availability-note.tsx';
import type { BundleItemView, SizeChoice } from './product-model.ts';
import { SizePicker } from './size-picker.tsx';
import parts from './product-parts.module.css';
import styles from './selection-form.module.css';

export interface SelectionFormProps {
  sizes: SizeChoice | null;
  bundle: BundleItemView[] | null;
}

/**
 * The size choices of the page as one GET form (D6–D10): without JavaScript the shopper presses
 * "choose"; with it, picking a size submits at once and the page shows that size's stock.
 */
export function SelectionForm({ sizes, bundle }: SelectionFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const choose = () => form.current?.requestSubmit();
  if (!sizes && !bundle?.some((item) => item.sizes)) return bundle ? <BundleList bundle={bundle} onChoose={choose} /> : null;

  return (
    <Form method="get" replace preventScrollReset ref={form} className={styles.selection} key={search}>
      {sizes ? <SizePicker choice={sizes} onChoose={choose} /> : null}
      {bundle ? <BundleList bundle={bundle} onChoose={choose} /> : null}
      <button type="submit" className={hydrated ? 'visually-hidden' : styles.chooseButton}>
        {intl.formatMessage({ id: 'product.size.choose' })}
      </button>
    </Form>
  );
}

function BundleList({ bundle, onChoose }: { bundle: BundleItemView[]; onChoose: () => void }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="bundle-title">
      <h2 id="bundle-title" className={parts.sectionTitle}>
        {intl.formatMessage({ id: 'product.bundle.title' })}
      </h2>
      <ul className={styles.bundleList}>
        {bundle.map((item) => (
          <li key={item.optionId} className={styles.bundleItem}>
            {item.image ? (
              <img className={styles.bundleImage} src={item.image} width={80} height={96} alt="" loading="lazy" />
            ) : null}
            <div className={styles.bundleBody}>
              <p className={styles.bundleName}>
                {item.quantity > 1 ? `${intl.formatMessage({ id: 'product.bundle.quantity' }, { quantity: item.quantity })} ` : ''}
                <Link to={item.href}>{item.name}</Link>
              </p>
              {item.sizes ? <SizePicker choice={item.sizes} onChoose={onChoose} /> : null}
              <AvailabilityNote availability={item.availability} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
