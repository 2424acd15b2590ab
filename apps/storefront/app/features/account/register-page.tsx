import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { FormErrors, TextField } from '../checkout/form-field.tsx';
import { AccountEntryPage } from './account-layout.tsx';
import { registerFormSchema } from './account-schemas.ts';
import { CheckboxField, PersonFields, useAccountForm } from './form-controls.tsx';
import { accountPaths } from './paths.ts';
import { NewPasswordFields, SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

/** Register (A7, V4): gender, names, e-mail, password twice, newsletter opt-in. */
export function RegisterPageView({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useAccountForm('register', registerFormSchema, lastResult);
  return (
    <AccountEntryPage title={t('account.register.title')}>
      <p className={styles.hint}>
        {t('account.register.intro')} <Link to={accountPaths.login}>{t('account.register.toLogin')}</Link>
      </p>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <PersonFields gender={fields.gender} firstname={fields.firstname} lastname={fields.lastname} />
        <TextField meta={fields.email} label={t('account.form.email')} type="email" inputMode="email" autoComplete="email" />
        <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} label={t('account.form.password')} />
        <CheckboxField meta={fields.newsletter} label={t('account.register.newsletter')} />
        <SubmitRow label={t('account.register.submit')} busy={navigation.state === 'submitting'} />
      </Form>
    </AccountEntryPage>
  );
}
