/** Coupons (managers): list with uses, create, block and unblock, the orders that used one. */
import type { Request, Response, Router } from 'express';
import * as coupons from '@shop/api/console';
import { logOf, noticeOf, pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { couponFormValues, EMPTY_COUPON_FORM, readCouponForm, type CouponErrors, type CouponFormValues } from './coupon-form.ts';
import { keptValues } from './forms.ts';
import { redirectTo, sendPage } from './http.ts';
import { CouponPage, CouponsPage } from './pages/coupons.tsx';

async function renderList(req: Request, res: Response, deps: ConsoleDeps, status: number, values: CouponFormValues, errors: CouponErrors) {
  const ctx = pageContext(res);
  const search = (queryText(req, 'q') ?? '').slice(0, 64);
  const asked = Number(queryText(req, 'page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked > 0 && asked < 10_000 ? asked : 1;
  const [list, stores] = await Promise.all([coupons.listCoupons(deps, search, page), coupons.couponStoreCodes(deps)]);
  const created = queryText(req, 'code') ?? '';
  const notice = noticeOf(req, ctx.lang, ['coupons.notice.created'], { code: coupons.COUPON_CODE.test(created) ? created : '' });
  sendPage(
    res,
    status,
    <CouponsPage
      ctx={ctx}
      coupons={list.items}
      now={deps.now()}
      totalCount={list.totalCount}
      page={page}
      pageSize={coupons.COUPON_PAGE_SIZE}
      search={search}
      values={values}
      errors={errors}
      stores={stores}
      notice={notice}
    />,
  );
}

export function couponRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/coupons', async (req, res) => {
    if (!requireAction(req, res, 'coupons.view')) return;
    await renderList(req, res, deps, 200, EMPTY_COUPON_FORM, {});
  });

  router.post('/coupons', async (req, res) => {
    const member = requireAction(req, res, 'coupons.manage');
    if (!member) return;
    const values = couponFormValues((req.body ?? {}) as Record<string, unknown>);
    const read = readCouponForm(values, await coupons.couponStoreCodes(deps));
    if (!read.ok) return renderList(req, res, deps, 400, keptValues(values), read.errors);
    const created = await coupons.createCoupon(deps, read.data, member.id);
    if (!created.ok) return renderList(req, res, deps, 409, keptValues(values), { code: 'coupon.code.taken' });
    logOf(res, deps.log).info({ staffId: member.id, coupon: created.code }, 'coupon created');
    redirectTo(res, `/coupons?notice=coupons.notice.created&code=${encodeURIComponent(created.code)}`);
  });

  router.get('/coupons/:code', async (req: Request<{ code: string }>, res) => {
    if (!requireAction(req, res, 'coupons.view')) return;
    const coupon = await coupons.findCoupon(deps, req.params.code);
    if (!coupon) return sendError(res, 404);
    const uses = await coupons.couponUses(deps, coupon.code);
    const notice = noticeOf(req, pageContext(res).lang, ['coupons.notice.blocked', 'coupons.notice.unblocked']);
    sendPage(res, 200, <CouponPage ctx={pageContext(res)} coupon={coupon} uses={uses} notice={notice} now={deps.now()} />);
  });

  for (const [action, active] of [
    ['block', false],
    ['unblock', true],
  ] as const) {
    router.post(`/coupons/:code/${action}`, async (req: Request<{ code: string }>, res) => {
      const member = requireAction(req, res, 'coupons.manage');
      if (!member) return;
      const coupon = await coupons.findCoupon(deps, req.params.code);
      if (!coupon || !(await coupons.setCouponActive(deps, coupon.code, active, member.id))) return sendError(res, 404);
      logOf(res, deps.log).info({ staffId: member.id, coupon: coupon.code, active }, 'coupon blocked or unblocked');
      redirectTo(res, `/coupons/${encodeURIComponent(coupon.code)}?notice=coupons.notice.${active ? 'unblocked' : 'blocked'}`);
    });
  }
}
