/** Login (A4, A5) and register (A7): both end logged in, with the guest cart taken along (001 §4). */
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { AccountLoginMutation, AccountRegisterMutation } from './account-mutations.ts';
import { registerFormSchema, loginFormSchema } from './account-schemas.ts';
import { accountApiErrors, accountErrorKey, isEmailTaken, validationKeyOf } from './api-errors.ts';
import { limited, PASSWORD_FIELDS, refused, TOO_MANY_REQUESTS_KEY } from './form-reply.server.ts';
import { isTooManyRequests } from '../../lib/rate-limit.ts';
import { accountPaths } from './paths.ts';
import { redirectIfLoggedIn, redirectWith, safeRedirectTarget, signIn } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

export interface LoginPageData {
  /** Where to go after login (a safe same-site path), sent along in a hidden field. */
  redirectTo: string | null;
  /** A notice to show above the form: after a password reset or logout. */
  notice: 'passwordReset' | 'registered' | null;
}

/** The login page (R13: a logged-in visitor goes to the dashboard). */
export async function loadLoginPage({ request, context }: RequestArgs): Promise<LoginPageData> {
  await redirectIfLoggedIn(request, context);
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get('redirect');
  const target = redirectParam ? safeRedirectTarget(redirectParam) : null;
  return {
    redirectTo: target && target !== accountPaths.dashboard ? target : null,
    notice: url.searchParams.has('reset') ? 'passwordReset' : null,
  };
}

/**
 * A token for e-mail and password, or null when the API refuses them (whatever the reason: A5, A20),
 * or `limited` when the API's rate limit refused to look (decision 034).
 */
async function tokenFor(context: AppLoadContext, email: string, password: string): Promise<string | null | 'limited'> {
  try {
    return (await context.api.query(AccountLoginMutation, { email, password })).generateCustomerToken?.token ?? null;
  } catch (error) {
    if (accountApiErrors(error).length === 0) throw error;
    return isTooManyRequests(error) ? 'limited' : null;
  }
}

/**
 * Login (A4): the token goes into the HttpOnly cookie, the guest cart into the customer's cart, then
 * to the dashboard or the page the shopper came for. Unknown e-mail, wrong password and a locked
 * account all get the one message of A5.
 */
export async function loginAction({ request, context }: RequestArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginFormSchema });
  if (submission.status !== 'success') return refused(submission.reply({ hideFields: PASSWORD_FIELDS }));
  const token = await tokenFor(context, submission.value.email, submission.value.password);
  if (token === 'limited') return limited(submission.reply({ formErrors: [TOO_MANY_REQUESTS_KEY], hideFields: PASSWORD_FIELDS }));
  if (!token) return refused(submission.reply({ formErrors: ['account.login.failed'], hideFields: PASSWORD_FIELDS }));
  const setCookies = await signIn(request, context, token);
  return redirectWith(safeRedirectTarget(formData.get('redirect')), setCookies);
}

/** The register page (R13: a logged-in visitor goes to the dashboard). */
export async function loadRegisterPage({ request, context }: RequestArgs): Promise<null> {
  await redirectIfLoggedIn(request, context);
  return null;
}

/** Register (A7): the account, then logged in automatically and on to the dashboard. */
export async function registerAction({ request, context }: RequestArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerFormSchema });
  if (submission.status !== 'success') return refused(submission.reply({ hideFields: PASSWORD_FIELDS }));
  const { email, password, firstname, lastname, gender, newsletter } = submission.value;
  try {
    await context.api.query(AccountRegisterMutation, {
      input: { email, password, firstname, lastname, gender: Number(gender), is_subscribed: newsletter === true },
    });
  } catch (error) {
    const errors = accountApiErrors(error);
    if (errors.length === 0) throw error;
    context.log.warn({ err: error }, 'registration refused by the API');
    if (isTooManyRequests(error)) return limited(submission.reply({ formErrors: [TOO_MANY_REQUESTS_KEY], hideFields: PASSWORD_FIELDS }));
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const item of errors) {
      const key = validationKeyOf(item);
      if (isEmailTaken(item)) fieldErrors.email = ['account.register.emailTaken'];
      else if (key?.startsWith('password.')) fieldErrors.password = [key];
      else formErrors.push(accountErrorKey(item));
    }
    return refused(submission.reply({ fieldErrors, formErrors: [...new Set(formErrors)], hideFields: PASSWORD_FIELDS }));
  }
  const token = await tokenFor(context, email, password);
  // The account exists; when signing in did not work (or was limited), the shopper signs in on the login page.
  if (!token || token === 'limited') return redirectWith(accountPaths.login, []);
  return redirectWith(accountPaths.dashboard, await signIn(request, context, token));
}
