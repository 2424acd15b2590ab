import type { Route } from './+types/customer-newsletter';
import { NewsletterPageView } from '../features/account/newsletter-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/newsletter/` (R11, A19). */
export { newsletterAction as action, loadNewsletter as loader } from '../features/account/account-pages.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.newsletter.title');

export default function CustomerNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPageView data={loaderData} />;
}
