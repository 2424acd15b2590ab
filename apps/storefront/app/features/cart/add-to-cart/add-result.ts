import type { SubmissionResult } from '@conform-to/react';
import type { ProductTileFragment } from '../../../graphql/graphql.ts';
import type { GiftcardView } from '../../product/giftcard-model.ts';
import type { AddFailure, ErrorText } from '../cart-errors.ts';
import type { AddProblem } from './add-request.ts';

/** GA4-shaped addToCart payload (AN4). */
export interface AddToCartEcommerce {
  currency: 'EUR';
  value: number;
  items: { item_id: string; item_name: string; item_brand?: string; price: number; quantity: number }[];
}

/** The line just added, as the added-to-cart pop-up shows it (CA10). */
export interface AddedToCart {
  name: string;
  brand: string | null;
  href: string;
  /** Asked for at 150×150 (fit cover), shown at 90×90. */
  image: string | null;
  /** "Maat: M" for a configurable product. */
  options: string;
  price: string;
  cartQuantity: number;
  analytics: AddToCartEcommerce;
}

/** `giftcard`: the gift card form's fields need attention (D11–D13). */
export type AddFailureReason = AddProblem | AddFailure | 'giftcard';

/** The gift card form shown again after a submission without scripts (at /cart/add/). */
export interface GiftcardRetryPage {
  name: string;
  href: string;
  view: GiftcardView;
}

/** The add-to-cart action's answer to the page's script. */
export type AddToCartResult =
  | { ok: true; added: AddedToCart; crossSell: ProductTileFragment[] }
  | {
      ok: false;
      reason: AddFailureReason;
      /** For `failed`: the text of the API's refusal when its code has one. */
      detail: ErrorText | null;
      /** The gift card form's field and form errors, as Conform reads them. */
      giftcard?: SubmissionResult<string[]>;
      /** Without scripts: the form to show again. */
      giftcardPage?: GiftcardRetryPage;
    };

const REASONS: readonly AddFailureReason[] = [
  'size',
  'soldOut',
  'unsupported',
  'stock',
  'quantity',
  'unavailable',
  'failed',
  'giftcard',
  'tooManyRequests',
];

/** The reason carried back in the address after a failed add without scripts (`?cart_error=size`), or null. */
export function readAddFailure(params: URLSearchParams): AddFailureReason | null {
  const value = params.get('cart_error');
  return REASONS.find((reason) => reason === value) ?? null;
}
