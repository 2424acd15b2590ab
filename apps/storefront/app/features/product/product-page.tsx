import { useViewItem } from '../analytics/hooks.ts';
import { Suspense } from 'react';
import { lazyChunk } from '../shell/lazy-chunk.ts';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useFormatPrice } from '../../lib/money.ts';
import { PricePair } from '../../ui/price-pair.tsx';
import { Link } from 'react-router';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { WhenHydrated } from '../../ui/when-hydrated.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { BackLink } from './back-link.tsx';
import { CrossSell } from './cross-sell.tsx';
import { Gallery } from './gallery.tsx';
import { GiftcardForm } from './giftcard-form.tsx';
import { useChosenGiftcardAmount } from './giftcard-price.ts';
import type { ProductPageData } from './product-page.server.ts';
import type { ProductView } from './product-model.ts';
import { SelectionForm } from './selection-form.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import { SizeTableButton, SizeTableFallback, SizeTableProvider } from './size-table.tsx';
import parts from './product-parts.module.css';
import styles from './product-page.module.css';

/** Recently viewed works in the browser only, after the page: its code is not part of the page's first load. */
const RecentlyViewed = lazyChunk(() => import('./recently-viewed.tsx'));
/** Size advice (L23) needs the browser's size history: it loads after the page, too. */
const SizeAdvice = lazyChunk(() => import('../sizing/size-advice.tsx'));

function Price({ price }: { price: ProductView['price'] }) {
  const intl = useIntl();
  return (
    <div className={styles.priceRow}>
      <p className={styles.prices}>
        <PricePair
          regular={price.regular}
          price={price.final}
          classes={{ regular: styles.regular, sale: styles.sale, price: styles.final }}
        />
      </p>
      {price.discountPercent ? (
        <span className={styles.discount}>{intl.formatMessage({ id: 'product.price.discount' }, { percent: price.discountPercent })}</span>
      ) : null}
      {price.saleLabel ? <span className={styles.saleLabel}>{price.saleLabel}</span> : null}
    </div>
  );
}

function Colours({ product }: { product: ProductView }) {
  const intl = useIntl();
  if (product.colours.length === 0) return null;
  return (
    <div>
      <p className={styles.optionHeading}>
        {intl.formatMessage({ id: 'product.colour.label' })}
        {product.colourLabel ? <span className={styles.optionValue}>{product.colourLabel}</span> : null}
      </p>
      <ul className={styles.colourList}>
        {product.colours.map((colour) => (
          <li key={colour.sku}>
            <Link
              to={colour.href}
              className={styles.colourLink}
              aria-current={colour.current ? 'page' : undefined}
              aria-label={colour.current ? intl.formatMessage({ id: 'product.colour.current' }, { colour: colour.label }) : colour.label}
              title={colour.label}
            >
              <span
                className={styles.colourChip}
                style={colour.colour ? { backgroundColor: colour.colour } : undefined}
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The product detail screen (spec 001 §3 Product detail; D1–D14). */
export function ProductPageView({ data }: { data: ProductPageData }) {
  const intl = useIntl();
  const { product } = data;
  const formatPrice = useFormatPrice();
  // A gift card's headline follows the value chosen in its form (D12–D13); before, its lowest value.
  const giftcardAmount = useChosenGiftcardAmount(product.giftcard);
  const price =
    giftcardAmount === null
      ? product.price
      : { ...product.price, final: formatPrice(giftcardAmount), regular: null, discountPercent: null, saleLabel: null };
  useViewItem(data.analytics);
  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <div className={styles.topbar}>
        <BackLink fallback={product.categoryHref} />
        <div className={styles.crumbs}>
          <Breadcrumb items={product.breadcrumbs} />
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.media}>
          <Gallery images={product.gallery} name={product.name} />
        </div>
        <div className={styles.info}>
          <header className={styles.heading}>
            {product.brand ? (
              product.brandHref ? (
                <Link to={product.brandHref} className={styles.brand}>
                  {product.brand}
                </Link>
              ) : (
                <p className={styles.brand}>{product.brand}</p>
              )
            ) : null}
            <div className={styles.nameRow}>
              <h1 className={styles.name}>{product.name}</h1>
              <WishlistHeart
                placement="page"
                product={{
                  sku: product.sku,
                  name: product.name,
                  brand: product.brand,
                  image: product.gallery[0]?.path,
                  price: product.price.final,
                }}
              />
            </div>
          </header>
          <Price price={price} />
          {product.price.promoText ? <p className={styles.promo}>{product.price.promoText}</p> : null}
          <Colours product={product} />
          <SizeTableProvider table={product.sizeTable}>
            <SelectionForm sizes={product.sizes} bundle={product.bundle} addToCart={product.addToCart} />
            {/* The size pickers carry the chart's button; a product without one gets it here. */}
            {product.sizes || product.bundle?.some((item) => item.sizes) ? null : <SizeTableButton className={styles.sizeChart} />}
          </SizeTableProvider>
          {product.sizes ? (
            <WhenHydrated>
              <Suspense fallback={null}>
                <SizeAdvice choice={product.sizes} />
              </Suspense>
            </WhenHydrated>
          ) : null}
          {product.sizeTable ? <SizeTableFallback table={product.sizeTable} /> : null}
          {product.giftcard ? <GiftcardForm view={product.giftcard} /> : null}
          <div className={styles.stock}>
            <AvailabilityNote availability={product.availability} />
            {data.delivery ? (
              <p className={styles.delivery}>
                <svg aria-hidden="true" width="20" height="14" viewBox="0 0 20 14" className={styles.deliveryIcon}>
                  <path
                    d="M1 1h11v9H1zM12 4h4l3 3v3h-7M4.5 13a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM15.5 13a1.5 1.5 0 100-3 1.5 1.5 0 000 3z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.2"
                  />
                </svg>
                <span className="visually-hidden">{intl.formatMessage({ id: 'product.delivery' })}: </span>
                {data.delivery}
              </p>
            ) : null}
          </div>
          {product.shortDescriptionHtml ? (
            <div className={parts.richText} dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }} />
          ) : null}
          {product.descriptionHtml ? (
            <details className={parts.disclosure} open>
              <summary className={parts.disclosureSummary}>{intl.formatMessage({ id: 'product.description' })}</summary>
              <div className={`${parts.richText} ${parts.disclosureBody}`} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            </details>
          ) : null}
          {product.sustainable ? <p className={styles.sustainable}>{intl.formatMessage({ id: 'product.sustainable' })}</p> : null}
          <p className={styles.sku}>{intl.formatMessage({ id: 'product.stock.sku' }, { sku: product.sku })}</p>
        </div>
      </div>
      <CrossSell products={data.crossSell} />
      <WhenHydrated>
        <Suspense fallback={null}>
          <RecentlyViewed key={product.sku} sku={product.sku} />
        </Suspense>
      </WhenHydrated>
    </div>
  );
}
