import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { FormErrors, TextField } from '../checkout/form-field.tsx';
import { AccountEntryPage, AccountSection } from './account-layout.tsx';
import { loginFormSchema } from './account-schemas.ts';
import { Notice, useAccountForm } from './form-controls.tsx';
import type { LoginPageData } from './login.server.ts';
import { accountPaths } from './paths.ts';
import { SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

/** Login (A4, A5): e-mail and password; works before scripts load. */
export function LoginPageView({ data, lastResult }: { data: LoginPageData; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useAccountForm('login', loginFormSchema, lastResult);
  return (
    <AccountEntryPage title={t('account.login.title')}>
      {data.notice === 'passwordReset' ? <Notice>{t('account.login.afterReset')}</Notice> : null}
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {data.redirectTo ? <input type="hidden" name="redirect" value={data.redirectTo} /> : null}
        <TextField meta={fields.email} label={t('account.form.email')} type="email" inputMode="email" autoComplete="username" />
        <TextField meta={fields.password} label={t('account.form.password')} type="password" autoComplete="current-password" />
        <SubmitRow label={t('account.login.submit')} busy={busy}>
          <Link to={accountPaths.forgotPassword}>{t('account.login.forgot')}</Link>
        </SubmitRow>
      </Form>
      <AccountSection id="account-new" title={t('account.login.newTitle')}>
        <p className={styles.hint}>{t('account.login.newText')}</p>
        <p>
          <Link to={accountPaths.create} className="button button--outline">
            {t('account.login.create')}
          </Link>
        </p>
      </AccountSection>
    </AccountEntryPage>
  );
}
