import { useEffect, useRef } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useActionData, useFetcher } from 'react-router';
import { useHydrated } from '../../ui/hooks.ts';
import { pushRemoveFromCart } from './analytics.ts';
import type { ErrorText } from './cart-errors.ts';
import { joinLineErrors, type CartLineView } from './cart-model.ts';
import type { CartLineResult } from './cart-page.server.ts';
import styles from './cart-line.module.css';

/** Shared by the cart page and the cart error modal, so both show the same pending removal. */
export const removeFetcherKey = (line: number) => `cart-remove-${line}`;

/** Marks a submission as coming from the page's script, so the action answers with data. */
function Enhanced() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

/** A line's problems in the shopper's language, joined by a comma (CA15). */
export function useLineErrorText(): (errors: readonly ErrorText[]) => string {
  const intl = useIntl();
  return (errors) => joinLineErrors(errors, (text) => intl.formatMessage({ id: text.id }, text.values));
}

/** The removal state of a line, whichever form started it. */
export function useRemoval(line: number) {
  const fetcher = useFetcher<CartLineResult>({ key: removeFetcherKey(line) });
  return { pending: fetcher.state !== 'idle' };
}

/** A failed answer of the cart page's action for this line and intent, whether it came to a fetcher or to the page. */
function failureFor(result: unknown, intent: CartLineResult['intent'], line: number): ErrorText | null {
  if (typeof result !== 'object' || result === null) return null;
  const answer = result as Partial<CartLineResult>;
  if (answer.ok !== false || answer.intent !== intent || !('line' in answer) || answer.line !== line) return null;
  return answer.problem ?? null;
}

/**
 * Removes a line by its numeric id (CA22) and sends removeFromCart (AN5). A failed removal is
 * warned in the console; the line stays and says under its button that it was not removed, with
 * scripts (the fetcher's answer) and without (the page's).
 */
export function RemoveLineForm({ line, className }: { line: CartLineView; className?: string }) {
  const intl = useIntl();
  const fetcher = useFetcher<CartLineResult>({ key: removeFetcherKey(line.id) });
  const pageResult = useActionData<unknown>();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || reported.current === result) return;
    reported.current = result;
    if (!result.ok) console.warn('The cart line could not be removed', result.problem?.id);
  }, [fetcher.state, fetcher.data]);
  const failed = fetcher.state === 'idle' ? failureFor(fetcher.data ?? pageResult, 'remove', line.id) : null;

  return (
    <fetcher.Form method="post" action="/cart/" className={className} onSubmit={() => pushRemoveFromCart(line.analytics)}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="line" value={line.id} />
      <Enhanced />
      <button
        type="submit"
        className={styles.remove}
        disabled={fetcher.state !== 'idle'}
        aria-label={intl.formatMessage({ id: 'cart.line.removeNamed' }, { name: line.name })}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
        </svg>
        <span>{intl.formatMessage({ id: 'cart.line.remove' })}</span>
      </button>
      {failed ? (
        <p className={styles.lineError} role="alert">
          {intl.formatMessage({ id: failed.id }, failed.values)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The quantity of a line (CA12, CA13): a choice that submits itself once scripts run; before
 * that the shopper presses "update". A refusal shows under the choice.
 */
export function QuantityForm({ line, serverError }: { line: CartLineView; serverError: ErrorText | null }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartLineResult>({ key: `cart-quantity-${line.id}` });
  const id = `quantity-${line.id}`;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.problem : null;
  const problem = failed ?? (fetcher.data ? null : serverError);
  return (
    <fetcher.Form method="post" action="/cart/" className={styles.quantityForm}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="line" value={line.id} />
      <Enhanced />
      <label htmlFor={id} className={styles.quantityLabel}>
        {intl.formatMessage({ id: 'cart.line.quantity' })}
      </label>
      <select
        id={id}
        name="quantity"
        key={line.quantity}
        defaultValue={line.quantity}
        className={styles.quantity}
        aria-label={intl.formatMessage({ id: 'cart.line.quantityFor' }, { name: line.name })}
        disabled={fetcher.state !== 'idle'}
        onChange={(event) => {
          if (hydrated) void fetcher.submit(event.currentTarget.form);
        }}
      >
        {line.quantityOptions.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <button type="submit" className={hydrated ? 'visually-hidden' : styles.update}>
        {intl.formatMessage({ id: 'cart.line.update' })}
      </button>
      {problem !== null ? (
        <p className={styles.lineError} role="alert">
          {intl.formatMessage({ id: problem.id }, problem.values)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
