/**
 * One Zod schema per account form (STYLE §13), built from the shared rules (V1, V4, V5, V6, V13):
 * Conform checks them in the browser and the actions parse them again. Issue messages are keys.
 */
import {
  createAddressSchema,
  emailSchema,
  firstnameSchema,
  genderSchema,
  lastnameSchema,
  loginSchema as sharedLoginSchema,
  passwordWithConfirmationSchema,
  resetPasswordSchema as sharedResetPasswordSchema,
} from '@shop/rules';
import { z } from 'zod';

/** Magento's gender values: 1 = male, 2 = female, 3 = not specified (spec §5: required). */
export const GENDERS = ['1', '2', '3'] as const;

const gender = genderSchema.refine((value) => (GENDERS as readonly string[]).includes(value), 'gender.required');

/** Login (A4): e-mail and password; the password's strength is not checked at login. */
export const loginFormSchema = sharedLoginSchema;

/** Register (A7, V4): gender, names, e-mail, a password that follows the rules and its confirmation, newsletter opt-in. */
export const registerFormSchema = passwordWithConfirmationSchema.safeExtend({
  gender,
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  email: emailSchema,
  newsletter: z.boolean().optional(),
});

/** Forgot password (A8): only the e-mail. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** New password from the e-mailed link (A9, V6): e-mail and token from the link, the new password twice. */
export const resetPasswordFormSchema = sharedResetPasswordSchema.safeExtend({ email: emailSchema });

/** Profile (A12). */
export const profileFormSchema = z.object({ gender, firstname: firstnameSchema, lastname: lastnameSchema });

/** Change password (A12, V4): the current password, then the new one twice. */
export const changePasswordFormSchema = passwordWithConfirmationSchema.safeExtend({
  currentPassword: z.string({ error: 'account.validation.currentPassword' }).min(1, 'account.validation.currentPassword'),
});

/** An address-book entry (A13, A14, V5, V9) with the wish to make it a default (A15). */
export function createAddressFormSchema(options: { telephoneRequired: boolean }) {
  return z.object({
    address: createAddressSchema({ telephoneRequired: options.telephoneRequired }),
    defaultBilling: z.boolean().optional(),
    defaultShipping: z.boolean().optional(),
  });
}
