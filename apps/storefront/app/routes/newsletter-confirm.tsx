import type { Route } from './+types/newsletter-confirm';
import { confirmNewsletter } from '../features/newsletter/newsletter.server.ts';
import { NewsletterConfirmPage } from '../features/newsletter/confirm-page.tsx';

/** `/newsletter/confirm/?code=…`: the link from the confirmation e-mail (NL9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmNewsletter(request, context);
}

/** Each answer belongs to one link: kept by no one. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string>; websiteName?: string } | undefined;
  const title = root?.messages?.['newsletter.confirm.metaTitle'] ?? 'newsletter.confirm.metaTitle';
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,nofollow' }];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterConfirmPage data={loaderData} />;
}
