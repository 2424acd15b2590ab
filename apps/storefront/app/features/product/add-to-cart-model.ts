import { readAddFailure, type AddFailureReason } from '../cart/add-to-cart/add-result.ts';
import type { SizeChoice } from './variant-selection.ts';
import type { Availability } from './availability.ts';

/** What the product page's add-to-cart button needs (D6–D9, CA9). */
export interface AddToCartView {
  sku: string;
  /** Sold out or not yet available: the button is disabled (D8). */
  soldOut: boolean;
  /** The size pickers the form must have an answer for before anything is sent (D9). */
  choices: { prefix: string; codes: string[] }[];
  /** The reason a submission without scripts came back (`?cart_error=`), or null. */
  failure: AddFailureReason | null;
}

const unavailable = (availability: Availability) => availability.kind === 'sold_out' || availability.kind === 'available_soon';

const choiceOf = (sizes: SizeChoice | null) => (sizes ? [{ prefix: sizes.prefix, codes: sizes.options.map((option) => option.code) }] : []);

/**
 * The add-to-cart state of a product page's size form. Gift cards get none: they have their own
 * form with type, amount and recipient (giftcard-form.tsx).
 */
export function toAddToCartView(
  product: {
    sku: string;
    typename: string;
    sizes: SizeChoice | null;
    availability: Availability;
    bundle: readonly { sizes: SizeChoice | null; availability: Availability }[] | null;
  },
  params: URLSearchParams,
): AddToCartView | null {
  if (product.typename === 'GiftCardProduct') return null;
  const bundle = product.bundle ?? [];
  return {
    sku: product.sku,
    soldOut: unavailable(product.availability) || bundle.some((item) => unavailable(item.availability)),
    choices: [...choiceOf(product.sizes), ...bundle.flatMap((item) => choiceOf(item.sizes))],
    failure: readAddFailure(params),
  };
}
