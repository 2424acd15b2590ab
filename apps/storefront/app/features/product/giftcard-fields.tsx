import { GIFTCARD_CUSTOM_VALUE, giftcardFormFields } from '@shop/rules';
import { useRef, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { ADD_FIELD, ADD_TO_CART_PATH } from '../cart/add-to-cart/add-request.ts';
import type { GiftcardView } from './giftcard-model.ts';
import styles from './giftcard-form.module.css';

export type GiftcardFieldKey = keyof typeof giftcardFormFields;

/** What a field shows: its name and ids (Conform's naming), the value to start with, its problems. */
export interface GiftcardFieldState {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  defaultValue: string | undefined;
}

export interface GiftcardFieldsProps {
  view: GiftcardView;
  formId: string;
  fields: Record<GiftcardFieldKey, GiftcardFieldState>;
  formErrors: string[];
  /** Validation keys in the shopper's language; API texts as they are. */
  errorText: (error: string) => string;
  /** The recipient's e-mail is required (an e-card is chosen). */
  ecard: boolean;
  busy?: boolean;
  /** Set once the form checks as the shopper goes (decision 014: its checks load after the page). */
  enhanced?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  noValidate?: boolean;
  children?: ReactNode;
}

/** The field ids and start values of a form id, as Conform names them. */
export function fieldStates(
  formId: string,
  read: (name: string) => { errors: string[] | undefined; defaultValue: string | undefined },
): Record<GiftcardFieldKey, GiftcardFieldState> {
  const entries = (Object.entries(giftcardFormFields) as [GiftcardFieldKey, string][]).map(([key, name]) => {
    const id = `${formId}-${name}`;
    return [key, { id, name, errorId: `${id}-error`, ...read(name) }] as const;
  });
  return Object.fromEntries(entries) as Record<GiftcardFieldKey, GiftcardFieldState>;
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function FieldError({ field, text }: { field: GiftcardFieldState; text: (error: string) => string }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className={styles.error}>
      {text(field.errors[0] as string)}
    </p>
  );
}

interface TextInputProps {
  field: GiftcardFieldState;
  label: string;
  text: (error: string) => string;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'email' | 'text';
}

function TextInput({ field, label, text, type = 'text', autoComplete, required = true, hint, inputMode }: TextInputProps) {
  const intl = useIntl();
  const invalid = Boolean(field.errors?.length);
  const hintId = `${field.id}-hint`;
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> {intl.formatMessage({ id: 'product.giftcard.optional' })}</span>}
      </label>
      <input
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.defaultValue}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint && hintId, invalid && field.errorId)}
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

function RadioGroup({
  field,
  legend,
  options,
  text,
  className,
  onChoose,
}: {
  field: GiftcardFieldState;
  legend: string;
  options: { value: string; label: ReactNode; labelClass: string | undefined }[];
  text: (error: string) => string;
  className: string | undefined;
  onChoose?: (value: string) => void;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <>
      <legend className={styles.legend}>{legend}</legend>
      <div className={className}>
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <span key={option.value} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={field.name}
                value={option.value}
                defaultChecked={field.defaultValue === option.value}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? field.errorId : undefined}
                className={styles.radio}
                onChange={() => onChoose?.(option.value)}
              />
              <label htmlFor={id} className={option.labelClass}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
      <FieldError field={field} text={text} />
    </>
  );
}

/**
 * The gift card form's fields (D11–D13): type, a preset or own amount, sender and recipient,
 * message. One markup for the form as the server sends it (a plain form post to the add-to-cart
 * action) and the form that checks as the shopper goes.
 */
export function GiftcardFields(props: GiftcardFieldsProps) {
  const { view, fields, formErrors, errorText: text, ecard, busy = false } = props;
  const intl = useIntl();
  // L16: offline the card cannot reach the cart; the offline notice says why the button waits.
  const online = useOnline();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const amountInput = useRef<HTMLInputElement>(null);
  const customRadio = () => document.getElementById(`${fields.value.id}-${GIFTCARD_CUSTOM_VALUE}`) as HTMLInputElement | null;
  const messageHint = `${fields.message.id}-hint`;
  const messageInvalid = Boolean(fields.message.errors?.length);
  const amountInvalid = Boolean(fields.amount.errors?.length);

  return (
    <form
      ref={props.formRef}
      id={props.formId}
      method="post"
      action={ADD_TO_CART_PATH}
      className={styles.form}
      onSubmit={props.onSubmit}
      // The shop's own rules answer, in the shop's language, with or without scripts (not the browser's bubbles).
      noValidate={props.noValidate ?? true}
      aria-busy={busy || undefined}
      aria-describedby={formErrors.length > 0 ? `${props.formId}-error` : undefined}
      data-enhanced={props.enhanced || undefined}
    >
      <input type="hidden" name={ADD_FIELD} value={view.sku} />
      {formErrors.length > 0 ? (
        <div id={`${props.formId}-error`} role="alert" className={styles.formError}>
          {[...new Set(formErrors)].map((error) => (
            <p key={error}>{text(error)}</p>
          ))}
        </div>
      ) : null}

      <fieldset className={styles.fieldset}>
        <RadioGroup
          field={fields.type}
          legend={t('product.giftcard.type.legend')}
          className={styles.types}
          text={text}
          options={view.types.map((type) => ({
            value: type,
            labelClass: styles.typeLabel,
            label: (
              <>
                <span className={styles.typeName}>{t(`product.giftcard.type.${type}`)}</span>
                <span className={styles.typeHint}>{t(`product.giftcard.type.${type}.hint`)}</span>
              </>
            ),
          }))}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <RadioGroup
          field={fields.value}
          legend={t('product.giftcard.amounts')}
          className={styles.amounts}
          text={text}
          options={[
            ...view.presets.map((preset) => ({ value: preset.value, label: preset.label, labelClass: styles.amountLabel })),
            ...(view.open ? [{ value: GIFTCARD_CUSTOM_VALUE, label: t('product.giftcard.custom'), labelClass: styles.amountLabel }] : []),
          ]}
          onChoose={(value) => {
            // A listed amount replaces one typed before.
            if (value !== GIFTCARD_CUSTOM_VALUE && amountInput.current) amountInput.current.value = '';
          }}
        />
        {view.open ? (
          <div className={`${styles.field} ${styles.amountField}`} data-invalid={amountInvalid || undefined}>
            <label htmlFor={fields.amount.id} className={styles.label}>
              {t('product.giftcard.custom.label', { min: view.open.min, max: view.open.max })}
            </label>
            <span className={styles.euro}>
              <span aria-hidden="true" className={styles.euroSign}>
                €
              </span>
              <input
                ref={amountInput}
                id={fields.amount.id}
                name={fields.amount.name}
                type="text"
                defaultValue={fields.amount.defaultValue}
                aria-invalid={amountInvalid || undefined}
                aria-describedby={amountInvalid ? fields.amount.errorId : undefined}
                className={`input ${styles.input}`}
                inputMode="decimal"
                autoComplete="off"
                onInput={(event) => {
                  // Typing an amount is choosing "my own amount".
                  const radio = customRadio();
                  if (event.currentTarget.value.trim() !== '' && radio && !radio.checked) radio.click();
                }}
              />
            </span>
            <FieldError field={fields.amount} text={text} />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('product.giftcard.people')}</legend>
        <div className={styles.people}>
          <TextInput field={fields.senderName} label={t('product.giftcard.senderName')} text={text} autoComplete="name" />
          <TextInput
            field={fields.senderEmail}
            label={t('product.giftcard.senderEmail')}
            text={text}
            type="email"
            inputMode="email"
            autoComplete="email"
            required={false}
          />
          <TextInput field={fields.recipientName} label={t('product.giftcard.recipientName')} text={text} autoComplete="off" />
          <TextInput
            field={fields.recipientEmail}
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

      <div className={styles.field} data-invalid={messageInvalid || undefined}>
        <label htmlFor={fields.message.id} className={styles.label}>
          {t('product.giftcard.message')}
          <span className={styles.optional}> {t('product.giftcard.optional')}</span>
        </label>
        <textarea
          id={fields.message.id}
          name={fields.message.name}
          defaultValue={fields.message.defaultValue}
          aria-invalid={messageInvalid || undefined}
          aria-describedby={describedBy(messageHint, messageInvalid && fields.message.errorId)}
          className={`input ${styles.textarea}`}
          rows={4}
          maxLength={view.messageMaxLength}
        />
        <p id={messageHint} className={styles.hint}>
          {t('product.giftcard.message.hint', { length: view.messageMaxLength })}
        </p>
        <FieldError field={fields.message} text={text} />
      </div>

      <button type="submit" className={`button ${styles.submit}`} disabled={busy || !online} aria-busy={busy || undefined}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t(busy ? 'cart.add.adding' : 'cart.add.button')}
      </button>
      {props.children}
    </form>
  );
}

/** A validation key ("giftcard.value.range") in the shopper's language; unknown texts (the API's) as they are. */
export function useGiftcardErrorText(view: GiftcardView): (error: string) => string {
  const intl = useIntl();
  return (error: string) => {
    const id = `product.giftcard.error.${error}`;
    if (!(id in intl.messages)) return error;
    return intl.formatMessage({ id }, { min: view.open?.min ?? '', max: view.open?.max ?? '', length: view.messageMaxLength });
  };
}
