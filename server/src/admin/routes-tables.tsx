/** The dashboard and the tables page: open a table for a device, see its link and QR code, close it. */
import type { Request, Response, Router } from 'express';
import { INSTORE_DEFAULT_BASE } from '@shop/rules';
import {
  activeShopLocations,
  closeTable,
  deviceLink,
  findSession,
  listTables,
  may,
  openTable,
  tableScope,
  type InStoreSession,
  type ShopLocation,
  type StaffMember,
} from '@shop/api/console';
import { logOf, noticeOf, pageContext, queryText, requireAction, requireMember, sendError, type ConsoleDeps } from './context.tsx';
import { keptValues } from './forms.ts';
import { redirectTo, sendPage } from './http.ts';
import { t, type ConsoleLanguage } from './messages.ts';
import { DashboardPage } from './pages/dashboard.tsx';
import { TablesPage, type TableRowView } from './pages/tables.tsx';
import { qrSvg } from './qr.ts';
import { openTableFormValues, readOpenTableForm, type OpenTableErrors, type OpenTableForm } from './table-form.ts';

/** Hours a table is opened for unless staff say otherwise (a shop's working day). */
const DEFAULT_HOURS = '8';

type Shop = ShopLocation;

/** The shops whose tables the member may open: their own, or all for managers. */
async function shopsFor(deps: ConsoleDeps, member: StaffMember): Promise<{ all: Shop[]; mine: Shop[] }> {
  const all = await activeShopLocations(deps);
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
  const sessions = await listTables(deps, { storeLocationId: tableScope(member), includeClosed });
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
    const shops = await activeShopLocations(deps);
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
    const form = openTableFormValues(req.body);
    const { all, mine } = await shopsFor(deps, member);
    const read = readOpenTableForm(
      form,
      all.map((shop) => shop.id),
    );
    if (!read.ok) return renderTables(req, res, deps, member, 400, { ...keptValues(form), hours: form.hours.slice(0, 20) }, read.errors);
    const { storeLocationId: shopId, tableLabel, hours } = read.data;
    // A shop that is not the member's own: refused, nothing changed.
    if (!mine.some((shop) => shop.id === shopId)) return sendError(res, 403);
    const session = await openTable(deps, { storeLocationId: shopId, tableLabel, hours, staffId: member.id });
    logOf(res, deps.log).info({ staffId: member.id, storeLocationId: shopId, chainId: session.chainId }, 'table opened');
    redirectTo(res, '/tables?notice=tables.notice.opened');
  });

  router.post('/tables/:id/close', async (req: Request<{ id: string }>, res) => {
    const member = requireAction(req, res, 'tables.manage');
    if (!member) return;
    const session = await findSession(deps, req.params.id);
    if (!session) return sendError(res, 404);
    if (!may(member, 'tables.manage', { storeLocationId: session.storeLocationId })) return sendError(res, 403);
    const closed = await closeTable(deps, session.chainId, member.id);
    logOf(res, deps.log).info({ staffId: member.id, chainId: session.chainId, closed }, 'table closed');
    redirectTo(res, `/tables?notice=${closed ? 'tables.notice.closed' : 'tables.notice.alreadyClosed'}`);
  });
}
