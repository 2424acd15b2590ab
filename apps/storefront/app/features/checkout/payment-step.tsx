import { addPaymentInfoOnSubmit, useAddShippingInfo } from '../analytics/hooks.ts';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { Form, Link, useNavigation } from 'react-router';
import { CheckoutPage } from './checkout-page.tsx';
import { PaymentGiftCards } from '../giftcard/payment-cards.tsx';
import { issuerFieldName } from './payment-model.ts';
import type { PaymentStepActionData, PaymentStepData } from './payment-step.server.ts';
import { MethodChoice, StepActions } from './step-controls.tsx';
import { stepPaths } from './steps.ts';
import styles from './payment-step.module.css';
import shipmentStyles from './shipment-step.module.css';
import stepStyles from './steps.module.css';

/**
 * Step 3 (CO11–CO15, CO18): gift cards first, then the payment methods with their badges and
 * iDEAL's banks; placing the order leads to the provider. When gift cards pay everything there is no
 * method to choose.
 */
export function PaymentStepView({ data, actionData: answer }: { data: PaymentStepData; actionData: PaymentStepActionData | undefined }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  // L16: offline the order waits for the connection; the offline notice says why.
  const online = useOnline();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorId = 'payment-error';
  const actionData = answer && 'error' in answer ? answer : undefined;
  const giftCardRefusal = answer && 'giftCard' in answer ? answer.giftCard : null;
  const covered = data.giftCards.covered;
  const stockProblem = actionData?.error === 'outOfStock';
  useAddShippingInfo(data.summary.analytics);

  return (
    <CheckoutPage title={t('checkout.payment.title')} summary={data.summary}>
      {data.delivery ? (
        <div className={shipmentStyles.address}>
          <div>
            <p className={shipmentStyles.addressTitle}>{t('checkout.payment.delivery')}</p>
            <p className={shipmentStyles.addressText}>{[data.delivery.title, data.delivery.detail].filter(Boolean).join(', ')}</p>
          </div>
          <Link to={stepPaths[2]} className={shipmentStyles.change}>
            {t('checkout.shipment.change')}
          </Link>
        </div>
      ) : null}
      <PaymentGiftCards view={data.giftCards} refusal={giftCardRefusal} />
      <Form
        method="post"
        onSubmit={addPaymentInfoOnSubmit(data.summary.analytics)}
        className={stepStyles.form}
        aria-describedby={actionData ? errorId : undefined}
      >
        {actionData ? (
          <div id={errorId} role="alert" className={shipmentStyles.error}>
            <p>{t(`checkout.payment.error.${actionData.error}`)}</p>
            {actionData.detail ? <p className={shipmentStyles.detail}>{t(actionData.detail.id, actionData.detail.values)}</p> : null}
            {stockProblem ? (
              <p className={shipmentStyles.detail}>
                <Link to="/cart/">{t('checkout.payment.editCart')}</Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {!covered && data.giftCards.cards.length > 0 ? (
          <p className={styles.note}>{t('giftcard.payment.chooseRest', { amount: data.giftCards.amountDue })}</p>
        ) : null}
        {covered ? (
          <p className={styles.none} role="status">
            {t('giftcard.payment.covered')}
          </p>
        ) : data.methods.length === 0 ? (
          <p className={styles.none} role="status">
            {t('checkout.payment.none')}
          </p>
        ) : (
          <fieldset className={shipmentStyles.fieldset}>
            <legend className="visually-hidden">{t('checkout.payment.legend')}</legend>
            <div className={styles.methods}>
              {data.methods.map((method) => (
                <div key={method.code} className={shipmentStyles.option}>
                  <MethodChoice value={method.code} checked={method.code === data.selectedMethod} className={styles.choice}>
                    <span className={shipmentStyles.methodTitle}>{method.title}</span>
                    <img src={method.icon} alt="" width={48} height={32} className={styles.icon} />
                  </MethodChoice>
                  {method.issuers.length > 0 ? (
                    <div className={shipmentStyles.details}>
                      <div className={shipmentStyles.field}>
                        <label htmlFor={`issuer-${method.code}`} className={shipmentStyles.label}>
                          {t('checkout.payment.issuer')}
                        </label>
                        <select
                          id={`issuer-${method.code}`}
                          name={issuerFieldName(method.code)}
                          defaultValue={data.selectedIssuer ?? ''}
                          className={`input ${shipmentStyles.select}`}
                        >
                          <option value="">{t('checkout.payment.issuerPlaceholder')}</option>
                          {method.issuers.map((issuer) => (
                            <option key={issuer.code} value={issuer.code}>
                              {issuer.name}
                            </option>
                          ))}
                        </select>
                      </div>
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {covered ? null : <p className={styles.note}>{t('checkout.payment.redirectNote')}</p>}
        <StepActions
          back={stepPaths[2]}
          backLabel={t('checkout.payment.back')}
          submitLabel={t(covered ? 'giftcard.payment.submitCovered' : 'checkout.payment.submit')}
          disabled={busy || !online || (!covered && data.methods.length === 0)}
        />
      </Form>
    </CheckoutPage>
  );
}
