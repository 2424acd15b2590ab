import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/intl.tsx';
import { checkCardEntry, CARD_FIELDS, CARD_INPUT_MAX, type CardEntryErrors, type GiftCardErrorKey } from './card-entry.ts';
import fieldStyles from '../../ui/form.module.css';
import styles from './giftcard.module.css';
import { giftCardErrorId } from './error-text.ts';

export interface CardFieldErrors {
  number?: GiftCardErrorKey | undefined;
  pin?: GiftCardErrorKey | undefined;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function CardField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | null;
  defaultValue?: string | undefined;
  autoComplete: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        spellCheck={false}
        maxLength={CARD_INPUT_MAX}
        defaultValue={defaultValue}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error ? errorId : undefined)}
        className={`input ${fieldStyles.input} ${styles.digits}`}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A gift card's number and PIN (V7), as the balance page and the payment step ask for them; each
 * field with its hint and its message. The PIN is never filled in again after a submission.
 */
export function CardFields({ idPrefix, errors, number }: { idPrefix: string; errors: CardFieldErrors; number?: string | undefined }) {
  const t = useT();
  const message = (key: GiftCardErrorKey | undefined) => (key ? t(giftCardErrorId(key)) : null);
  return (
    <div className={styles.fields}>
      <CardField
        id={`${idPrefix}-number`}
        name={CARD_FIELDS.number}
        label={t('giftcard.field.number')}
        hint={t('giftcard.field.number.hint')}
        error={message(errors.number)}
        defaultValue={number}
        autoComplete="off"
      />
      <CardField
        id={`${idPrefix}-pin`}
        name={CARD_FIELDS.pin}
        label={t('giftcard.field.pin')}
        hint={t('giftcard.field.pin.hint')}
        error={message(errors.pin)}
        autoComplete="off"
      />
    </div>
  );
}

/** Moves the focus to the first field with a message, as a shopper expects after a refused submit. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
  field?.focus();
}

/**
 * The browser side of a card form (balance page, payment step): the same rule as the server checks
 * number and PIN before the post, a refused entry keeps the form and focuses its first message, and
 * once the server has answered (`answer`) the PIN field is emptied (the answer never holds it).
 */
export function useCardEntryForm(answer: unknown) {
  const form = useRef<HTMLFormElement>(null);
  const [browserErrors, setBrowserErrors] = useState<CardEntryErrors | null>(null);

  useEffect(() => {
    const pin = form.current?.elements.namedItem(CARD_FIELDS.pin);
    if (answer && pin instanceof HTMLInputElement) pin.value = '';
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const entry = checkCardEntry({ number: data.get(CARD_FIELDS.number), pin: data.get(CARD_FIELDS.pin) });
    if (entry.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(entry.errors);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  return { form, browserErrors, onSubmit };
}
