import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { timings } from '@shop/rules';
import { useLocale } from '../../../lib/money.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/hooks.ts';
import { UspIcon } from '../../../ui/icons.tsx';
import { atMoment, type UspView } from '../selling-points.ts';
import { SmartLink } from '../../../ui/smart-link.tsx';
import styles from './usp-strip.module.css';

export interface UspStripProps {
  items: UspView[];
  placement: 'header' | 'checkout' | 'footer';
  /** Shown at the end of the strip (the language switcher in the header). */
  trailing?: ReactNode;
  /**
   * The store's time zone and its delivery toggle (P14, P15): the strip keeps the delivery day and
   * the days in descriptions current with the one delivery rule, every minute.
   */
  delivery: { timeZone: string; personalize: boolean };
  /** The strip's accessible name; the shop's selling points by default. */
  label?: string;
}

function UspLabel({ usp }: { usp: UspView }) {
  return usp.href ? (
    <SmartLink href={usp.href} className={styles.link}>
      {usp.label}
    </SmartLink>
  ) : (
    <span>{usp.label}</span>
  );
}

/**
 * Selling points (P6–P9). In the header and the checkout, on small screens one shows at a time,
 * advancing every 5 s with a 1.4 s fade and wrapping to the first; rotation pauses while the pointer
 * or focus is on the strip. Items without a label never get here (P8). The footer also shows each
 * point's description, its `{days}` filled in (P7); the other strips have no room for it.
 */
export function UspStrip({ items: given, placement, trailing, delivery, label }: UspStripProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [now, setNow] = useState<Date | null>(null);
  const { timeZone, personalize } = delivery;
  const items = now ? atMoment(given, { now, language: locale, timeZone, personalize }) : given;

  // The strip came from the server; past 21:00 or midnight the promise changes, so it is refreshed every minute.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), timings.dynamicLabelRefreshMs);
    return () => window.clearInterval(timer);
  }, []);

  const large = useMediaQuery(DESKTOP_QUERY);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotates = placement !== 'footer' && !large && items.length > 1 && !paused;

  useEffect(() => {
    if (!rotates) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % items.length), timings.uspRotationMs);
    return () => window.clearInterval(timer);
  }, [rotates, items.length]);

  if (items.length === 0 && !trailing) return null;
  return (
    <div className={styles.strip} data-placement={placement}>
      <div className={`container ${styles.inner}`}>
        <ul
          className={styles.list}
          aria-label={label ?? intl.formatMessage({ id: 'shell.usp.label' })}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {items.map((usp, index) => (
            <li key={usp.id} className={styles.item} data-active={index === active % Math.max(items.length, 1)}>
              <UspIcon name={usp.icon} size={placement === 'footer' ? 26 : 16} className={styles.icon} />
              {placement === 'footer' && usp.description ? (
                <span className={styles.text}>
                  <UspLabel usp={usp} />
                  <span className={styles.description}>{usp.description}</span>
                </span>
              ) : (
                <UspLabel usp={usp} />
              )}
            </li>
          ))}
        </ul>
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
    </div>
  );
}
