import { accountPaths } from './paths.ts';
import { loadSessionCustomer, redirectWith, signOut } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

/** GET shows a confirm button to a logged-in visitor and "logged out" to others; it changes nothing. */
export async function loadLogoutPage({ request, context }: RequestArgs): Promise<{ loggedIn: boolean }> {
  const { customer } = await loadSessionCustomer(request, context);
  return { loggedIn: customer !== null };
}

/** POST logs out (A6): token revoked, token and cart cookies deleted, then the logged-out page. */
export async function logoutAction({ context }: Pick<RequestArgs, 'context'>) {
  return redirectWith(accountPaths.logout, await signOut(context));
}
