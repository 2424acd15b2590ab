import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { FormErrors, TextField } from '../checkout/form-field.tsx';
import { AccountEntryPage } from './account-layout.tsx';
import { forgotPasswordFormSchema, resetPasswordFormSchema } from './account-schemas.ts';
import { Notice, useAccountForm } from './form-controls.tsx';
import type { ForgotPasswordPageData } from './password-reset.server.ts';
import { accountPaths } from './paths.ts';
import { NewPasswordFields, SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

function RequestForm({ sent, lastResult }: { sent: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useAccountForm('forgot-password', forgotPasswordFormSchema, lastResult);
  return (
    <AccountEntryPage title={t('account.forgot.title')}>
      {sent ? <Notice>{t('account.forgot.sent')}</Notice> : <p className={styles.hint}>{t('account.forgot.intro')}</p>}
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="request" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('account.form.email')} type="email" inputMode="email" autoComplete="email" />
        <SubmitRow label={t('account.forgot.submit')} busy={navigation.state === 'submitting'}>
          <Link to={accountPaths.login}>{t('account.forgot.toLogin')}</Link>
        </SubmitRow>
      </Form>
    </AccountEntryPage>
  );
}

function ResetForm({ email, token, lastResult }: { email: string; token: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useAccountForm('reset-password', resetPasswordFormSchema, lastResult);
  const invalidLink = form.errors?.includes('account.reset.invalidLink');
  return (
    <AccountEntryPage title={t('account.reset.title')}>
      <p className={styles.hint}>{t('account.reset.intro', { email })}</p>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="token" value={token} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {invalidLink ? (
          <p>
            <Link to={accountPaths.forgotPassword}>{t('account.reset.requestAgain')}</Link>
          </p>
        ) : null}
        <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} label={t('account.form.newPassword')} />
        <SubmitRow label={t('account.reset.submit')} busy={navigation.state === 'submitting'} />
      </Form>
    </AccountEntryPage>
  );
}

/** A reset link that no longer works (A9): why, and the way to a new one; no form that would fail. */
function DeadLink({ reason }: { reason: 'invalid' | 'expired' }) {
  const t = useT();
  return (
    <AccountEntryPage title={t('account.reset.deadTitle')}>
      <p role="alert">{t(reason === 'expired' ? 'apiError.CUSTOMER_RESET_TOKEN_EXPIRED' : 'account.reset.invalidLink')}</p>
      <p>
        <Link to={accountPaths.forgotPassword} className="button">
          {t('account.reset.requestAgain')}
        </Link>
      </p>
    </AccountEntryPage>
  );
}

/** Forgot password (A8, A9): the request form, or the new-password form from the e-mailed link. */
export function ForgotPasswordPageView({
  data,
  lastResult,
}: {
  data: ForgotPasswordPageData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  if (data.mode === 'deadLink') return <DeadLink reason={data.reason} />;
  return data.mode === 'reset' ? (
    <ResetForm email={data.email} token={data.token} lastResult={lastResult} />
  ) : (
    <RequestForm sent={data.sent} lastResult={lastResult} />
  );
}
