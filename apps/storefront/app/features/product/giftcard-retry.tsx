import type { SubmissionResult } from '@conform-to/react';
import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { GiftcardRetryPage } from '../cart/add-to-cart/add-result.ts';
import { GiftcardForm } from './giftcard-form.tsx';
import styles from './giftcard-form.module.css';

/**
 * The gift card form shown again after a submission without scripts that needs correcting
 * (D11–D13): the shopper's entries stay, each problem sits at its field.
 */
export function GiftcardRetry({ page, lastResult }: { page: GiftcardRetryPage; lastResult: SubmissionResult<string[]> | undefined }) {
  const intl = useIntl();
  return (
    <div className={styles.retry}>
      <p>
        <Link to={page.href}>{intl.formatMessage({ id: 'product.giftcard.retry.back' }, { name: page.name })}</Link>
      </p>
      <h1 className={styles.retryTitle}>{intl.formatMessage({ id: 'product.giftcard.retry.title' })}</h1>
      <GiftcardForm view={page.view} lastResult={lastResult} />
    </div>
  );
}
