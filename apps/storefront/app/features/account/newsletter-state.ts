/**
 * The account's newsletter state as the shopper reads it (A19, NL9): subscribed, waiting for the
 * link in the confirmation e-mail, or not subscribed. One mapping for the dashboard and the
 * newsletter page, so they never tell two stories.
 */
import type { SubscriptionStatusesEnum } from '../../graphql/graphql.ts';

export type NewsletterState = 'subscribed' | 'pending' | 'off';

export function toNewsletterState(status: SubscriptionStatusesEnum | null | undefined): NewsletterState {
  if (status === 'SUBSCRIBED') return 'subscribed';
  return status === 'NOT_ACTIVE' ? 'pending' : 'off';
}

/** The sentence that states it; `{email}` is the account's address. */
export const newsletterStateText: Record<NewsletterState, string> = {
  subscribed: 'account.newsletter.subscribed',
  pending: 'account.newsletter.waiting',
  off: 'account.newsletter.notSubscribed',
};
