import { redirect } from 'react-router';
import type { Route } from './+types/cookie-consent';
import { consentAction } from '../features/consent/consent.server.ts';

/** `/cookie-consent/`: the cookie bar's and cookie page's choices without scripts (P1–P4). */
export async function action({ request, context }: Route.ActionArgs) {
  return consentAction(request, context);
}

/** Nothing to show here: an address typed by hand leads home. */
export function loader() {
  return redirect('/', 302);
}
