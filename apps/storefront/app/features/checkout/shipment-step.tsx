import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { Form, Link, useNavigation } from 'react-router';
import { CheckoutPage } from './checkout-page.tsx';
import { PlacePicker } from './place-picker.tsx';
import { deliveryDayFieldName, type ShippingMethodView } from './shipment-model.ts';
import type { ShipmentActionData, ShipmentStepData } from './shipment-step.server.ts';
import { MethodChoice, StepActions } from './step-controls.tsx';
import { stepPaths } from './steps.ts';
import styles from './shipment-step.module.css';
import stepStyles from './steps.module.css';

const PROMISES = { home: 'homePromise', parcel_point: 'parcelPromise', store_pickup: 'storePromise' } as const;

/** What opens under a chosen method: the delivery day, or the place to collect from. */
function MethodDetails({ method, data }: { method: ShippingMethodView; data: ShipmentStepData }) {
  const intl = useIntl();
  if (method.type === 'home') {
    const id = `delivery-date-${method.id}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {intl.formatMessage({ id: 'checkout.shipment.deliveryDate' })}
        </label>
        <select
          id={id}
          name={deliveryDayFieldName(method.id)}
          defaultValue={data.selectedDay ?? undefined}
          className={`input ${styles.select}`}
        >
          {data.deliveryDays.map((day, index) => (
            <option key={day.value} value={day.value}>
              {index === 0 ? intl.formatMessage({ id: 'checkout.shipment.firstPossible' }, { date: day.label }) : day.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return <PlacePicker method={method} data={data} />;
}

/** Step 2 (CO7–CO10): delivery options grouped by shipment type; works without scripts. */
export function ShipmentStepView({ data, actionData }: { data: ShipmentStepData; actionData: ShipmentActionData | undefined }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  // L16: offline the step waits for the connection; the offline notice says why.
  const online = useOnline();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorId = 'shipment-error';

  return (
    <CheckoutPage title={t('checkout.shipment.title')} summary={data.summary}>
      <div className={styles.address}>
        <div>
          <p className={styles.addressTitle}>{t('checkout.shipment.address')}</p>
          <p className={styles.addressText}>{data.shippingAddress.join(', ')}</p>
        </div>
        <Link to={stepPaths[1]} className={styles.change}>
          {t('checkout.shipment.change')}
        </Link>
      </div>
      {/* The parcel point searches are GET forms of their own; their fields sit inside the choices below. */}
      {data.groups
        .flatMap((group) => group.methods)
        .filter((method) => method.type === 'parcel_point')
        .map((method) => (
          <Form key={method.id} id={`parcel-search-${method.id}`} method="get" preventScrollReset hidden />
        ))}
      <Form method="post" className={stepStyles.form} aria-describedby={actionData ? errorId : undefined}>
        {actionData ? (
          <div id={errorId} role="alert" className={styles.error}>
            <p>{t(`checkout.shipment.error.${actionData.error}`)}</p>
            {actionData.detail ? <p className={styles.detail}>{t(actionData.detail.id, actionData.detail.values)}</p> : null}
          </div>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('checkout.shipment.legend')}</legend>
          {data.groups.map((group) => (
            <div key={group.type} className={styles.group} role="group" aria-labelledby={`group-${group.type}`}>
              <h2 id={`group-${group.type}`} className={styles.groupTitle}>
                {t(`checkout.shipment.group.${group.type}`)}
              </h2>
              <p className={styles.promise}>{t(`checkout.shipment.${PROMISES[group.type]}`)}</p>
              {group.methods.map((method) => (
                <div key={method.id} className={styles.option}>
                  <MethodChoice value={method.id} checked={method.id === data.selectedMethod}>
                    <span className={styles.choiceText}>
                      <span className={styles.methodTitle}>{method.title}</span>
                      <span className={styles.carrier}>{method.carrierTitle}</span>
                    </span>
                    <span className={styles.price} data-free={method.price ? undefined : true}>
                      {method.price ?? t('checkout.summary.free')}
                    </span>
                  </MethodChoice>
                  {method.error ? <p className={styles.methodError}>{method.error}</p> : null}
                  <div className={styles.details}>
                    <MethodDetails method={method} data={data} />
                  </div>
                </div>
              ))}
            </div>
          ))}
        </fieldset>
        <input type="hidden" name="postcode" value={data.parcelPostcode} />
        <StepActions
          back={stepPaths[1]}
          backLabel={t('checkout.shipment.back')}
          submitLabel={t('checkout.shipment.submit')}
          disabled={busy || !online}
        />
      </Form>
    </CheckoutPage>
  );
}
