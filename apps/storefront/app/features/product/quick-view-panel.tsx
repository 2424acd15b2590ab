import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { PricePair } from '../../ui/price-pair.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { quickViewUrl, type QuickView, type QuickViewAnswer } from './quick-view-model.ts';
import { SizePicker } from './size-picker.tsx';
import { SizeTableProvider } from './size-table.tsx';
import { SlideIn } from '../../ui/slide-in.tsx';
import styles from './quick-view.module.css';
import { ViewImage } from '../../ui/view-image.tsx';

type State =
  | { status: 'loading' }
  | { status: 'ready'; product: QuickView; options: string; busy: boolean }
  | { status: 'failed'; notFound: boolean };

const IMAGE_SIZES = '(min-width: 48em) 26rem, 90vw';

/** Loads the slide-in's product with the options chosen so far (an empty string: none). */
async function fetchQuickView(sku: string, options: string, signal: AbortSignal): Promise<State> {
  try {
    const response = await fetch(quickViewUrl(sku, new URLSearchParams(options)), { headers: { accept: 'application/json' }, signal });
    const body = (await response.json()) as QuickViewAnswer;
    if (response.ok && 'product' in body) return { status: 'ready', product: body.product, options, busy: false };
    return { status: 'failed', notFound: response.status === 404 };
  } catch {
    return { status: 'failed', notFound: false };
  }
}

/**
 * The product detail slide-in (D15): image, name, price, size choice and add to cart, read through
 * the storefront's `/quick-view.json`. Its choices live here, never in the page's address, so
 * closing it leaves the page's own product and sizes as they were (D4).
 */
export default function QuickViewPanel({ sku, onClose }: { sku: string; onClose: () => void }) {
  const intl = useIntl();
  const formId = `quick-view-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [options, setOptions] = useState('');
  const [state, setState] = useState<State>({ status: 'loading' });
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? { ...previous, busy: true } : { status: 'loading' }));
    void fetchQuickView(sku, options, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [sku, options]);

  // A size choice asks for that size's stock; the form's fields are the page's own (`size=M`).
  const choose = () => {
    if (!form.current) return;
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') chosen.append(name, value);
    setOptions(chosen.toString());
  };

  return (
    <SlideIn open onClose={onClose} title={intl.formatMessage({ id: 'product.quickView.title' })} size="wide" id="quick-view">
      {state.status === 'loading' ? (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {intl.formatMessage({ id: 'product.quickView.loading' })}
        </p>
      ) : state.status === 'failed' ? (
        <p className={styles.status} role="alert">
          {intl.formatMessage({ id: state.notFound ? 'product.quickView.notFound' : 'product.quickView.error' })}
        </p>
      ) : (
        <QuickViewProduct
          product={state.product}
          busy={state.busy}
          formId={formId}
          formRef={form}
          options={state.options}
          onChoose={choose}
          onLeave={onClose}
        />
      )}
    </SlideIn>
  );
}

interface QuickViewProductProps {
  product: QuickView;
  busy: boolean;
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** Following the link to the product page closes the slide-in. */
  onLeave: () => void;
  options: string;
  onChoose: () => void;
}

function QuickViewProduct({ product, busy, formId, formRef, options, onChoose, onLeave }: QuickViewProductProps) {
  const intl = useIntl();
  const { price } = product;
  return (
    <div className={styles.product} aria-busy={busy || undefined}>
      <div className={styles.media}>
        {product.image ? (
          <ViewImage image={product.image} className={styles.image} sizes={IMAGE_SIZES} alt={product.image.alt} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.details}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.prices}>
          <PricePair regular={price.regular} price={price.final} classes={{ regular: styles.regular, sale: styles.sale }} />
        </p>
        <SizeTableProvider table={product.sizeTable}>
          {/* Keyed by the loaded choice, so the radios show what the answer is for. */}
          <form
            key={options}
            ref={formRef}
            id={formId}
            method="get"
            action={product.href}
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              onChoose();
            }}
          >
            {product.sizes ? <SizePicker choice={product.sizes} onChoose={onChoose} idPrefix={`${formId}-`} /> : null}
          </form>
        </SizeTableProvider>
        {product.addToCart ? (
          <AddToCartButton view={product.addToCart} form={formId} />
        ) : (
          <p className={styles.note}>{intl.formatMessage({ id: 'product.quickView.choosePage' })}</p>
        )}
        <AvailabilityNote availability={product.availability} />
        {/* A product chosen on its own page gets the way there as its main action. */}
        <Link to={product.href} className={product.addToCart ? styles.detailsLink : 'button'} onClick={onLeave}>
          {intl.formatMessage({ id: 'product.quickView.details' })}
        </Link>
      </div>
    </div>
  );
}
