/** Gift cards: balance lookup (all staff); issue, block, unblock and transactions (managers). */
import type { Request, Response, Router } from 'express';
import {
  findGiftCard,
  findGiftCards,
  recentGiftCards,
  giftCardFormValues,
  giftCardTransactionsOf,
  issueGiftCard,
  parseGiftCardForm,
  setGiftCardBlocked,
  type GiftCardErrors,
  type GiftCardFormValues,
} from '../../../packages/api/src/giftcard/admin.ts';
import { maskGiftCardNumber } from '../../../packages/api/src/giftcard/numbers.ts';
import { shopDateField } from '../../../packages/api/src/staff/form-values.ts';
import type { StaffMember } from '../../../packages/api/src/staff/auth.ts';
import { may } from '../../../packages/api/src/staff/roles.ts';
import { logOf, noticeOf, pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { redirectTo, sendPage } from './http.ts';
import { GiftCardPage, GiftCardsPage, IssuedGiftCardPage } from './pages/giftcards.tsx';

/** The issue form starts with a card valid for two years, the shop's usual term. */
function defaultValues(now: Date): GiftCardFormValues {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 2);
  return { amount: '', expiresOn: shopDateField(expires) };
}

function cardId(text: string): number | null {
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

async function renderSearch(
  req: Request,
  res: Response,
  deps: ConsoleDeps,
  member: StaffMember,
  status: number,
  values: GiftCardFormValues,
  errors: GiftCardErrors,
) {
  const ctx = pageContext(res);
  const search = queryText(req, 'number');
  const found = search === null ? null : await findGiftCards(deps.db, search);
  const searchError = found && !found.ok ? (found.errors.number ?? null) : null;
  // Without a search the newest cards are listed, so staff see what was issued lately.
  const cards = found && found.ok ? found.cards : search === null ? await recentGiftCards(deps.db) : null;
  sendPage(
    res,
    searchError && status === 200 ? 400 : status,
    <GiftCardsPage
      ctx={ctx}
      canManage={may(member, 'giftcards.manage')}
      search={(search ?? '').slice(0, 60)}
      searchError={searchError}
      cards={cards}
      recent={search === null}
      values={values}
      errors={errors}
    />,
  );
}

export function giftCardRoutes(router: Router, deps: ConsoleDeps): void {
  router.get('/giftcards', async (req, res) => {
    const member = requireAction(req, res, 'giftcards.lookup');
    if (!member) return;
    await renderSearch(req, res, deps, member, 200, defaultValues(deps.now()), {});
  });

  router.post('/giftcards', async (req, res) => {
    const member = requireAction(req, res, 'giftcards.manage');
    if (!member) return;
    const values = giftCardFormValues((req.body ?? {}) as Record<string, unknown>);
    const now = deps.now();
    const parsed = parseGiftCardForm(values, now);
    if (!parsed.ok)
      return renderSearch(
        req,
        res,
        deps,
        member,
        400,
        { amount: values.amount.slice(0, 200), expiresOn: values.expiresOn.slice(0, 200) },
        parsed.errors,
      );
    const card = await issueGiftCard(deps.db, now, { amount: parsed.amount, expiresAt: parsed.expiresAt }, member.id);
    logOf(res, deps.log).info({ staffId: member.id, giftCard: maskGiftCardNumber(card.number), amount: card.balance }, 'gift card issued');
    // Answered directly, not redirected: the PIN is in no address, no log and no row, only in this page.
    sendPage(res, 201, <IssuedGiftCardPage ctx={pageContext(res)} card={card} />);
  });

  router.get('/giftcards/:id', async (req: Request<{ id: string }>, res) => {
    if (!requireAction(req, res, 'giftcards.manage')) return;
    const id = cardId(req.params.id);
    const card = id === null ? null : await findGiftCard(deps.db, id);
    if (!card) return sendError(res, 404);
    const transactions = await giftCardTransactionsOf(deps.db, card.id);
    const notice = noticeOf(req, pageContext(res).lang, [
      'giftcards.notice.blocked',
      'giftcards.notice.unblocked',
      'giftcards.notice.unchanged',
    ]);
    sendPage(res, 200, <GiftCardPage ctx={pageContext(res)} card={card} transactions={transactions} notice={notice} />);
  });

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    router.post(`/giftcards/:id/${action}`, async (req: Request<{ id: string }>, res) => {
      const member = requireAction(req, res, 'giftcards.manage');
      if (!member) return;
      const id = cardId(req.params.id);
      const card = id === null ? null : await findGiftCard(deps.db, id);
      if (!card) return sendError(res, 404);
      const changed = await setGiftCardBlocked(deps.db, card.id, blocked, member.id);
      logOf(res, deps.log).info(
        { staffId: member.id, giftCard: maskGiftCardNumber(card.number), blocked, changed },
        'gift card blocked or unblocked',
      );
      const notice = changed ? (blocked ? 'giftcards.notice.blocked' : 'giftcards.notice.unblocked') : 'giftcards.notice.unchanged';
      redirectTo(res, `/giftcards/${card.id}?notice=${notice}`);
    });
  }
}
