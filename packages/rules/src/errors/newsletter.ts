import { defineErrorCodes } from './registry.ts';

/** Refusals of the newsletter subscription and its confirmation link (N1–N8, decision 022). */
export const NEWSLETTER_ERROR_CODES = defineErrorCodes({
  NEWSLETTER_EMAIL_REQUIRED: {
    params: [],
    meaning: 'subscribing without an e-mail address (the storefront checks the same shared rule first)',
    internal: true,
  },
  NEWSLETTER_EMAIL_INVALID: {
    params: [],
    meaning: 'the e-mail address is not one (the storefront checks the same shared rule first)',
    internal: true,
  },
  NEWSLETTER_ALREADY_SUBSCRIBED: { params: [], meaning: 'the signed-in customer is subscribed already' },
  NEWSLETTER_CONFIRMATION_INVALID: { params: [], meaning: 'the confirmation or unsubscribe link is unknown or used' },
});
