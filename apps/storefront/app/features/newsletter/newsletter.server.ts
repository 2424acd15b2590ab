import { safeReturnPath } from '@shop/rules';
import { data, redirect } from 'react-router';
import { apiErrors } from '../../lib/api-errors.ts';
import { isTooManyRequests } from '../../lib/rate-limit.ts';
import { validateNewsletterEmail } from './email-rule.ts';
import { apiErrorKey, NEWSLETTER_PARAM, outcomeParam } from './newsletter-form-state.ts';
import { NewsletterConfirmMutation, NewsletterSubscribeMutation } from './newsletter-query.ts';
import type { RequestArgs } from '../../context.ts';

/** The footer form's fields. */
export const newsletterFields = { email: 'email', back: 'back', enhanced: 'enhanced' } as const;

/** What the sign-up action answers the form's script. */
export type NewsletterActionResult = { ok: true } | { ok: false; message: string };

const FORM_ANCHOR = '#footer-newsletter';

/**
 * `POST /newsletter/` (NL1–NL5): checks the address with the shared rule, then signs it up. With
 * the form's script it answers with the outcome; without, it sends the shopper back to the page
 * the form was on with the outcome in the address, which the footer shows.
 */
export async function newsletterAction({ request, context }: RequestArgs) {
  const form = await request.formData();
  const enhanced = form.get(newsletterFields.enhanced) === '1';
  const email = form.get(newsletterFields.email);
  const answer = (result: NewsletterActionResult, status = 200) => {
    if (enhanced) return data(result, { status });
    const back = new URL(safeReturnPath(form.get(newsletterFields.back), '/'), 'http://shop.invalid');
    back.searchParams.set(NEWSLETTER_PARAM, outcomeParam(result));
    return redirect(`${back.pathname}${back.search}${FORM_ANCHOR}`, 303);
  };

  const problem = validateNewsletterEmail(typeof email === 'string' ? email : '');
  if (problem) return answer({ ok: false, message: problem }, 400);
  try {
    await context.api.query(NewsletterSubscribeMutation, { email: String(email).trim() });
    return answer({ ok: true });
  } catch (error) {
    const [refusal] = apiErrors(error);
    if (refusal) context.log.warn({ code: refusal.code }, 'the newsletter sign-up was refused');
    else context.log.error({ err: error }, 'the newsletter sign-up failed');
    if (isTooManyRequests(error)) return answer({ ok: false, message: 'newsletter.error.tooManyRequests' }, 429);
    return answer({ ok: false, message: apiErrorKey(refusal?.code) }, refusal ? 200 : 503);
  }
}

/** Where the confirmation page ended: confirmed, a link that is not (or no longer) valid, or an outage. */
export type NewsletterConfirmation = { outcome: 'confirmed' | 'invalid' | 'failed' };

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * `/newsletter/confirm/?code=…` (NL9): follows the e-mailed link. The API marks the sign-up
 * SUBSCRIBED and mails the coupon; following the link again answers the same.
 */
export async function confirmNewsletter({ request, context }: RequestArgs) {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  if (!CODE.test(code)) return data<NewsletterConfirmation>({ outcome: 'invalid' }, { status: 400 });
  try {
    const { confirmNewsletterSubscription } = await context.api.query(NewsletterConfirmMutation, { code });
    const confirmed = confirmNewsletterSubscription?.status === 'SUBSCRIBED';
    return data<NewsletterConfirmation>({ outcome: confirmed ? 'confirmed' : 'invalid' }, { status: confirmed ? 200 : 400 });
  } catch (error) {
    const [refusal] = apiErrors(error);
    if (refusal) {
      context.log.warn({ code: refusal.code }, 'a newsletter confirmation link was refused');
      return data<NewsletterConfirmation>({ outcome: 'invalid' }, { status: 400 });
    }
    context.log.error({ err: error }, 'the newsletter confirmation failed');
    return data<NewsletterConfirmation>({ outcome: 'failed' }, { status: 503 });
  }
}
