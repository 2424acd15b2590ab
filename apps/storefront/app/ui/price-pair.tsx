import type { ReactNode } from 'react';
import { useIntl } from '../lib/i18n/intl.tsx';

/** The classes a place gives the two prices; `price` styles the one price when nothing is discounted. */
export interface PricePairClasses {
  regular?: string;
  sale?: string;
  price?: string;
}

/**
 * A price as the shop shows it everywhere (tiles, quick search, quick view, product page, wish
 * list, cart line): when discounted, the regular price struck through before the price to pay,
 * each named for screen readers ("Van", "Nu"); otherwise the one price. The caller's wrapper
 * (a `<p>` or `<span>`) holds the pair.
 */
export function PricePair({ regular, price, classes }: { regular?: string | null; price: ReactNode; classes: PricePairClasses }) {
  const intl = useIntl();
  if (!regular) return <span className={classes.price}>{price}</span>;
  return (
    <>
      <s className={classes.regular}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'product.price.regular' })} </span>
        {regular}
      </s>
      <span className={classes.sale}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'product.price.final' })} </span>
        {price}
      </span>
    </>
  );
}
