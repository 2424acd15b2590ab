import type { Route } from './+types/newsletter-confirm';
import { confirmNewsletter } from '../features/newsletter/newsletter.server.ts';
import { NewsletterConfirmPage } from '../features/newsletter/confirm-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/newsletter/confirm/?code=…`: the link from the confirmation e-mail (NL9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmNewsletter(request, context);
}

/** Each answer belongs to one link: kept by no one. */
export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'newsletter.confirm.metaTitle');
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterConfirmPage data={loaderData} />;
}
