/** What every console handler needs: who is signed in, in which language, and the usual refusals. */
import type { Request, Response } from 'express';
import type { Db, Logger } from '@shop/api/server';
import { may, type CommandContext, type StaffAction, type StaffMember } from '@shop/api/console';
import { redirectTo, sendPage } from './http.ts';
import type { PageContext } from './layout.tsx';
import { isMessageKey, t, type ConsoleLanguage, type MessageKey } from './messages.ts';
import { ErrorPage } from './pages/errors.tsx';

/** What the console's handlers work with; it is also the context its commands take first. */
export interface ConsoleDeps extends CommandContext {
  db: Db;
  log: Logger;
  now: () => Date;
  /** Behind TLS: cookies are Secure. */
  https: boolean;
}

/** Set by the router for each request before any handler runs. */
export interface ConsoleState {
  lang: ConsoleLanguage;
  member: StaffMember | null;
  path: string;
  token: string | undefined;
}

export function stateOf(res: Response): ConsoleState {
  return res.locals.console as ConsoleState;
}

export function pageContext(res: Response): PageContext {
  const { lang, member, path } = stateOf(res);
  return { lang, member, path };
}

export function logOf(res: Response, fallback: Logger): Logger {
  return (res.locals.log as Logger | undefined) ?? fallback;
}

export function sendError(res: Response, status: number, extra: { csrf?: boolean } = {}): void {
  const requestId = String(res.locals.requestId ?? '');
  sendPage(res, status, <ErrorPage ctx={pageContext(res)} status={status} requestId={requestId} csrf={extra.csrf} />);
}

/**
 * The signed-in member, or null after sending the visitor to the sign-in page (303, with the page
 * they wanted for afterwards when it was a GET; nothing else happens).
 */
export function requireMember(req: Request, res: Response): StaffMember | null {
  const { member } = stateOf(res);
  if (member) return member;
  const next = req.method === 'GET' ? req.originalUrl.slice('/admin'.length) || '/' : '/';
  redirectTo(res, next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);
  return null;
}

/** The member when signed in and allowed the action; otherwise the refusal has been sent (303 or 403). */
export function requireAction(req: Request, res: Response, action: StaffAction): StaffMember | null {
  const member = requireMember(req, res);
  if (!member) return null;
  if (!may(member, action)) {
    sendError(res, 403);
    return null;
  }
  return member;
}

/** The status line named by `?notice=` when it is one of `allowed`. */
export function noticeOf(
  req: Request,
  lang: ConsoleLanguage,
  allowed: readonly MessageKey[],
  vars: Record<string, string> = {},
): string | null {
  const key = typeof req.query.notice === 'string' ? req.query.notice : '';
  if (!isMessageKey(key) || !allowed.includes(key)) return null;
  return t(lang, key, vars);
}

export function queryText(req: Request, name: string): string | null {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}
