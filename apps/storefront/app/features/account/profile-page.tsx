import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { FormErrors, TextField } from '../checkout/form-field.tsx';
import { AccountPage, AccountSection } from './account-layout.tsx';
import { changePasswordFormSchema, profileFormSchema } from './account-schemas.ts';
import { Notice, PersonFields, useAccountForm } from './form-controls.tsx';
import { accountPaths } from './paths.ts';
import type { ProfileData } from './profile.server.ts';
import { NewPasswordFields, SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

type LastResult = { result: SubmissionResult<string[]>; intent?: string } | undefined;

/** Edit profile and change password (A12): two forms, each with its own `intent`. */
export function ProfilePageView({ data, actionData }: { data: ProfileData; actionData: LastResult }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [profileForm, profileFields] = useAccountForm(
    'profile',
    profileFormSchema,
    actionData?.intent === 'profile' ? actionData.result : undefined,
    data.profile,
  );
  const [passwordForm, passwordFields] = useAccountForm(
    'password',
    changePasswordFormSchema,
    actionData?.intent === 'password' ? actionData.result : undefined,
  );
  return (
    <AccountPage title={t('account.edit.title')}>
      {/* Only the latest outcome: a form's answer (an error) replaces the notice of an earlier save. */}
      {data.saved && !actionData ? <Notice>{t(data.saved === 'profile' ? 'account.edit.saved' : 'account.password.saved')}</Notice> : null}
      <AccountSection id="account-profile" title={t('account.edit.profile')}>
        <Form method="post" action={accountPaths.edit} {...getFormProps(profileForm)} className={styles.form}>
          <input type="hidden" name="intent" value="profile" />
          <FormErrors id={profileForm.errorId} errors={profileForm.errors} />
          <PersonFields gender={profileFields.gender} firstname={profileFields.firstname} lastname={profileFields.lastname} />
          <p className={styles.hint}>{t('account.edit.email', { email: data.email })}</p>
          <SubmitRow label={t('account.edit.submit')} busy={busy} />
        </Form>
      </AccountSection>
      <AccountSection id="account-password" title={t('account.password.title')}>
        <Form method="post" action={accountPaths.edit} {...getFormProps(passwordForm)} className={styles.form}>
          <input type="hidden" name="intent" value="password" />
          {/* Lets password managers tie the new password to the account. */}
          <input type="hidden" name="username" value={data.email} autoComplete="username" />
          <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
          <TextField
            meta={passwordFields.currentPassword}
            label={t('account.form.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={passwordFields.password}
            confirmation={passwordFields.passwordConfirmation}
            label={t('account.form.newPassword')}
          />
          <SubmitRow label={t('account.password.submit')} busy={busy} />
        </Form>
      </AccountSection>
    </AccountPage>
  );
}
