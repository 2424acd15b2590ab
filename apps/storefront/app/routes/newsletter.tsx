import { redirect } from 'react-router';
import type { Route } from './+types/newsletter';
import { newsletterAction } from '../features/newsletter/newsletter.server.ts';

/** `/newsletter/`: the footer sign-up posts here (NL1–NL5). */
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** Nothing to show here: an address typed by hand leads home. */
export function loader() {
  return redirect('/', 302);
}
