import { describe, expect, it } from 'vitest';
import {
  apiErrorKey,
  initialNewsletterState,
  newsletterReducer,
  outcomeParam,
  stateFromOutcome,
  submitNewsletter,
  type NewsletterState,
} from './newsletter-form-state.ts';
import { validateNewsletterEmail } from './email-rule.ts';

const loading: NewsletterState = { status: 'loading' };

describe('newsletter sign-up states', () => {
  it('NL2: a valid address goes idle → loading → success', () => {
    const submit = submitNewsletter(initialNewsletterState, validateNewsletterEmail('jan@example.com'));
    expect(submit.send).toBe(true);
    const busy = newsletterReducer(initialNewsletterState, submit.event!);
    expect(busy).toEqual(loading);
    expect(newsletterReducer(busy, { type: 'answered', ok: true })).toEqual({ status: 'success' });
  });

  it('NL2, V1: an empty or malformed address is refused in the form, without a call', () => {
    expect(submitNewsletter(initialNewsletterState, validateNewsletterEmail(''))).toEqual({
      send: false,
      event: { type: 'invalid', message: 'newsletter.validation.email.required' },
    });
    expect(submitNewsletter(initialNewsletterState, validateNewsletterEmail('jan@'))).toEqual({
      send: false,
      event: { type: 'invalid', message: 'newsletter.validation.email.invalid' },
    });
    expect(validateNewsletterEmail(`${'a'.repeat(250)}@example.com`)).toBe('newsletter.validation.email.tooLong');
    expect(validateNewsletterEmail('"><script>alert(1)</script>@x')).toBe('newsletter.validation.email.invalid');
    expect(validateNewsletterEmail(null)).toBe('newsletter.validation.email.required');
  });

  it('NL4: a second submit after success (or while sending) sends nothing', () => {
    expect(submitNewsletter({ status: 'success' }, null)).toEqual({ send: false, event: null });
    expect(submitNewsletter(loading, null)).toEqual({ send: false, event: null });
  });

  it('NL5: the API’s first error is shown translated; unknown ones as a general failure', () => {
    expect(apiErrorKey('NEWSLETTER_ALREADY_SUBSCRIBED')).toBe('apiError.NEWSLETTER_ALREADY_SUBSCRIBED');
    expect(apiErrorKey('NEWSLETTER_EMAIL_INVALID')).toBe('newsletter.validation.email.invalid');
    expect(apiErrorKey('INTERNAL_SERVER_ERROR')).toBe('newsletter.error.failed');
    expect(apiErrorKey('toString')).toBe('newsletter.error.failed');
    expect(apiErrorKey(null)).toBe('newsletter.error.failed');
    const failed = newsletterReducer(loading, { type: 'answered', ok: false, message: 'apiError.NEWSLETTER_ALREADY_SUBSCRIBED' });
    expect(failed).toEqual({ status: 'error', message: 'apiError.NEWSLETTER_ALREADY_SUBSCRIBED' });
  });

  it('NL7: typing clears an error and leaves other states alone', () => {
    expect(newsletterReducer({ status: 'error', message: 'x' }, { type: 'typed' })).toEqual(initialNewsletterState);
    expect(newsletterReducer({ status: 'success' }, { type: 'typed' })).toEqual({ status: 'success' });
  });

  it('NL6: a reset starts over from idle', () => {
    expect(newsletterReducer({ status: 'success' }, { type: 'reset' })).toEqual(initialNewsletterState);
  });

  it('an answer that arrives after a reset changes nothing', () => {
    expect(newsletterReducer(initialNewsletterState, { type: 'answered', ok: true })).toEqual(initialNewsletterState);
  });

  it('NL2 without scripts: the outcome travels in the address and only the shop’s own codes are shown', () => {
    expect(stateFromOutcome(outcomeParam({ ok: true }))).toEqual({ status: 'success' });
    const refused = outcomeParam({ ok: false, message: 'apiError.NEWSLETTER_ALREADY_SUBSCRIBED' });
    expect(stateFromOutcome(refused)).toEqual({ status: 'error', message: 'apiError.NEWSLETTER_ALREADY_SUBSCRIBED' });
    expect(stateFromOutcome('<script>')).toEqual(initialNewsletterState);
    expect(stateFromOutcome('shell.footer.title')).toEqual(initialNewsletterState);
    expect(stateFromOutcome(null)).toEqual(initialNewsletterState);
  });
});
