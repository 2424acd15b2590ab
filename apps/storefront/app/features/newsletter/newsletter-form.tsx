import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { timings } from '@shop/rules';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { pushDataLayer } from '../analytics/data-layer.ts';
import {
  isSubmitBlocked,
  NEWSLETTER_PARAM,
  newsletterReducer,
  stateFromOutcome,
  submitNewsletter,
  type NewsletterEvent,
} from './newsletter-form-state.ts';
import type { NewsletterActionResult } from './newsletter.server.ts';
import styles from './newsletter-form.module.css';

/** The address rule (and its validation library) arrives when the form is first used. */
const loadRule = () => import('./email-rule.ts');

/** Where the form posts (an action-only route). */
export const NEWSLETTER_PATH = '/newsletter/';

/**
 * The footer sign-up (NL1–NL8): idle, loading, then the confirmation ("check your inbox") or the
 * first error, translated. Typing clears an error, a second submit after success sends nothing,
 * and 300 ms after the page's query changes the form starts over. Before scripts run it is a plain
 * form: the action sends the shopper back here with the outcome in the address.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const id = useId();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<NewsletterActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(newsletterReducer, search, (query) =>
    stateFromOutcome(new URLSearchParams(query).get(NEWSLETTER_PARAM)),
  );

  // The answer of the request this form sent.
  const answered = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || answered.current === fetcher.data) return;
    answered.current = fetcher.data;
    const result = fetcher.data;
    dispatch(result.ok ? { type: 'answered', ok: true } : { type: 'answered', ok: false, message: result.message });
    // NL3: the sign-up is reported to analytics.
    if (result.ok) pushDataLayer({ event: 'emailOptin' });
  }, [fetcher.state, fetcher.data]);

  // NL6: a new query (another page of the listing, a filter) empties the form after 300 ms.
  const firstSearch = useRef(search);
  useEffect(() => {
    if (search === firstSearch.current) return;
    firstSearch.current = search;
    const timer = setTimeout(() => {
      form.current?.reset();
      dispatch({ type: 'reset' });
    }, timings.newsletterResetMs);
    return () => clearTimeout(timer);
  }, [search]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitBlocked(state)) return;
    const value = new FormData(event.currentTarget).get('email');
    const email = typeof value === 'string' ? value : '';
    let problem: string | null;
    try {
      problem = (await loadRule()).validateNewsletterEmail(email);
    } catch {
      // The rule could not load (offline, a new release): the action checks the address anyway.
      problem = null;
    }
    const { send, event: next } = submitNewsletter(state, problem);
    if (next) dispatch(next);
    if (send) void fetcher.submit({ email: email.trim(), enhanced: '1' }, { method: 'post', action: NEWSLETTER_PATH });
  };
  const onInput = () => dispatch({ type: 'typed' } satisfies NewsletterEvent);

  const loading = state.status === 'loading';
  const messageId = `${id}-message`;
  return (
    <form
      ref={form}
      method="post"
      action={NEWSLETTER_PATH}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={styles.form}
      data-state={state.status}
      aria-busy={loading}
    >
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label htmlFor={`${id}-email`} className={styles.label}>
        {intl.formatMessage({ id: 'newsletter.form.label' })}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          placeholder={intl.formatMessage({ id: 'newsletter.form.placeholder' })}
          aria-invalid={state.status === 'error' ? true : undefined}
          aria-describedby={messageId}
          onInput={onInput}
          onFocus={() => void loadRule().catch(() => undefined)}
        />
        <button type="submit" className={`button button--light ${styles.submit}`} aria-disabled={loading}>
          {intl.formatMessage({ id: loading ? 'newsletter.form.sending' : 'newsletter.form.submit' })}
        </button>
      </div>
      <p id={messageId} className={styles.message} role={state.status === 'error' ? 'alert' : 'status'}>
        {state.status === 'error'
          ? intl.formatMessage({ id: state.message })
          : state.status === 'success'
            ? intl.formatMessage({ id: 'newsletter.form.success' })
            : ''}
      </p>
    </form>
  );
}
