import type { Route } from './+types/newsletter-confirm';
import { NewsletterConfirmPage } from '../features/newsletter/confirm-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/newsletter/confirm/?code=…`: the link from the confirmation e-mail (NL9). */
export { confirmNewsletter as loader } from '../features/newsletter/newsletter.server.ts';

/** Each answer belongs to one link: kept by no one. */
export const headers = privateHeaders;

export const meta = noindexTitle('newsletter.confirm.metaTitle');

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterConfirmPage data={loaderData} />;
}
