import { redirect } from 'react-router';

/** `/newsletter/`: the footer sign-up posts here (NL1–NL5). */
export { newsletterAction as action } from '../features/newsletter/newsletter.server.ts';

/** Nothing to show here: an address typed by hand leads home. */
export function loader() {
  return redirect('/', 302);
}
