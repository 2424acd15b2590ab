/** Signing in and out, and the language switch. */
import type { Router } from 'express';
import { signInStaff, signOutStaff } from '@shop/api/console';
import { logOf, pageContext, queryText, stateOf, type ConsoleDeps } from './context.tsx';
import { clearStaffCookie, field, redirectTo, safeConsolePath, sendPage, setLanguageCookie, setStaffCookie } from './http.ts';
import { isConsoleLanguage } from './messages.ts';
import { LoginPage } from './pages/login.tsx';

export function authRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/login', (req, res) => {
    const next = safeConsolePath(queryText(req, 'next') ?? '/');
    if (stateOf(res).member) return redirectTo(res, next);
    sendPage(res, 200, <LoginPage ctx={pageContext(res)} email="" next={next} failed={false} signedOut={queryText(req, 'out') === '1'} />);
  });

  router.post('/login', async (req, res) => {
    const email = field(req.body, 'email');
    const password = field(req.body, 'password');
    const next = safeConsolePath(field(req.body, 'next') || '/');
    const result = await signInStaff(deps, email, password);
    const log = logOf(res, deps.log);
    if (!result.ok) {
      log.info({ staffLogin: 'failed' }, 'staff sign-in refused');
      // The typed address comes back (cut to the field's length); the password never does.
      sendPage(res, 401, <LoginPage ctx={pageContext(res)} email={email.slice(0, 254)} next={next} failed signedOut={false} />);
      return;
    }
    log.info({ staffId: result.member.id, role: result.member.role }, 'staff signed in');
    setStaffCookie(res, result.token, result.expiresAt, deps.https);
    redirectTo(res, next);
  });

  router.post('/logout', async (_req, res) => {
    const { token, member } = stateOf(res);
    await signOutStaff(deps, token);
    if (member) logOf(res, deps.log).info({ staffId: member.id }, 'staff signed out');
    clearStaffCookie(res, deps.https);
    redirectTo(res, '/login?out=1');
  });

  router.post('/language', (req, res) => {
    const lang = field(req.body, 'lang');
    if (isConsoleLanguage(lang)) setLanguageCookie(res, lang, deps.https);
    redirectTo(res, safeConsolePath(field(req.body, 'back') || '/'));
  });
}
