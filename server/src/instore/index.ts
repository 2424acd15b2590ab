/** The tabletop session service (T2, T8): GET /instore/sessions/{id} and /instore/sessions/{id}/refresh. */
import express from 'express';
import type { Logger } from 'pino';
import type { Db } from '@shop/api';

export interface InstoreRouterOptions {
  db: Db;
  log: Logger;
}

export function createInstoreRouter(_options: InstoreRouterOptions): express.Router {
  return express.Router();
}
