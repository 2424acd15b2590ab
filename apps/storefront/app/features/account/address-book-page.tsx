import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { AddressFields } from '../checkout/address-fields.tsx';
import { FormErrors } from '../checkout/form-field.tsx';
import { AccountPage, AccountSection } from './account-layout.tsx';
import { createAddressFormSchema } from './account-schemas.ts';
import type { AddressBookData, AddressEditor } from './address-book.server.ts';
import type { AddressCardView } from './address-book-model.ts';
import type { AddressFormValue } from '../checkout/address-model.ts';
import { AddressLines, DefaultBadges } from './address-card.tsx';
import { CheckboxField, Notice } from './form-controls.tsx';
import { accountPaths } from './paths.ts';
import { SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

/** The address book with the editor open: `?edit={id}` for an address, `?new=1` for a new one. */
function editorPath(editor: AddressEditor): string {
  return editor.mode === 'edit' ? `${accountPaths.address}?edit=${editor.id}` : `${accountPaths.address}?new=1`;
}

function AddressForm({
  editor,
  data,
  lastResult,
}: {
  editor: AddressEditor;
  data: AddressBookData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const defaultValue: { address: Partial<AddressFormValue>; defaultBilling?: boolean; defaultShipping?: boolean } =
    editor.mode === 'new' && editor.first ? { ...editor.defaults, defaultBilling: true, defaultShipping: true } : editor.defaults;
  const [form, fields] = useForm({
    id: editor.mode === 'edit' ? `address-${editor.id}` : 'address-new',
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: createAddressFormSchema({ telephoneRequired: data.telephoneRequired }) }),
  });
  const titleId = editor.mode === 'edit' ? 'account.address.editTitle' : 'account.address.newTitle';
  return (
    <AccountSection id="account-address-form" title={t(titleId)}>
      {/* Posts to the form's own address, so a refused save comes back with this form and its errors. */}
      <Form method="post" action={editorPath(editor)} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="save" />
        {editor.mode === 'edit' ? <input type="hidden" name="addressId" value={editor.id} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <AddressFields address={fields.address} countries={data.countries} telephoneRequired={data.telephoneRequired} section="shipping" />
        {editor.mode === 'edit' && editor.isDefaultShipping ? null : (
          <CheckboxField meta={fields.defaultShipping} label={t('account.address.useAsDefaultShipping')} />
        )}
        {editor.mode === 'edit' && editor.isDefaultBilling ? null : (
          <CheckboxField meta={fields.defaultBilling} label={t('account.address.useAsDefaultBilling')} />
        )}
        <SubmitRow label={t('account.address.save')} busy={navigation.state === 'submitting'}>
          {data.addresses.length > 0 ? <Link to={accountPaths.address}>{t('account.address.cancel')}</Link> : null}
        </SubmitRow>
      </Form>
    </AccountSection>
  );
}

function AddressCard({ address }: { address: AddressCardView }) {
  const t = useT();
  const small = (intent: string, label: string) => (
    <Form method="post" action={accountPaths.address}>
      <input type="hidden" name="addressId" value={address.id} />
      <button type="submit" name="intent" value={intent} className={styles.linkButton}>
        {label}
      </button>
    </Form>
  );
  return (
    <li className={styles.card} data-testid="address-card">
      <DefaultBadges address={address} />
      <AddressLines address={address} />
      <div className={styles.cardActions}>
        <Link
          to={`${accountPaths.address}?edit=${address.id}`}
          aria-label={`${t('account.address.edit')}: ${address.lines[0] ?? address.name}`}
        >
          {t('account.address.edit')}
        </Link>
        {address.defaultShipping ? null : small('defaultShipping', t('account.address.makeDefaultShipping'))}
        {address.defaultBilling ? null : small('defaultBilling', t('account.address.makeDefaultBilling'))}
        {/* Deleting asks first: the link opens the confirmation on this page (no JavaScript needed). */}
        <Link
          to={`${accountPaths.address}?delete=${address.id}`}
          aria-label={`${t('account.address.delete')}: ${address.lines[0] ?? address.name}`}
        >
          {t('account.address.delete')}
        </Link>
      </div>
    </li>
  );
}

/** Asks before an address is deleted (A13): the address, delete, or keep it and go back. */
function ConfirmDelete({ address }: { address: AddressCardView }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <AccountSection id="account-address-delete" title={t('account.address.deleteTitle')} testId="address-delete">
      <div className={styles.card}>
        <DefaultBadges address={address} />
        <AddressLines address={address} />
      </div>
      <p className={styles.hint}>{t('account.address.deleteText')}</p>
      <Form method="post" action={accountPaths.address} className={styles.form}>
        <input type="hidden" name="addressId" value={address.id} />
        <input type="hidden" name="intent" value="delete" />
        <SubmitRow label={t('account.address.deleteConfirm')} busy={navigation.state === 'submitting'}>
          <Link to={accountPaths.address}>{t('account.address.deleteKeep')}</Link>
        </SubmitRow>
      </Form>
    </AccountSection>
  );
}

const SAVED_TEXT = {
  saved: 'account.address.savedNotice',
  deleted: 'account.address.deletedNotice',
  default: 'account.address.defaultNotice',
};

/** The address book (A13–A15): cards with edit, delete and make-default; the form for a new or edited address. */
export function AddressBookPageView({
  data,
  actionData,
}: {
  data: AddressBookData;
  actionData: { result: SubmissionResult<string[]>; intent?: string } | undefined;
}) {
  const t = useT();
  return (
    <AccountPage title={t('account.address.title')}>
      {/* Only the latest outcome: a form's answer (an error) replaces the notice of an earlier save. */}
      {data.saved && !actionData ? <Notice>{t(SAVED_TEXT[data.saved])}</Notice> : null}
      {data.confirmDelete ? <ConfirmDelete address={data.confirmDelete} /> : null}
      {data.addresses.length > 0 ? (
        <ul className={styles.cards}>
          {data.addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('account.address.none')}</p>
      )}
      {data.editor ? (
        <AddressForm
          key={data.editor.mode === 'edit' ? data.editor.id : 'new'}
          editor={data.editor}
          data={data}
          lastResult={actionData?.result}
        />
      ) : (
        <p>
          <Link to={`${accountPaths.address}?new=1`} className="button button--outline">
            {t('account.address.add')}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
