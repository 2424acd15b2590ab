/**
 * A gift card as addProductsToCart takes it (D11–D13; decision 019): the amount and the type as
 * selected options, the texts as entered options, with Magento's option uids (base64 of
 * `giftcard/giftcard_amount/50`, `giftcard/giftcard_sender_name`, …).
 */
import type { GiftcardPurchase } from '@shop/rules';

/** Magento's uid of an option path (base64; the paths are plain ASCII). */
const uid = (path: string) => btoa(path);

export interface GiftcardCartItem {
  sku: string;
  quantity: number;
  selected_options: string[];
  entered_options: { uid: string; value: string }[];
}

/** The cart item of a checked gift card purchase; an amount not among `presets` goes as the free amount. */
export function giftcardCartItem(sku: string, purchase: GiftcardPurchase, presets: readonly number[]): GiftcardCartItem {
  const preset = presets.includes(purchase.amount);
  const entered: [string, string | undefined][] = [
    ['giftcard/custom_giftcard_amount', preset ? undefined : purchase.amount.toFixed(2)],
    ['giftcard/giftcard_sender_name', purchase.senderName],
    ['giftcard/giftcard_sender_email', purchase.senderEmail],
    ['giftcard/giftcard_recipient_name', purchase.recipientName],
    ['giftcard/giftcard_recipient_email', purchase.recipientEmail],
    ['giftcard/giftcard_message', purchase.message],
  ];
  return {
    sku,
    quantity: 1,
    selected_options: [
      uid(`giftcard/giftcard_type/${purchase.type}`),
      ...(preset ? [uid(`giftcard/giftcard_amount/${purchase.amount}`)] : []),
    ],
    entered_options: entered.flatMap(([path, value]) => (value === undefined ? [] : [{ uid: uid(path), value }])),
  };
}
