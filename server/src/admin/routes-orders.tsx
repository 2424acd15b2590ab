/** Order lookup by number or e-mail address, and one order's details. */
import type { Request, Router } from 'express';
import { lookUpOrders, orderDetail } from '../../../packages/api/src/staff/orders.ts';
import { pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { sendPage } from './http.ts';
import { OrderPage, OrdersPage } from './pages/orders.tsx';

export function orderRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/orders', async (req, res) => {
    if (!requireAction(req, res, 'orders.view')) return;
    const ctx = pageContext(res);
    const query = queryText(req, 'q');
    if (query === null) return sendPage(res, 200, <OrdersPage ctx={ctx} query="" error={null} orders={null} />);
    const found = await lookUpOrders(deps.db, query);
    const shown = query.slice(0, 254);
    if (!found.ok) return sendPage(res, 400, <OrdersPage ctx={ctx} query={shown} error={found.message} orders={null} />);
    sendPage(res, 200, <OrdersPage ctx={ctx} query={shown} error={null} orders={found.orders} />);
  });

  router.get('/orders/:number', async (req: Request<{ number: string }>, res) => {
    if (!requireAction(req, res, 'orders.view')) return;
    const order = await orderDetail(deps.db, req.params.number);
    if (!order) return sendError(res, 404);
    sendPage(res, 200, <OrderPage ctx={pageContext(res)} order={order} />);
  });
}
