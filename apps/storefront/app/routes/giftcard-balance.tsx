import type { Route } from './+types/giftcard-balance';
import { balanceHeaders, balanceMeta } from '../features/giftcard/balance-meta.ts';
import { BalancePageView } from '../features/giftcard/balance-page.tsx';
import { checkBalanceAction } from '../features/giftcard/balance.server.ts';

/** `/cadeaukaart/saldo/`: a gift card's balance and expiry date by number and PIN (CO17, V7). */
export async function action({ request, context }: Route.ActionArgs) {
  return checkBalanceAction(request, context);
}

export const headers = balanceHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return balanceMeta(matches);
}

export default function GiftcardBalance({ actionData }: Route.ComponentProps) {
  return <BalancePageView actionData={actionData} />;
}
