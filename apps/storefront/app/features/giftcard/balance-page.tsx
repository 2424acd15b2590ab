import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import type { BalanceActionData } from './balance-model.ts';
import { CardFields, useCardEntryForm } from './card-fields.tsx';
import { GIFT_CARD_PRODUCT_PATH } from './paths.ts';
import fieldStyles from '../../ui/form.module.css';
import styles from './giftcard.module.css';
import { giftCardErrorId } from './error-text.ts';

/**
 * `/cadeaukaart/saldo/` (CO17, V7): number and PIN, then the balance and expiry date or the
 * spec's message. A plain form post that works without scripts; with scripts the same rule checks
 * in the browser first and the answer arrives without a page load.
 */
export function BalancePageView({ actionData }: { actionData: BalanceActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  // The server's answer never holds the PIN; with scripts the field would keep it, so it is emptied too.
  const { form, browserErrors, onSubmit } = useCardEntryForm(actionData);
  const refused = actionData && !actionData.ok ? actionData : null;
  const errors = browserErrors ?? refused?.errors ?? {};
  const cardError = browserErrors ? undefined : refused?.errors.card;
  const cardErrorValues = refused?.errors.values;
  const card = !browserErrors && actionData?.ok ? actionData.card : null;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('giftcard.balance.title')}</h1>
        <p className={styles.intro}>{t('giftcard.balance.intro')}</p>
      </header>
      <div className={styles.layout}>
        <Form
          ref={form}
          method="post"
          noValidate
          className={styles.form}
          aria-busy={busy || undefined}
          aria-describedby={cardError ? 'giftcard-balance-error' : undefined}
          onSubmit={onSubmit}
        >
          {cardError ? (
            <p id="giftcard-balance-error" role="alert" className={fieldStyles.formError}>
              {t(giftCardErrorId(cardError), cardErrorValues)}
            </p>
          ) : null}
          <CardFields idPrefix="giftcard-balance" errors={errors} number={refused?.number} />
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {t(busy ? 'giftcard.balance.checking' : 'giftcard.balance.submit')}
          </button>
        </Form>
        <div className={styles.side}>
          {card ? (
            <section className={styles.result} role="status" aria-labelledby="giftcard-balance-result">
              <h2 id="giftcard-balance-result" className={styles.resultTitle}>
                {t('giftcard.balance.result', { code: card.code })}
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('giftcard.balance.amount')}</dt>
                  <dd className={styles.amount} data-testid="giftcard-balance">
                    {card.balance}
                  </dd>
                </div>
                <div>
                  <dt>{t('giftcard.balance.expires')}</dt>
                  <dd>{card.expires ?? t('giftcard.balance.noExpiry')}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{t('giftcard.balance.spend')}</p>
            </section>
          ) : null}
          <p>
            <Link to={GIFT_CARD_PRODUCT_PATH}>{t('giftcard.balance.buy')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
