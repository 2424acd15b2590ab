/**
 * The footer sign-up's states (000 §4; 001 §4; NL2, NL4–NL7): idle → loading → success or
 * error. Pure, so the rules are tested without a browser: an invalid address never leaves the
 * form, a second submit after success sends nothing, typing clears an error, a reset starts over.
 */
export type NewsletterState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  /** `message` is a text key of this feature's messages. */
  | { status: 'error'; message: string };

export const initialNewsletterState: NewsletterState = { status: 'idle' };

export type NewsletterEvent =
  | { type: 'submitted' }
  | { type: 'invalid'; message: string }
  | { type: 'answered'; ok: true }
  | { type: 'answered'; ok: false; message: string }
  | { type: 'typed' }
  | { type: 'reset' };

/**
 * What the API's known refusals mean, as text keys (NL5; 001 §8; decision 039), by their code.
 * Anything else is a generic failure. The address rules are the form's own (the same shared rule).
 */
const API_ERRORS: Record<string, string> = {
  NEWSLETTER_ALREADY_SUBSCRIBED: 'apiError.NEWSLETTER_ALREADY_SUBSCRIBED',
  NEWSLETTER_EMAIL_INVALID: 'newsletter.validation.email.invalid',
  NEWSLETTER_EMAIL_REQUIRED: 'newsletter.validation.email.required',
};

/** The text key for the code of the first error the API answered (NL5). */
export function apiErrorKey(code: string | null | undefined): string {
  return (code && Object.hasOwn(API_ERRORS, code) && API_ERRORS[code]) || 'newsletter.error.failed';
}

/** NL4: after success nothing is sent again; while a request is out a second press waits for it. */
export function isSubmitBlocked(state: NewsletterState): boolean {
  return state.status === 'success' || state.status === 'loading';
}

/**
 * A submit: whether to call the API and the state to show meanwhile, given the address's first
 * failing rule (`validateNewsletterEmail`, null when it is fine).
 */
export function submitNewsletter(state: NewsletterState, problem: string | null): { send: boolean; event: NewsletterEvent | null } {
  if (isSubmitBlocked(state)) return { send: false, event: null };
  if (problem) return { send: false, event: { type: 'invalid', message: problem } };
  return { send: true, event: { type: 'submitted' } };
}

export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'submitted':
      return { status: 'loading' };
    case 'invalid':
      return { status: 'error', message: event.message };
    case 'answered':
      if (state.status !== 'loading') return state;
      return event.ok ? { status: 'success' } : { status: 'error', message: event.message };
    case 'typed':
      // NL7: typing takes the error away.
      return state.status === 'error' ? { status: 'idle' } : state;
    case 'reset':
      return initialNewsletterState;
  }
}

/** The outcome a form without scripts is sent back with (`?newsletter=…`), as a state to show. */
export const NEWSLETTER_PARAM = 'newsletter';

const OUTCOME_KEYS = new Set([
  'apiError.NEWSLETTER_ALREADY_SUBSCRIBED',
  'newsletter.error.failed',
  'newsletter.error.tooManyRequests',
  'newsletter.validation.email.invalid',
  'newsletter.validation.email.required',
  'newsletter.validation.email.tooLong',
]);

/** The outcome code for the address bar: `subscribed`, or the text key (without `newsletter.`). */
export function outcomeParam(outcome: { ok: true } | { ok: false; message: string }): string {
  return outcome.ok ? 'subscribed' : outcome.message.replace(/^newsletter\./, '');
}

/** Reads the outcome back; anything the shop does not send is no outcome at all. */
export function stateFromOutcome(value: string | null): NewsletterState {
  if (value === 'subscribed') return { status: 'success' };
  const key = !value ? '' : value.startsWith('apiError.') ? value : `newsletter.${value}`;
  return OUTCOME_KEYS.has(key) ? { status: 'error', message: key } : initialNewsletterState;
}
