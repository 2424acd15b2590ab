/** Gift cards: balance lookup (all staff); issue, block, unblock and transactions (managers). */
import type { Request, Response, Router } from 'express';
import {
  findGiftCard,
  findGiftCards,
  giftCardTransactionsOf,
  issueGiftCard,
  maskGiftCardNumber,
  may,
  recentGiftCards,
  setGiftCardBlocked,
  type StaffMember,
} from '@shop/api/console';
import { logOf, noticeOf, pageContext, queryText, requireAction, sendError, type ConsoleDeps } from './context.tsx';
import { keptValues } from './forms.ts';
import {
  defaultGiftCardForm,
  giftCardFormValues,
  readGiftCardForm,
  readGiftCardSearch,
  type GiftCardErrors,
  type GiftCardFormValues,
} from './giftcard-form.ts';
import { redirectTo, sendPage } from './http.ts';
import { GiftCardPage, GiftCardsPage, IssuedGiftCardPage } from './pages/giftcards.tsx';

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
  const read = search === null ? null : readGiftCardSearch(search);
  const searchError = read && !read.ok ? (read.errors.number ?? null) : null;
  // Without a search the newest cards are listed, so staff see what was issued lately.
  const cards = read ? (read.ok ? await findGiftCards(deps, read.data.number) : null) : await recentGiftCards(deps);
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
    await renderSearch(req, res, deps, member, 200, defaultGiftCardForm(deps.now()), {});
  });

  router.post('/giftcards', async (req, res) => {
    const member = requireAction(req, res, 'giftcards.manage');
    if (!member) return;
    const values = giftCardFormValues((req.body ?? {}) as Record<string, unknown>);
    const read = readGiftCardForm(values, deps.now());
    if (!read.ok) return renderSearch(req, res, deps, member, 400, keptValues(values), read.errors);
    const card = await issueGiftCard(deps, read.data, member.id);
    logOf(res, deps.log).info({ staffId: member.id, giftCard: maskGiftCardNumber(card.number), amount: card.balance }, 'gift card issued');
    // Answered directly, not redirected: the PIN is in no address, no log and no row, only in this page.
    sendPage(res, 201, <IssuedGiftCardPage ctx={pageContext(res)} card={card} />);
  });

  router.get('/giftcards/:id', async (req: Request<{ id: string }>, res) => {
    if (!requireAction(req, res, 'giftcards.manage')) return;
    const id = cardId(req.params.id);
    const card = id === null ? null : await findGiftCard(deps, id);
    if (!card) return sendError(res, 404);
    const transactions = await giftCardTransactionsOf(deps, card.id);
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
      const card = id === null ? null : await findGiftCard(deps, id);
      if (!card) return sendError(res, 404);
      const changed = await setGiftCardBlocked(deps, card.id, blocked, member.id);
      logOf(res, deps.log).info(
        { staffId: member.id, giftCard: maskGiftCardNumber(card.number), blocked, changed },
        'gift card blocked or unblocked',
      );
      const notice = changed ? (blocked ? 'giftcards.notice.blocked' : 'giftcards.notice.unblocked') : 'giftcards.notice.unchanged';
      redirectTo(res, `/giftcards/${card.id}?notice=${notice}`);
    });
  }
}
