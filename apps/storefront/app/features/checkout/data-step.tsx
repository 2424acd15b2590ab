import { useBeginCheckout } from '../analytics/hooks.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Form, useNavigation } from 'react-router';
import { BILLING_SAME_FIELD, createCheckoutDataSchema, wantsSeparateBilling } from './address-model.ts';
import { AddressFields } from './address-fields.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { CustomerDataStepView } from './customer-data-step.tsx';
import { BillingSection, DataStepSection, DataStepSubmit } from './data-step-parts.tsx';
import type { DataStepData } from './data-step.server.ts';
import { FormErrors, TextField } from './form-field.tsx';
import styles from './steps.module.css';

/**
 * Step 1 (CO2–CO6): e-mail and addresses. Checked in the browser as the shopper goes and again by
 * the server, so it works the same before scripts load (V13).
 */
export function DataStepView({ data, lastResult }: { data: DataStepData; lastResult: SubmissionResult<string[]> | undefined }) {
  useBeginCheckout(data.summary.analytics);
  // A logged-in customer chooses from the address book instead (CO3).
  if (data.customer) return <CustomerDataStepView data={data} customer={data.customer} lastResult={lastResult} />;
  return <GuestDataStepView data={data} lastResult={lastResult} />;
}

function GuestDataStepView({ data, lastResult }: { data: DataStepData; lastResult: SubmissionResult<string[]> | undefined }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const [form, fields] = useForm({
    id: 'checkout-data',
    lastResult,
    defaultValue: data.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      const schema = createCheckoutDataSchema({
        telephoneRequired: data.telephoneRequired,
        separateBilling: wantsSeparateBilling(formData),
      });
      return parseWithZod(formData, { schema });
    },
  });
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <CheckoutPage title={t('checkout.data.title')} summary={data.summary}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <DataStepSection id="checkout-contact" title={t('checkout.data.contact')}>
          <p className={styles.hint}>{t('checkout.data.contactHint')}</p>
          <TextField meta={fields.email} label={t('checkout.address.email')} type="email" inputMode="email" autoComplete="email" />
        </DataStepSection>

        <DataStepSection id="checkout-shipping" title={t('checkout.data.shippingAddress')}>
          <AddressFields
            address={fields.shipping}
            countries={data.countries}
            telephoneRequired={data.telephoneRequired}
            section="shipping"
          />
        </DataStepSection>

        <BillingSection sameAsShipping={fields[BILLING_SAME_FIELD]}>
          <AddressFields address={fields.billing} countries={data.countries} telephoneRequired={data.telephoneRequired} section="billing" />
        </BillingSection>

        <DataStepSubmit busy={busy} />
      </Form>
    </CheckoutPage>
  );
}
