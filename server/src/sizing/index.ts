/**
 * The sizing service (L22, L23; decision 053): `GET /sizing/session` answers a new session id,
 * `{ "id": "<uuid>" }`, never cached. The session holds nothing on our side (the advice is the
 * shopper's own size history, kept in their browser); the id is what a vendor's service would key
 * its profile by, and the storefront keeps it in the sizing cookie. It costs one random UUID: no
 * database, no per-request budget beyond the reverse proxy's (docs/operations.md).
 */
import { randomUUID } from 'node:crypto';
import express from 'express';

export function createSizingRouter(): express.Router {
  const router = express.Router();
  router.get('/session', (_req, res) => {
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .type('application/json')
      .end(JSON.stringify({ id: randomUUID() }));
  });
  return router;
}
