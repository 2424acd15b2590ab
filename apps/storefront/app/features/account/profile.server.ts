/** Edit profile and change password (A12). */
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { AccountProfileQuery } from './account-query.ts';
import { AccountChangePasswordMutation, AccountLoginMutation, AccountUpdateCustomerMutation } from './account-mutations.ts';
import { changePasswordFormSchema, GENDERS, profileFormSchema } from './account-schemas.ts';
import { accountApiErrors, accountErrorKey, isNotLoggedIn, validationKeyOf } from './api-errors.ts';
import { PASSWORD_FIELDS, refused } from './form-reply.server.ts';
import { accountPaths } from './paths.ts';
import { customerQuery, customerTokenCookie, loginRedirect, redirectWith, requireTokenCookie } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

export interface ProfileData {
  email: string;
  profile: { gender: string; firstname: string; lastname: string };
  saved: 'profile' | 'password' | null;
}

export async function loadProfile({ request, context }: RequestArgs): Promise<ProfileData> {
  const { customer } = await customerQuery(context, AccountProfileQuery, {});
  const gender = String(customer?.gender ?? '');
  const saved = new URL(request.url).searchParams.get('saved');
  return {
    email: customer?.email ?? '',
    profile: {
      gender: (GENDERS as readonly string[]).includes(gender) ? gender : '',
      firstname: customer?.firstname ?? '',
      lastname: customer?.lastname ?? '',
    },
    saved: saved === 'profile' || saved === 'password' ? saved : null,
  };
}

/** Two forms on one page, told apart by their `intent`. */
export async function profileAction({ request, context }: RequestArgs) {
  requireTokenCookie(context);
  const formData = await request.formData();
  return formData.get('intent') === 'password' ? changePassword(formData, context) : updateProfile(formData, context);
}

async function updateProfile(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: profileFormSchema });
  if (submission.status !== 'success') return refused(submission.reply(), 'profile');
  const { gender, firstname, lastname } = submission.value;
  try {
    await context.api.query(AccountUpdateCustomerMutation, { input: { gender: Number(gender), firstname, lastname } });
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginRedirect(context, true);
    const errors = accountApiErrors(error);
    if (errors.length === 0) throw error;
    context.log.warn({ err: error }, 'profile refused by the API');
    const keys = errors.map(accountErrorKey);
    return refused(submission.reply({ formErrors: [...new Set(keys)] }), 'profile');
  }
  return redirectWith(`${accountPaths.edit}?saved=profile`, []);
}

/**
 * The API revokes every token of the customer when the password changes (a stolen token dies with
 * the old password); this browser is signed in again with the new password, so the shopper stays in.
 */
async function changePassword(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: changePasswordFormSchema });
  if (submission.status !== 'success') return refused(submission.reply({ hideFields: PASSWORD_FIELDS }), 'password');
  const { currentPassword, password } = submission.value;
  let email: string;
  try {
    const { changeCustomerPassword } = await context.api.query(AccountChangePasswordMutation, { currentPassword, newPassword: password });
    email = changeCustomerPassword?.email ?? '';
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginRedirect(context, true);
    const errors = accountApiErrors(error);
    if (errors.length === 0) throw error;
    const key = errors.map(validationKeyOf).find((k) => k?.startsWith('password.'));
    const fieldErrors: Record<string, string[]> = key ? { password: [key] } : { currentPassword: ['account.password.wrongCurrent'] };
    return refused(submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS }), 'password');
  }
  const api = context.api.withCustomerToken(null);
  let token: string | null = null;
  try {
    token = (await api.query(AccountLoginMutation, { email, password })).generateCustomerToken?.token ?? null;
  } catch (error) {
    context.log.warn({ err: error }, 'signing in again after a password change failed');
  }
  if (!token) return redirectWith(`${accountPaths.login}?reset=1`, [customerTokenCookie(null, context)]);
  return redirectWith(`${accountPaths.edit}?saved=password`, [customerTokenCookie(token, context)]);
}
