import { graphql } from '../../graphql/index.ts';

/** NL3: signs an address up; the API answers NOT_ACTIVE and mails the confirmation link (NL9). */
export const NewsletterSubscribeMutation = graphql(`
  mutation NewsletterSubscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);

/** NL9: the link from the e-mail; SUBSCRIBED, and the API mails the welcome coupon once. */
export const NewsletterConfirmMutation = graphql(`
  mutation NewsletterConfirm($code: String!) {
    confirmNewsletterSubscription(code: $code) {
      status
    }
  }
`);
