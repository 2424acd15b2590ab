/** The staff console (A21) under /admin/: its own login, server-rendered pages, forms without JavaScript. */
import express from 'express';
import type { Logger } from 'pino';
import type { Db, Mailer } from '@shop/api';

export interface AdminRouterOptions {
  db: Db;
  log: Logger;
  mail: Mailer;
  production: boolean;
  /** Behind TLS: cookies are Secure. */
  https: boolean;
}

export function createAdminRouter(_options: AdminRouterOptions): express.Router {
  return express.Router();
}
