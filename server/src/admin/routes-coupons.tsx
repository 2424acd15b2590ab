/** Coupons (managers): list with uses, create, block and unblock, the orders that used one. */
import type { Request, Response, Router } from 'express';
import {
  COUPON_CODE,
  COUPON_PAGE_SIZE,
  couponFormValues,
  couponStoreCodes,
  couponUses,
  createCoupon,
  EMPTY_COUPON_FORM,
  findCoupon,
  listCoupons,
  parseCouponForm,
  setCouponActive,
  type CouponErrors,
  type CouponFormValues,
} from '../../../packages/api/src/coupon/admin.ts';
import { logOf, noticeOf, pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { redirectTo, sendPage } from './http.ts';
import { CouponPage, CouponsPage } from './pages/coupons.tsx';

/** A refused form comes back with what was typed, each field cut to a length a page can hold. */
function keptValues(values: CouponFormValues): CouponFormValues {
  const cut = (s: string) => s.slice(0, 200);
  return {
    ...values,
    code: cut(values.code),
    description: cut(values.description),
    type: cut(values.type),
    amount: cut(values.amount),
    minSubtotal: cut(values.minSubtotal),
    usageLimit: cut(values.usageLimit),
    usesPerCustomer: cut(values.usesPerCustomer),
    storeCodes: values.storeCodes.slice(0, 20).map(cut),
    fromDate: cut(values.fromDate),
    toDate: cut(values.toDate),
  };
}

async function renderList(req: Request, res: Response, deps: ConsoleDeps, status: number, values: CouponFormValues, errors: CouponErrors) {
  const ctx = pageContext(res);
  const search = (queryText(req, 'q') ?? '').slice(0, 64);
  const asked = Number(queryText(req, 'page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked > 0 && asked < 10_000 ? asked : 1;
  const [list, stores] = await Promise.all([listCoupons(deps.db, search, page), couponStoreCodes(deps.db)]);
  const created = queryText(req, 'code') ?? '';
  const notice = noticeOf(req, ctx.lang, ['coupons.notice.created'], { code: COUPON_CODE.test(created) ? created : '' });
  sendPage(
    res,
    status,
    <CouponsPage
      ctx={ctx}
      coupons={list.items}
      now={deps.now()}
      totalCount={list.totalCount}
      page={page}
      pageSize={COUPON_PAGE_SIZE}
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
    const parsed = parseCouponForm(values, await couponStoreCodes(deps.db));
    if (!parsed.ok) return renderList(req, res, deps, 400, keptValues(values), parsed.errors);
    const created = await createCoupon(deps.db, deps.now(), parsed.coupon, member.id);
    if (!created.ok) return renderList(req, res, deps, 409, keptValues(values), created.errors);
    logOf(res, deps.log).info({ staffId: member.id, coupon: created.code }, 'coupon created');
    redirectTo(res, `/coupons?notice=coupons.notice.created&code=${encodeURIComponent(created.code)}`);
  });

  router.get('/coupons/:code', async (req: Request<{ code: string }>, res) => {
    if (!requireAction(req, res, 'coupons.view')) return;
    const coupon = await findCoupon(deps.db, req.params.code);
    if (!coupon) return sendError(res, 404);
    const uses = await couponUses(deps.db, coupon.code);
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
      const coupon = await findCoupon(deps.db, req.params.code);
      if (!coupon || !(await setCouponActive(deps.db, coupon.code, active, member.id))) return sendError(res, 404);
      logOf(res, deps.log).info({ staffId: member.id, coupon: coupon.code, active }, 'coupon blocked or unblocked');
      redirectTo(res, `/coupons/${encodeURIComponent(coupon.code)}?notice=coupons.notice.${active ? 'unblocked' : 'blocked'}`);
    });
  }
}
