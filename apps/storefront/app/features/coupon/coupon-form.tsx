import { maxLengths } from '@shop/rules';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useHydrated } from '../../ui/hooks.ts';
import type { CouponResult } from './coupon-action.server.ts';
import { checkCouponInput, type CouponText, type CouponView } from './coupon-model.ts';
import styles from './coupon-form.module.css';

const FETCHER_KEY = 'cart-coupon';

/** Marks a submission as coming from the page's script, so the action answers with data. */
function Enhanced() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

/**
 * The coupon on the cart page (CA8, CA14, V13): a field with an apply button, or the cart's code
 * with a remove button and, when it takes nothing off now, why. Posts to the cart route's action,
 * so it works before scripts load; afterwards a fetcher keeps the page in place.
 */
export function CouponForm({ coupon, serverResult }: { coupon: CouponView; serverResult: CouponResult | null }) {
  const intl = useIntl();
  const fetcher = useFetcher<CouponResult>({ key: FETCHER_KEY });
  const [clientError, setClientError] = useState<CouponText | null>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? serverResult;
  const failed = !busy && result && !result.ok ? result : null;
  const error = clientError ?? failed?.message ?? null;
  const text = (message: CouponText) => intl.formatMessage({ id: message.id }, message.values);

  if (coupon.code) {
    return (
      <section className={styles.coupon} aria-labelledby="coupon-title">
        <h2 id="coupon-title" className={styles.title}>
          {intl.formatMessage({ id: 'coupon.title' })}
        </h2>
        <fetcher.Form method="post" action="/cart/" className={styles.held}>
          <input type="hidden" name="intent" value="removeCoupon" />
          <Enhanced />
          <p className={styles.code} role="status">
            {coupon.applied
              ? intl.formatMessage({ id: 'coupon.applied' }, { code: coupon.code })
              : intl.formatMessage({ id: 'coupon.held' }, { code: coupon.code })}
          </p>
          <button
            type="submit"
            className={`button button--link ${styles.remove}`}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'coupon.removeNamed' }, { code: coupon.code })}
          >
            {intl.formatMessage({ id: 'coupon.remove' })}
          </button>
        </fetcher.Form>
        {coupon.notice ? <p className={styles.notice}>{text(coupon.notice)}</p> : null}
        {failed?.intent === 'removeCoupon' ? (
          <p className={styles.error} role="alert">
            {text(failed.message)}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section className={styles.coupon} aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={styles.title}>
        {intl.formatMessage({ id: 'coupon.title' })}
      </h2>
      <fetcher.Form
        method="post"
        action="/cart/"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          const checked = checkCouponInput(new FormData(event.currentTarget).get('coupon_code'));
          setClientError('error' in checked ? checked.error : null);
          if ('error' in checked) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="applyCoupon" />
        <Enhanced />
        {/* The section's heading says it visibly; the field keeps its own label for assistive technology. */}
        <label htmlFor="coupon-code" className="visually-hidden">
          {intl.formatMessage({ id: 'coupon.label' })}
        </label>
        <div className={styles.row}>
          <input
            id="coupon-code"
            name="coupon_code"
            type="text"
            className={styles.input}
            defaultValue={failed?.code ?? ''}
            maxLength={maxLengths.coupon}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
          />
          <button type="submit" className={`button ${styles.apply}`} disabled={busy}>
            {intl.formatMessage({ id: busy ? 'coupon.applying' : 'coupon.apply' })}
          </button>
        </div>
        {error ? (
          <p id="coupon-error" className={styles.error} role="alert">
            {text(error)}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
