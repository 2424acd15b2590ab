import { useRef } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Form, Link, useLocation } from 'react-router';
import { useHydrated } from '../../ui/hooks.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import type { AddToCartView } from './add-to-cart-model.ts';
import { AvailabilityNote } from './availability-note.tsx';
import type { BundleItemView } from './product-model.ts';
import type { SizeChoice } from './variant-selection.ts';
import { SizePicker } from './size-picker.tsx';
import parts from './product-parts.module.css';
import styles from './selection-form.module.css';

export interface SelectionFormProps {
  sizes: SizeChoice | null;
  bundle: BundleItemView[] | null;
  addToCart: AddToCartView | null;
}

/** The add button sits outside the form (which is re-created per size choice) and names it. */
const FORM_ID = 'product-selection';

/**
 * The size choices of the page as one GET form (D6–D10): without JavaScript the shopper presses
 * "choose"; with it, picking a size submits at once and the page shows that size's stock. The
 * add-to-cart button belongs to the same form but posts it to the add action (CA9).
 */
export function SelectionForm({ sizes, bundle, addToCart }: SelectionFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const choose = () => form.current?.requestSubmit();
  const hasChoices = Boolean(sizes || bundle?.some((item) => item.sizes));
  if (!hasChoices && !addToCart) return bundle ? <BundleList bundle={bundle} onChoose={choose} /> : null;

  return (
    <div className={styles.selection}>
      <Form method="get" replace preventScrollReset ref={form} id={FORM_ID} className={styles.selection} key={search}>
        {sizes ? <SizePicker choice={sizes} onChoose={choose} /> : null}
        {bundle ? <BundleList bundle={bundle} onChoose={choose} /> : null}
        {hasChoices ? (
          <button type="submit" className={hydrated ? 'visually-hidden' : styles.chooseButton}>
            {intl.formatMessage({ id: 'product.size.choose' })}
          </button>
        ) : null}
      </Form>
      {addToCart ? <AddToCartButton view={addToCart} form={FORM_ID} /> : null}
    </div>
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
            {item.image ? <img className={styles.bundleImage} src={item.image} width={80} height={96} alt="" loading="lazy" /> : null}
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
