/** Forgot password (A8, A9): the request form, and with `?email=&token=` the new-password form. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type AppLoadContext } from 'react-router';
import { AccountRequestPasswordResetMutation, AccountResetPasswordMutation } from './account-mutations.ts';
import { AccountResetTokenStateQuery } from './account-query.ts';
import { forgotPasswordFormSchema, resetPasswordFormSchema } from './account-schemas.ts';
import { accountApiErrors, validationKeyOf } from './api-errors.ts';
import { limited, PASSWORD_FIELDS, refused, TOO_MANY_REQUESTS_KEY } from './form-reply.server.ts';
import type { ApiErrorInfo } from '../../lib/api-errors.ts';
import { isTooManyRequests } from '../../lib/rate-limit.ts';
import { accountPaths } from './paths.ts';
import { redirectWith } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

export type ForgotPasswordPageData =
  | { mode: 'request'; sent: boolean }
  | { mode: 'reset'; email: string; token: string }
  /** The link is used, replaced, unknown or expired: said at once, with the way to a new one (A9). */
  | { mode: 'deadLink'; reason: 'invalid' | 'expired' };

/** Longer values than these are no link of ours. */
const MAX_EMAIL = 254;
const MAX_TOKEN = 200;

export async function loadForgotPasswordPage({
  request,
  context,
}: Pick<RequestArgs, 'request' | 'context'>): Promise<ForgotPasswordPageData> {
  const url = new URL(request.url);
  const email = url.searchParams.get('email') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!email || !token) return { mode: 'request', sent: url.searchParams.has('sent') };
  if (email.length > MAX_EMAIL || token.length > MAX_TOKEN) return { mode: 'deadLink', reason: 'invalid' };
  const state = await resetTokenState(email, token, context);
  if (state === 'INVALID') return { mode: 'deadLink', reason: 'invalid' };
  if (state === 'EXPIRED') return { mode: 'deadLink', reason: 'expired' };
  return { mode: 'reset', email, token };
}

/** The link's state; when the API cannot say (busy, out of service) the form is shown and the reset itself decides. */
async function resetTokenState(email: string, token: string, context: AppLoadContext): Promise<string | null> {
  try {
    return (await context.api.query(AccountResetTokenStateQuery, { email, token })).passwordResetTokenState;
  } catch (error) {
    context.log.warn({ err: error }, 'the reset link could not be checked');
    return null;
  }
}

/**
 * Sends the reset e-mail, or sets the new password. The request answers the same whether or not
 * the address has an account (A9); after a reset the shopper logs in with the new password.
 */
export async function forgotPasswordAction({ request, context }: RequestArgs) {
  const formData = await request.formData();
  if (formData.get('intent') === 'reset') return resetPassword(formData, context);
  const submission = parseWithZod(formData, { schema: forgotPasswordFormSchema });
  if (submission.status !== 'success') return refused(submission.reply(), 'request');
  try {
    await context.api.query(AccountRequestPasswordResetMutation, { email: submission.value.email });
  } catch (error) {
    if (accountApiErrors(error).length === 0) throw error;
    context.log.warn({ err: error }, 'password reset request refused by the API');
    // The rate limit counts per address and e-mail, known or not: saying so tells nothing about accounts.
    if (isTooManyRequests(error)) return limited(submission.reply({ formErrors: [TOO_MANY_REQUESTS_KEY] }), 'request');
    // Otherwise, whatever happened, the shopper sees the same answer; the log keeps the reason.
  }
  return redirectWith(`${accountPaths.forgotPassword}?sent=1`, []);
}

async function resetPassword(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: resetPasswordFormSchema });
  if (submission.status !== 'success') return refused(submission.reply({ hideFields: PASSWORD_FIELDS }), 'reset');
  const { email, token, password } = submission.value;
  let errors: ApiErrorInfo[] = [];
  try {
    const { resetPassword: done } = await context.api.query(AccountResetPasswordMutation, { email, token, newPassword: password });
    if (done) return redirectWith(`${accountPaths.login}?reset=1`, []);
  } catch (error) {
    errors = accountApiErrors(error);
    if (errors.length === 0) throw error;
    if (isTooManyRequests(error))
      return limited(submission.reply({ formErrors: [TOO_MANY_REQUESTS_KEY], hideFields: PASSWORD_FIELDS }), 'reset');
  }
  // Refused, or answered false: a password rule the API names goes on the field, anything else is the link.
  const key = errors.map(validationKeyOf).find((k) => k?.startsWith('password.'));
  const reply = key
    ? submission.reply({ fieldErrors: { password: [key] }, hideFields: PASSWORD_FIELDS })
    : submission.reply({ formErrors: ['account.reset.invalidLink'], hideFields: PASSWORD_FIELDS });
  return data({ result: reply, intent: 'reset' }, { status: 400 });
}
