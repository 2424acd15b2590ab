import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import type { ComponentProps } from 'react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { AddressCardView } from '../account/address-book-model.ts';
import { AddressLines, DefaultBadges } from '../account/address-card.tsx';
import { CheckboxField } from '../account/form-controls.tsx';
import { AddressFields } from './address-fields.tsx';
import { BILLING_SAME_FIELD, type AddressFormValue } from './address-model.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { BillingSection, DataStepSection, DataStepSubmit } from './data-step-parts.tsx';
import { createCustomerCheckoutSchema, customerCheckoutOptions, NEW_ADDRESS } from './customer-checkout.ts';
import type { CustomerDataStep, DataStepData } from './data-step.server.ts';
import { FieldError, FormErrors, type FormField } from './form-field.tsx';
import styles from './customer-data-step.module.css';
import stepStyles from './steps.module.css';

/**
 * Saved addresses as radio cards, then "a new address" whose fields (and the choice to keep it in
 * the address book) show only while it is chosen (also without scripts).
 */
function AddressChoice({
  choice,
  addresses,
  legend,
  newAddress,
  save,
  section,
  data,
}: {
  choice: FormField;
  addresses: AddressCardView[];
  legend: string;
  newAddress: ComponentProps<typeof AddressFields>['address'];
  save: FormField;
  section: 'shipping' | 'billing';
  data: DataStepData;
}) {
  const intl = useIntl();
  const invalid = Boolean(choice.errors?.length);
  return (
    <fieldset className={styles.choice} aria-describedby={invalid ? choice.errorId : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      <ul className={styles.options}>
        {addresses.map((address) => (
          <li key={address.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name={choice.name}
                value={String(address.id)}
                defaultChecked={choice.initialValue === String(address.id)}
                className={styles.radio}
              />
              <span className={styles.optionBody}>
                <DefaultBadges address={address} />
                <AddressLines address={address} />
              </span>
            </label>
          </li>
        ))}
        <li className={styles.newOption}>
          <label className={styles.option}>
            <input
              type="radio"
              name={choice.name}
              value={NEW_ADDRESS}
              defaultChecked={choice.initialValue === NEW_ADDRESS}
              className={styles.radio}
            />
            <span className={styles.optionBody}>{intl.formatMessage({ id: 'account.checkout.newAddress' })}</span>
          </label>
          <div className={styles.newFields}>
            <AddressFields address={newAddress} countries={data.countries} telephoneRequired={data.telephoneRequired} section={section} />
            <CheckboxField meta={save} label={intl.formatMessage({ id: 'account.checkout.saveInBook' })} />
          </div>
        </li>
      </ul>
      <FieldError id={choice.errorId} errors={choice.errors} />
    </fieldset>
  );
}

interface CustomerFormDefaults {
  shippingAddressId: string;
  shipping: Partial<AddressFormValue>;
  saveShipping?: boolean;
  [BILLING_SAME_FIELD]?: boolean;
  billingAddressId?: string;
  billing: Partial<AddressFormValue>;
  saveBilling?: boolean;
}

/** Step 1 for a logged-in customer (CO3): the account e-mail, saved addresses (defaults preselected) or a new one. */
export function CustomerDataStepView({
  data,
  customer,
  lastResult,
}: {
  data: DataStepData;
  customer: CustomerDataStep;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const defaultValue: CustomerFormDefaults = {
    shippingAddressId: customer.shippingAddressId,
    shipping: data.defaults.shipping,
    saveShipping: false,
    billingSameAsShipping: data.defaults.billingSameAsShipping,
    billingAddressId: customer.billingAddressId,
    billing: data.defaults.billing,
    saveBilling: false,
  };
  const [form, fields] = useForm<CustomerFormDefaults>({
    id: 'checkout-data',
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      const schema = createCustomerCheckoutSchema(customerCheckoutOptions(formData, data.telephoneRequired));
      // The schema's optional parts depend on the choices, so its inferred type is looser than the form's.
      return parseWithZod(formData, { schema }) as Submission<CustomerFormDefaults, string[]>;
    },
  });
  /** The shipping and the billing address are chosen alike: a saved one, or a new one to keep or not. */
  const addressChoice = (section: 'shipping' | 'billing') => (
    <AddressChoice
      choice={fields[`${section}AddressId`]}
      addresses={customer.addresses}
      legend={t(section === 'shipping' ? 'checkout.data.shippingAddress' : 'checkout.data.billingAddress')}
      newAddress={fields[section]}
      save={fields[section === 'shipping' ? 'saveShipping' : 'saveBilling']}
      section={section}
      data={data}
    />
  );
  return (
    <CheckoutPage title={t('checkout.data.title')} summary={data.summary}>
      <Form method="post" {...getFormProps(form)} className={stepStyles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <DataStepSection id="checkout-contact" title={t('checkout.data.contact')}>
          <p>{intl.formatMessage({ id: 'account.checkout.email' }, { email: customer.email })}</p>
        </DataStepSection>

        <DataStepSection id="checkout-shipping" title={t('checkout.data.shippingAddress')}>
          {addressChoice('shipping')}
        </DataStepSection>

        <BillingSection sameAsShipping={fields[BILLING_SAME_FIELD]}>{addressChoice('billing')}</BillingSection>

        <DataStepSubmit busy={busy} />
      </Form>
    </CheckoutPage>
  );
}
