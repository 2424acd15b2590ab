import { requireCustomerId } from '../customer/auth.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';
import { confirmNewsletterSubscription, customerSubscriptionStatus, isCustomerSubscribed, subscribeEmailToNewsletter } from './service.ts';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_parent, { email }, ctx) => ({ status: await subscribeEmailToNewsletter(ctx, email) }),
    confirmNewsletterSubscription: async (_parent, { code }, ctx) => ({ status: await confirmNewsletterSubscription(ctx, code) }),
  },
  Customer: {
    // True only once the address is confirmed (NL9); the customer is the one the parent describes.
    is_subscribed: async (customer, _args, ctx) =>
      isCustomerSubscribed(ctx, typeof customer.id === 'number' ? customer.id : await requireCustomerId(ctx)),
    newsletter_status: async (customer, _args, ctx) =>
      customerSubscriptionStatus(ctx, typeof customer.id === 'number' ? customer.id : await requireCustomerId(ctx)),
  },
};
