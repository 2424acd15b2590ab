/** A console on a fresh seeded database for HTTP tests: sign-in helpers and form posts with a same-origin Origin. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createMailer } from '@shop/api/server';
import { DEMO_STAFF } from '@shop/api/seed';
import { createTestApi, silentLogger, type TestApi } from '@shop/api/testing';
import { securityHeaders } from '../security-headers.ts';
import { createAdminRouter } from './index.ts';

export const [MANAGER, EMPLOYEE] = DEMO_STAFF;

export interface ConsoleHarness {
  t: TestApi;
  base: string;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function startConsole(options: { products?: number; https?: boolean } = {}): Promise<ConsoleHarness> {
  const t = await createTestApi({ products: options.products ?? 5 });
  const clock = { now: new Date() };
  const app = express();
  app.set('trust proxy', true);
  app.use(securityHeaders({ https: false }));
  app.use(
    '/admin',
    createAdminRouter({
      db: t.db,
      log: silentLogger,
      mail: createMailer({ smtpUrl: null, from: 'shop@vanarkel.example', log: silentLogger }),
      production: true,
      https: options.https ?? false,
      now: () => clock.now,
    }),
  );
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    t,
    base,
    clock,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

/** A GET with the console cookie (when given), not following redirects. */
export function get(h: ConsoleHarness, path: string, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(`${h.base}${path}`, { redirect: 'manual', headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

/** A form POST as the console's own page sends it (same Origin), unless headers say otherwise. */
export function post(
  h: ConsoleHarness,
  path: string,
  form: Record<string, string | string[]>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return fetch(`${h.base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.base, ...(cookie ? { cookie } : {}), ...headers },
    body: body.toString(),
  });
}

/** Signs in and answers the `va_staff=…` cookie pair to send back. */
export async function signIn(h: ConsoleHarness, email: string, password: string): Promise<string> {
  const response = await post(h, '/admin/login', { email, password });
  if (response.status !== 303) throw new Error(`sign-in failed with ${response.status}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = /va_staff=[^;]+/.exec(setCookie)?.[0];
  if (!pair) throw new Error('no console cookie');
  return pair;
}

export interface SignedInConsole {
  h: ConsoleHarness;
  /** The `va_staff=…` cookie pairs of the demo manager and employee. */
  manager: string;
  employee: string;
}

/**
 * The console of one test file: started before its tests with the manager and the employee signed in,
 * closed after them. The fields are filled in once the file's tests run.
 */
export function consoleForFile(options: Parameters<typeof startConsole>[0] = {}): SignedInConsole {
  const session = {} as SignedInConsole;
  beforeAll(async () => {
    session.h = await startConsole(options);
    session.manager = await signIn(session.h, MANAGER.email, MANAGER.password);
    session.employee = await signIn(session.h, EMPLOYEE.email, EMPLOYEE.password);
  });
  afterAll(async () => {
    await session.h?.close();
  });
  return session;
}
