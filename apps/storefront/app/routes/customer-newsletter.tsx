import type { Route } from './+types/customer-newsletter';
import { loadNewsletter, newsletterAction } from '../features/account/account-pages.server.ts';
import { NewsletterPageView } from '../features/account/newsletter-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/newsletter/` (R11, A19). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletter(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.newsletter.title');
}

export default function CustomerNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPageView data={loaderData} />;
}
