import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createGiftcardSelectionSchema, GIFTCARD_CUSTOM_VALUE, giftcardFormFields as f } from '@shop/rules';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useFetcher } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { ADD_FIELD, ADD_TO_CART_PATH, ENHANCED_FIELD } from '../cart/add-to-cart/add-request.ts';
import type { AddToCartResult } from '../cart/add-to-cart/add-result.ts';
import { AddedToCartDialog } from '../cart/add-to-cart/added-dialog.tsx';
import { pushAddToCart } from '../cart/analytics.ts';
import { giftcardDefaults, type GiftcardView } from './giftcard-model.ts';
import styles from './giftcard-form.module.css';

type Added = Extract<AddToCartResult, { ok: true }>;
type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A validation key ("giftcard.value.range") in the shopper's language; unknown texts (the API's) as they are. */
function useErrorText(view: GiftcardView) {
  const intl = useIntl();
  return (error: string) => {
    const id = `product.giftcard.error.${error}`;
    if (!(id in intl.messages)) return error;
    return intl.formatMessage({ id }, { min: view.open?.min ?? '', max: view.open?.max ?? '', length: view.messageMaxLength });
  };
}

function FieldError({ field, text }: { field: Field; text: (error: string) => string }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className={styles.error}>
      {text(field.errors[0] as string)}
    </p>
  );
}

interface TextInputProps {
  field: Field;
  label: string;
  text: (error: string) => string;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'decimal' | 'email' | 'text';
}

function TextInput({ field, label, text, type = 'text', autoComplete, required = true, hint, inputMode }: TextInputProps) {
  const intl = useIntl();
  const { key, ...props } = getInputProps(field, { type });
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : null, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={field.errors?.length ? true : undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> {intl.formatMessage({ id: 'product.giftcard.optional' })}</span>}
      </label>
      <input
        key={key}
        {...props}
        required={undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className={`input ${styles.input}`}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} text={text} />
    </div>
  );
}

export interface GiftcardFormProps {
  view: GiftcardView;
  /** The server's answer to a submission without scripts (the form is shown again with its errors). */
  lastResult?: SubmissionResult<string[]> | undefined;
  /** A refusal the server could only explain as a whole (shown above the form). */
  formError?: string | null | undefined;
}

/**
 * The gift card's form (D11–D13): type, a preset or free amount, sender and recipient, message.
 * It posts to the add-to-cart action, so it works before scripts load; with them, the shared rule
 * checks each field as the shopper goes, and adding happens in place with the added pop-up.
 */
export function GiftcardForm({ view, lastResult, formError }: GiftcardFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useErrorText(view);
  const fetcher = useFetcher<AddToCartResult>();
  const busy = fetcher.state !== 'idle';
  const [added, setAdded] = useState<Added | null>(null);
  const handled = useRef<unknown>(null);
  const customRadio = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => createGiftcardSelectionSchema(view.amounts), [view.amounts]);
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  const [form, fields] = useForm({
    id: 'giftcard',
    lastResult: refused ? (refused.giftcard ?? null) : lastResult,
    defaultValue: giftcardDefaults(view),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set(ENHANCED_FIELD, '1');
      void fetcher.submit(formData, { method: 'post', action: ADD_TO_CART_PATH });
    },
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setAdded(result);
      pushAddToCart(result.added.analytics);
    }
  }, [fetcher.state, fetcher.data]);

  const field = (name: string) => fields[name] as Field;
  const typeField = field(f.type);
  const valueField = field(f.value);
  const messageField = field(f.message);
  const ecard = (typeField.value ?? giftcardDefaults(view)[f.type]) === 'virtual';
  const refusal = refused && !refused.giftcard ? t(`cart.add.error.${refused.reason}`) : null;
  const formErrors = [...(form.errors ?? []), ...(formError ? [formError] : []), ...(refusal ? [refusal] : [])];
  const typeProps = getCollectionProps(typeField, { type: 'radio', options: view.types });
  const valueProps = getCollectionProps(valueField, {
    type: 'radio',
    options: [...view.presets.map((preset) => preset.value), ...(view.open ? [GIFTCARD_CUSTOM_VALUE] : [])],
  });
  const { key: messageKey, ...messageProps } = getTextareaProps(messageField);

  return (
    <form method="post" action={ADD_TO_CART_PATH} {...getFormProps(form)} className={styles.form} aria-busy={busy || undefined}>
      <input type="hidden" name={ADD_FIELD} value={view.sku} />
      {formErrors.length > 0 ? (
        <div id={form.errorId} role="alert" className={styles.formError}>
          {[...new Set(formErrors)].map((error) => (
            <p key={error}>{text(error)}</p>
          ))}
        </div>
      ) : null}

      <fieldset className={styles.fieldset} aria-describedby={typeField.errors?.length ? typeField.errorId : undefined}>
        <legend className={styles.legend}>{t('product.giftcard.type.legend')}</legend>
        <div className={styles.types}>
          {typeProps.map(({ key, ...props }) => (
            <span key={key} className={styles.choice}>
              <input {...props} required={undefined} className={styles.radio} />
              <label htmlFor={props.id} className={styles.typeLabel}>
                <span className={styles.typeName}>{t(`product.giftcard.type.${props.value}`)}</span>
                <span className={styles.typeHint}>{t(`product.giftcard.type.${props.value}.hint`)}</span>
              </label>
            </span>
          ))}
        </div>
        <FieldError field={typeField} text={text} />
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={valueField.errors?.length ? valueField.errorId : undefined}>
        <legend className={styles.legend}>{t('product.giftcard.amounts')}</legend>
        <div className={styles.amounts}>
          {valueProps.map(({ key, ...props }) => {
            const custom = props.value === GIFTCARD_CUSTOM_VALUE;
            const preset = view.presets.find((p) => p.value === props.value);
            return (
              <span key={key} className={styles.choice}>
                <input
                  {...props}
                  ref={custom ? customRadio : undefined}
                  required={undefined}
                  className={styles.radio}
                  onChange={() => {
                    // A listed amount replaces one typed before.
                    if (!custom && amountInput.current) amountInput.current.value = '';
                  }}
                />
                <label htmlFor={props.id} className={styles.amountLabel}>
                  {custom ? t('product.giftcard.custom') : preset?.label}
                </label>
              </span>
            );
          })}
        </div>
        <FieldError field={valueField} text={text} />
        {view.open ? (
          <AmountInput field={field(f.amount)} view={view} text={text} inputRef={amountInput} onType={() => customRadio.current?.click()} />
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('product.giftcard.people')}</legend>
        <div className={styles.people}>
          <TextInput field={field(f.senderName)} label={t('product.giftcard.senderName')} text={text} autoComplete="name" />
          <TextInput
            field={field(f.senderEmail)}
            label={t('product.giftcard.senderEmail')}
            text={text}
            type="email"
            inputMode="email"
            autoComplete="email"
            required={false}
          />
          <TextInput field={field(f.recipientName)} label={t('product.giftcard.recipientName')} text={text} autoComplete="off" />
          <TextInput
            field={field(f.recipientEmail)}
            label={t('product.giftcard.recipientEmail')}
            text={text}
            type="email"
            inputMode="email"
            autoComplete="off"
            required={ecard}
            hint={t('product.giftcard.recipientEmail.hint')}
          />
        </div>
      </fieldset>

      <div className={styles.field} data-invalid={messageField.errors?.length ? true : undefined}>
        <label htmlFor={messageField.id} className={styles.label}>
          {t('product.giftcard.message')}
          <span className={styles.optional}> {t('product.giftcard.optional')}</span>
        </label>
        <textarea
          key={messageKey}
          {...messageProps}
          aria-describedby={[`${messageField.id}-hint`, messageProps['aria-describedby']].filter(Boolean).join(' ')}
          className={`input ${styles.textarea}`}
          rows={4}
          maxLength={view.messageMaxLength}
        />
        <p id={`${messageField.id}-hint`} className={styles.hint}>
          {t('product.giftcard.message.hint', { length: view.messageMaxLength })}
        </p>
        <FieldError field={messageField} text={text} />
      </div>

      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t(busy ? 'cart.add.adding' : 'cart.add.button')}
      </button>
      <AddedToCartDialog result={added} onClose={() => setAdded(null)} />
    </form>
  );
}

function AmountInput({
  field,
  view,
  text,
  inputRef,
  onType,
}: {
  field: Field;
  view: GiftcardView;
  text: (error: string) => string;
  inputRef: RefObject<HTMLInputElement | null>;
  onType: () => void;
}) {
  const intl = useIntl();
  const { key, ...props } = getInputProps(field, { type: 'text' });
  return (
    <div className={`${styles.field} ${styles.amountField}`} data-invalid={field.errors?.length ? true : undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {intl.formatMessage({ id: 'product.giftcard.custom.label' }, { min: view.open?.min ?? '', max: view.open?.max ?? '' })}
      </label>
      <span className={styles.euro}>
        <span aria-hidden="true" className={styles.euroSign}>
          €
        </span>
        <input
          key={key}
          {...props}
          ref={inputRef}
          required={undefined}
          className={`input ${styles.input}`}
          inputMode="decimal"
          autoComplete="off"
          onInput={(event) => {
            // Typing an amount is choosing "my own amount".
            if (event.currentTarget.value.trim() !== '') onType();
          }}
        />
      </span>
      <FieldError field={field} text={text} />
    </div>
  );
}
