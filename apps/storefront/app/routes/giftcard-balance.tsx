import type { Route } from './+types/giftcard-balance';
import { BalancePageView } from '../features/giftcard/balance-page.tsx';
import { checkBalanceAction } from '../features/giftcard/balance.server.ts';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/cadeaukaart/saldo/`: a gift card's balance and expiry date by number and PIN (CO17, V7). */
export async function action({ request, context }: Route.ActionArgs) {
  return checkBalanceAction(request, context);
}

export const headers = privateHeaders;

export const meta = noindexTitle('giftcard.balance.metaTitle', { descriptionId: 'giftcard.balance.metaDescription' });

export default function GiftcardBalance({ actionData }: Route.ComponentProps) {
  return <BalancePageView actionData={actionData} />;
}
