import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { CardFields, useCardEntryForm } from './card-fields.tsx';
import { APPLY_INTENT, CODE_FIELD, REMOVE_INTENT, type GiftCardActionData, type PaymentGiftCardsView } from './payment-cards-model.ts';
import fieldStyles from '../../ui/form.module.css';
import styles from './giftcard.module.css';
import { giftCardErrorId } from './error-text.ts';

/**
 * "Pay with a gift card" above the payment methods (CO18, V7): number, PIN and apply; the cards
 * applied, each with what it pays, what it keeps and a remove button; what is still to pay. Every
 * button is a form post of its own, so it all works without scripts.
 */
export function PaymentGiftCards({ view, refusal }: { view: PaymentGiftCardsView; refusal: GiftCardActionData['giftCard'] | null }) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  // A refusal never gives the PIN back; with scripts the field would keep it, so it is emptied too.
  const { form, browserErrors, onSubmit } = useCardEntryForm(refusal);

  if (!view.available) return null;

  const errors = browserErrors ?? (refusal?.intent === APPLY_INTENT ? refusal.errors : {});
  const cardError = browserErrors ? undefined : refusal?.errors.card;
  const errorId = 'giftcard-payment-error';

  return (
    <section className={styles.section} aria-labelledby="giftcard-payment-title">
      <h2 id="giftcard-payment-title" className={styles.sectionTitle}>
        {t('giftcard.payment.title')}
      </h2>
      {cardError ? (
        <p id={errorId} role="alert" className={fieldStyles.formError}>
          {t(giftCardErrorId(cardError), refusal?.errors.values)}
        </p>
      ) : null}
      {view.cards.length > 0 ? (
        <>
          <h3 className="visually-hidden">{t('giftcard.payment.applied')}</h3>
          <ul className={styles.cards}>
            {view.cards.map((card, index) => (
              <li key={`${card.code}-${index}`} className={styles.card}>
                <div>
                  <p className={styles.cardName}>{t('giftcard.payment.card', { code: card.label })}</p>
                  <p>{t('giftcard.payment.cardAmount', { amount: card.applied })}</p>
                  <p className={styles.muted}>{t('giftcard.payment.cardRemaining', { amount: card.remaining })}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value={REMOVE_INTENT} />
                  <input type="hidden" name={CODE_FIELD} value={card.code} />
                  <button
                    type="submit"
                    className="button button--link"
                    aria-label={t('giftcard.payment.removeNamed', { code: card.label })}
                    disabled={submitting === REMOVE_INTENT}
                  >
                    {t('giftcard.payment.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <p className={styles.due}>
            <span>{t('giftcard.payment.amountDue')}</span>
            <span data-testid="giftcard-amount-due">{view.amountDue}</span>
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('giftcard.payment.intro')}</p>
      )}
      {view.covered ? null : (
        <Form
          // A card applied or removed starts the form afresh.
          key={view.cards.map((card) => card.code).join(' ')}
          ref={form}
          method="post"
          noValidate
          className={styles.form}
          aria-describedby={cardError ? errorId : undefined}
          onSubmit={onSubmit}
        >
          <input type="hidden" name="intent" value={APPLY_INTENT} />
          <CardFields idPrefix="giftcard-payment" errors={errors} number={refusal?.intent === APPLY_INTENT ? refusal.number : undefined} />
          <button type="submit" className={`button button--outline ${styles.submit}`} disabled={submitting === APPLY_INTENT}>
            {t(submitting === APPLY_INTENT ? 'giftcard.payment.applying' : 'giftcard.payment.apply')}
          </button>
        </Form>
      )}
    </section>
  );
}
