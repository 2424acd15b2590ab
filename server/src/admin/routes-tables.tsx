/** The dashboard and the tables page: open a table for a device, see its link and QR code, close it. */
import type { Request, Response, Router } from 'express';
import { asc, eq } from 'drizzle-orm';
import { INSTORE_DEFAULT_BASE } from '@shop/rules';
import { storeLocations } from '../../../packages/api/src/content/tables.ts';
import {
  cleanTableLabel,
  closeTable,
  deviceLink,
  findSession,
  listTables,
  openTable,
  type InStoreSession,
} from '../../../packages/api/src/instore/service.ts';
import type { StaffMember } from '../../../packages/api/src/staff/auth.ts';
import { parseWholeNumber } from '../../../packages/api/src/staff/form-values.ts';
import { may, tableScope } from '../../../packages/api/src/staff/roles.ts';
import { logOf, noticeOf, pageContext, queryText, requireAction, requireMember, sendError, type ConsoleDeps } from './context.tsx';
import { field, redirectTo, sendPage } from './http.ts';
import { t, type ConsoleLanguage } from './messages.ts';
import { DashboardPage } from './pages/dashboard.tsx';
import { TablesPage, type OpenTableErrors, type OpenTableForm, type TableRowView } from './pages/tables.tsx';
import { qrSvg } from './qr.ts';

/** Hours a table is opened for unless staff say otherwise (a shop's working day). */
const DEFAULT_HOURS = '8';

interface Shop {
  id: number;
  title: string;
}

async function activeShops(deps: ConsoleDeps): Promise<Shop[]> {
  return deps.db
    .select({ id: storeLocations.id, title: storeLocations.title })
    .from(storeLocations)
    .where(eq(storeLocations.active, true))
    .orderBy(asc(storeLocations.position), asc(storeLocations.id));
}

/** The shops whose tables the member may open: their own, or all for managers. */
async function shopsFor(deps: ConsoleDeps, member: StaffMember): Promise<{ all: Shop[]; mine: Shop[] }> {
  const all = await activeShops(deps);
  return { all, mine: all.filter((shop) => may(member, 'tables.manage', { storeLocationId: shop.id })) };
}

/** The shop's own origin: the device opens the storefront here, and asks the session service here. */
function originOf(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

async function tableRows(
  req: Request,
  deps: ConsoleDeps,
  member: StaffMember,
  shops: Shop[],
  lang: ConsoleLanguage,
  includeClosed: boolean,
): Promise<TableRowView[]> {
  const now = deps.now();
  const sessions = await listTables(deps.db, now, { storeLocationId: tableScope(member), includeClosed });
  const titles = new Map(shops.map((shop) => [shop.id, shop.title]));
  return Promise.all(
    sessions.slice(0, 100).map(async (session: InStoreSession) => {
      const ended = session.openUntil !== null && session.openUntil.getTime() <= now.getTime();
      const status: TableRowView['status'] = session.status === 'CLOSED' ? 'CLOSED' : ended ? 'ENDED' : session.status;
      const link = deviceLink(INSTORE_DEFAULT_BASE, session.id, originOf(req));
      return {
        chainId: session.chainId,
        shop: (session.storeLocationId !== null ? titles.get(session.storeLocationId) : undefined) ?? '—',
        table: session.tableLabel,
        status,
        ttl: session.ttlDt,
        openUntil: session.openUntil,
        link,
        qr: status === 'OPEN' || status === 'EXPIRED' ? await qrSvg(link, t(lang, 'tables.qr', { table: session.tableLabel })) : '',
        canClose: may(member, 'tables.manage', { storeLocationId: session.storeLocationId }),
      };
    }),
  );
}

async function renderTables(
  req: Request,
  res: Response,
  deps: ConsoleDeps,
  member: StaffMember,
  status: number,
  form: OpenTableForm,
  errors: OpenTableErrors,
): Promise<void> {
  const ctx = pageContext(res);
  const { all, mine } = await shopsFor(deps, member);
  const showAll = queryText(req, 'all') === '1';
  const rows = await tableRows(req, deps, member, all, ctx.lang, showAll);
  const notice = noticeOf(req, ctx.lang, ['tables.notice.opened', 'tables.notice.closed', 'tables.notice.alreadyClosed']);
  sendPage(res, status, <TablesPage ctx={ctx} shops={mine} form={form} errors={errors} rows={rows} showAll={showAll} notice={notice} />);
}

export function tableRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/', async (req, res) => {
    const member = requireMember(req, res);
    if (!member) return;
    const ctx = pageContext(res);
    const shops = await activeShops(deps);
    const rows = await tableRows(req, deps, member, shops, ctx.lang, false);
    const scope = tableScope(member);
    const shopTitle = scope === null ? null : (shops.find((shop) => shop.id === scope)?.title ?? null);
    sendPage(res, 200, <DashboardPage ctx={ctx} member={member} shopTitle={shopTitle} rows={rows} />);
  });

  router.get('/tables', async (req, res) => {
    const member = requireAction(req, res, 'tables.view');
    if (!member) return;
    const { mine } = await shopsFor(deps, member);
    await renderTables(
      req,
      res,
      deps,
      member,
      200,
      { storeLocationId: String(mine[0]?.id ?? ''), tableLabel: '', hours: DEFAULT_HOURS },
      {},
    );
  });

  router.post('/tables', async (req, res) => {
    const member = requireAction(req, res, 'tables.manage');
    if (!member) return;
    const form: OpenTableForm = {
      storeLocationId: field(req.body, 'storeLocationId'),
      tableLabel: field(req.body, 'tableLabel'),
      hours: field(req.body, 'hours'),
    };
    const errors: OpenTableErrors = {};
    const { all, mine } = await shopsFor(deps, member);
    const shopId = parseWholeNumber(form.storeLocationId, 1, 2_147_483_647);
    if (shopId === null || !all.some((shop) => shop.id === shopId)) errors.storeLocationId = 'table.shop.invalid';
    else if (!mine.some((shop) => shop.id === shopId)) return sendError(res, 403);
    let tableLabel = '';
    try {
      tableLabel = cleanTableLabel(form.tableLabel.length > 200 ? form.tableLabel.slice(0, 41) : form.tableLabel);
    } catch {
      errors.tableLabel = form.tableLabel.trim() === '' ? 'table.label.required' : 'table.label.invalid';
    }
    const hours = parseWholeNumber(form.hours, 1, 24);
    if (hours === null) errors.hours = 'table.hours.invalid';
    if (Object.keys(errors).length > 0 || shopId === null || hours === null) {
      return renderTables(
        req,
        res,
        deps,
        member,
        400,
        { ...form, tableLabel: form.tableLabel.slice(0, 200), hours: form.hours.slice(0, 20) },
        errors,
      );
    }
    const session = await openTable(deps.db, deps.now(), { storeLocationId: shopId, tableLabel, hours, staffId: member.id });
    logOf(res, deps.log).info({ staffId: member.id, storeLocationId: shopId, chainId: session.chainId }, 'table opened');
    redirectTo(res, '/tables?notice=tables.notice.opened');
  });

  router.post('/tables/:id/close', async (req: Request<{ id: string }>, res) => {
    const member = requireAction(req, res, 'tables.manage');
    if (!member) return;
    const now = deps.now();
    const session = await findSession(deps.db, now, req.params.id);
    if (!session) return sendError(res, 404);
    if (!may(member, 'tables.manage', { storeLocationId: session.storeLocationId })) return sendError(res, 403);
    const closed = await closeTable(deps.db, now, session.chainId, member.id);
    logOf(res, deps.log).info({ staffId: member.id, chainId: session.chainId, closed }, 'table closed');
    redirectTo(res, `/tables?notice=${closed ? 'tables.notice.closed' : 'tables.notice.alreadyClosed'}`);
  });
}
