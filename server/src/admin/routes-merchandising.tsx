/**
 * The staff-set order per category (managers, C27, decision 056): choose a category and an order
 * profile, see the category's first products as a shopper sees them, pin, move and unpin products,
 * and choose which profile the shop shows. The forms are read here; the commands do the work.
 */
import type { Request, Response, Router } from 'express';
import {
  listedProductIdOf,
  merchandisingCategories,
  merchandisingCategory,
  setActiveProfile,
  setPinnedPosition,
  staffOrderOf,
  type PinRefusal,
} from '@shop/api/console';
import { logOf, noticeOf, pageContext, queryText, requireAction, type ConsoleDeps } from './context.tsx';
import { keptValues } from './forms.ts';
import { redirectTo, sendPage } from './http.ts';
import { EMPTY_PIN_FORM, pinFormValues, readOrderChoice, readPinForm, type PinErrors, type PinFormValues } from './merchandising-form.ts';
import type { MessageKey } from './messages.ts';
import { MerchandisingPage } from './pages/merchandising.tsx';

const REFUSALS: Record<PinRefusal, MessageKey> = {
  not_listed: 'merchandising.sku.notListed',
  not_pinned: 'merchandising.sku.notPinned',
  too_many: 'merchandising.sku.tooMany',
};

const orderPath = (category: string, profile: string, notice: MessageKey) =>
  `/merchandising?${new URLSearchParams({ category, profile, notice }).toString()}`;

/** The page for the category and profile asked (none yet: only the chooser), with a refused form's values and messages. */
async function render(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  asked: { category: string; profile: string },
  form: { values: Omit<PinFormValues, 'category' | 'profile'>; errors: PinErrors; notice?: string | null },
) {
  const ctx = pageContext(res);
  const categories = await merchandisingCategories(deps);
  let errors: PinErrors = form.errors;
  let view = null;
  if (asked.category !== '') {
    const choice = readOrderChoice(asked);
    const category = choice.ok ? await merchandisingCategory(deps, choice.data.category) : null;
    if (!choice.ok) errors = { ...choice.errors, ...errors };
    else if (!category) errors = { category: 'merchandising.category.invalid', ...errors };
    else view = await staffOrderOf(deps, category, choice.data.profile, ctx.lang);
  }
  const hasErrors = Object.keys(errors).length > 0;
  sendPage(
    res,
    hasErrors && status === 200 ? 400 : status,
    <MerchandisingPage
      ctx={ctx}
      categories={categories}
      category={asked.category.slice(0, 200)}
      profile={view?.profile ?? asked.profile.slice(0, 200)}
      view={view}
      values={{ category: asked.category, profile: asked.profile, ...keptValues(form.values) }}
      errors={errors}
      notice={form.notice ?? null}
    />,
  );
}

export function merchandisingRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/merchandising', async (req: Request, res) => {
    if (!requireAction(req, res, 'merchandising.manage')) return;
    const notice = noticeOf(req, pageContext(res).lang, ['merchandising.notice.saved', 'merchandising.notice.activated']);
    const asked = { category: queryText(req, 'category') ?? '', profile: queryText(req, 'profile') ?? '' };
    await render(res, deps, 200, asked, { values: EMPTY_PIN_FORM, errors: {}, notice });
  });

  router.post('/merchandising/pins', async (req, res) => {
    const member = requireAction(req, res, 'merchandising.manage');
    if (!member) return;
    const values = pinFormValues((req.body ?? {}) as Record<string, unknown>);
    const asked = { category: values.category, profile: values.profile };
    const read = readPinForm(values);
    if (!read.ok) return render(res, deps, 400, asked, { values, errors: read.errors });
    const change = read.data;
    const [category, productId] = await Promise.all([merchandisingCategory(deps, change.category), listedProductIdOf(deps, change.sku)]);
    if (!category) return render(res, deps, 400, asked, { values, errors: { category: 'merchandising.category.invalid' } });
    if (productId === null) return render(res, deps, 400, asked, { values, errors: { sku: 'merchandising.sku.unknown' } });
    const result = await setPinnedPosition(deps, {
      categoryId: category.id,
      profile: change.profile,
      productId,
      position: change.position,
    });
    if (!result.ok) return render(res, deps, 409, asked, { values, errors: { sku: REFUSALS[result.reason] } });
    logOf(res, deps.log).info(
      { staffId: member.id, category: category.urlPath, profile: change.profile, sku: change.sku, position: result.position },
      'staff order changed',
    );
    redirectTo(res, orderPath(category.urlPath, change.profile, 'merchandising.notice.saved'));
  });

  router.post('/merchandising/profile', async (req, res) => {
    const member = requireAction(req, res, 'merchandising.manage');
    if (!member) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const asked = {
      category: typeof body.category === 'string' ? body.category : '',
      profile: typeof body.profile === 'string' ? body.profile : '',
    };
    const read = readOrderChoice(asked);
    if (!read.ok) return render(res, deps, 400, asked, { values: EMPTY_PIN_FORM, errors: read.errors });
    const category = await merchandisingCategory(deps, read.data.category);
    if (!category || !(await setActiveProfile(deps, { categoryId: category.id, profile: read.data.profile }))) {
      return render(res, deps, 400, asked, { values: EMPTY_PIN_FORM, errors: { category: 'merchandising.category.invalid' } });
    }
    logOf(res, deps.log).info({ staffId: member.id, category: category.urlPath, profile: read.data.profile }, 'active staff order chosen');
    redirectTo(res, orderPath(category.urlPath, read.data.profile, 'merchandising.notice.activated'));
  });
}
