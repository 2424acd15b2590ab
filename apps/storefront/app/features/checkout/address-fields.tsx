import { useIntl } from '../../lib/i18n/intl.tsx';
import type { CountryOption } from './data-step.server.ts';
import type { AddressFormValue } from './address-model.ts';
import { SelectField, TextField, type FormField } from './form-field.tsx';
import styles from './address-fields.module.css';

export interface AddressFieldsProps {
  /** The address object field (`shipping` or `billing`). */
  address: { getFieldset(): Record<keyof AddressFormValue, FormField> };
  countries: CountryOption[];
  telephoneRequired: boolean;
  /** The autocomplete section, so browsers fill shipping and billing separately. */
  section: 'shipping' | 'billing';
}

/** The address fields of the shared address rules (V2, V3, V5, V9; CO6: country from the store's list). */
export function AddressFields({ address, countries, telephoneRequired, section }: AddressFieldsProps) {
  const intl = useIntl();
  const label = (field: string) => intl.formatMessage({ id: `checkout.address.${field}` });
  const fields = address.getFieldset();
  const auto = (token: string) => `section-${section} ${section} ${token}` as const;
  return (
    <div className={styles.grid}>
      <TextField meta={fields.firstname} label={label('firstname')} autoComplete={auto('given-name')} className={styles.half} />
      <TextField meta={fields.lastname} label={label('lastname')} autoComplete={auto('family-name')} className={styles.half} />
      <TextField
        meta={fields.company}
        label={label('company')}
        autoComplete={auto('organization')}
        required={false}
        className={styles.full}
      />
      <SelectField
        meta={fields.countryCode}
        label={label('country')}
        options={countries.map((country) => ({ value: country.code, label: country.label }))}
        autoComplete={auto('country')}
        className={styles.full}
      />
      <TextField meta={fields.postcode} label={label('postcode')} autoComplete={auto('postal-code')} className={styles.third} />
      <TextField meta={fields.houseNumber} label={label('houseNumber')} inputMode="numeric" autoComplete="off" className={styles.third} />
      <TextField
        meta={fields.houseNumberAddition}
        label={label('houseNumberAddition')}
        required={false}
        autoComplete="off"
        className={styles.third}
      />
      <TextField meta={fields.street} label={label('street')} autoComplete={auto('address-line1')} className={styles.full} />
      <TextField meta={fields.city} label={label('city')} autoComplete={auto('address-level2')} className={styles.full} />
      <TextField
        meta={fields.telephone}
        label={label('telephone')}
        type="tel"
        inputMode="tel"
        required={telephoneRequired}
        autoComplete={auto('tel')}
        className={styles.full}
      />
    </div>
  );
}
