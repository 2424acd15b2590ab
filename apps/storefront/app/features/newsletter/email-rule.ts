/**
 * The sign-up's address rule (spec §5: required, valid; V1), the shared schema used by the form and
 * the action alike. Its own module, so the page loads the validation library only when a shopper
 * sends the form, not with every page's first script.
 */
import { newsletterSchema } from '@shop/rules';

/** The text key for the address's first failing rule, or null when it is fine. */
export function validateNewsletterEmail(email: unknown): string | null {
  const result = newsletterSchema.safeParse({ email });
  if (result.success) return null;
  return `newsletter.validation.${result.error.issues[0]?.message ?? 'email.invalid'}`;
}
