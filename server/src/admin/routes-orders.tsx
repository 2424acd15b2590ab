/** Order lookup by number or e-mail address, and one order's details. */
import type { Request, Router } from 'express';
import { lookUpOrders, orderDetail } from '@shop/api/console';
import { pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { sendPage } from './http.ts';
import { readOrderQuery } from './order-query.ts';
import { OrderPage, OrdersPage } from './pages/orders.tsx';

export function orderRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/orders', async (req, res) => {
    if (!requireAction(req, res, 'orders.view')) return;
    const ctx = pageContext(res);
    const query = queryText(req, 'q');
    if (query === null) return sendPage(res, 200, <OrdersPage ctx={ctx} query="" error={null} orders={null} />);
    const read = readOrderQuery(query);
    const shown = query.slice(0, 254);
    if (!read.ok) return sendPage(res, 400, <OrdersPage ctx={ctx} query={shown} error={read.errors.q ?? null} orders={null} />);
    sendPage(res, 200, <OrdersPage ctx={ctx} query={shown} error={null} orders={await lookUpOrders(deps, read.data)} />);
  });

  router.get('/orders/:number', async (req: Request<{ number: string }>, res) => {
    if (!requireAction(req, res, 'orders.view')) return;
    const order = await orderDetail(deps, req.params.number);
    if (!order) return sendError(res, 404);
    sendPage(res, 200, <OrderPage ctx={pageContext(res)} order={order} />);
  });
}
