/**
 * Which cart mutation an add-to-cart submission means (CA9; D6, D9, D10): the product read from
 * the catalogue plus the sizes the form sent (the same parameters the product page reads from its
 * address, `size=M`, `item-{option_id}-size=L` for the parts of a bundle).
 */
import {
  findVariant,
  isSelectionComplete,
  readSelectedOptions,
  type ConfigurableOptionLike,
  type VariantLike,
} from '../../product/variant-selection.ts';

/** The form field carrying the product's sku: the value of the add button itself. */
export const ADD_FIELD = 'add';
/** Set by the page's script, so the action answers with data instead of redirecting. */
export const ENHANCED_FIELD = 'enhanced';
/** Where the form posts (an action-only route). */
export const ADD_TO_CART_PATH = '/cart/add/';

interface ProductLike {
  __typename: string;
  sku: string;
  stock_status: string;
  available_soon?: boolean;
}

interface ConfigurableLike extends ProductLike {
  configurable_options: readonly ConfigurableOptionLike[];
  variants: readonly VariantLike[];
}

interface BundleSlotLike {
  option_id: number;
  position: number;
  options: readonly { quantity: number; product: ProductLike | ConfigurableLike }[];
}

export type AddableProduct = ProductLike | ConfigurableLike | (ProductLike & { items: readonly BundleSlotLike[] });

export type AddRequest =
  | { kind: 'simple'; sku: string }
  | { kind: 'configurable'; parentSku: string; sku: string }
  | { kind: 'bundle'; sku: string; options: { id: number; quantity: number; value: string[] }[] };

/** Why nothing was sent: no size chosen (D9), the choice is sold out (D8), or the type is added another way (the gift card's own form). */
export type AddProblem = 'size' | 'soldOut' | 'unsupported';

export type AddResolution = { ok: true; request: AddRequest } | { ok: false; problem: AddProblem };

const hasOptions = (product: object): product is ConfigurableLike => 'configurable_options' in product && 'variants' in product;
const inStock = (product: ProductLike) => product.stock_status === 'IN_STOCK' && !product.available_soon;

/** The variant sku chosen for a configurable product, or the problem that stops it (D6–D9). */
function chooseVariant(product: ConfigurableLike, params: URLSearchParams, prefix: string): { sku: string } | { problem: AddProblem } {
  const selected = readSelectedOptions(product.configurable_options, params, prefix);
  if (!isSelectionComplete(product.configurable_options, selected)) return { problem: 'size' };
  const variant = findVariant(product.variants, selected);
  if (!variant) return { problem: 'size' };
  return variant.product.stock_status === 'IN_STOCK' ? { sku: variant.product.sku } : { problem: 'soldOut' };
}

/** The parts of a bundle with each part's chosen size (D10); the page offers each slot's first product. */
function bundleRequest(product: ProductLike & { items: readonly BundleSlotLike[] }, params: URLSearchParams): AddResolution {
  const options: { id: number; quantity: number; value: string[] }[] = [];
  for (const slot of [...product.items].sort((a, b) => a.position - b.position)) {
    const option = slot.options[0];
    if (!option) continue;
    let sku = option.product.sku;
    if (hasOptions(option.product)) {
      const chosen = chooseVariant(option.product, params, `item-${slot.option_id}-`);
      if ('problem' in chosen) return { ok: false, problem: chosen.problem };
      sku = chosen.sku;
    } else if (!inStock(option.product)) {
      return { ok: false, problem: 'soldOut' };
    }
    options.push({ id: slot.option_id, quantity: option.quantity, value: [sku] });
  }
  return { ok: true, request: { kind: 'bundle', sku: product.sku, options } };
}

/** Resolves an add-to-cart submission into the request to send, or the reason to send none. */
export function resolveAddRequest(product: AddableProduct, params: URLSearchParams): AddResolution {
  if (product.__typename === 'GiftCardProduct') return { ok: false, problem: 'unsupported' };
  if (product.available_soon) return { ok: false, problem: 'soldOut' };
  if (hasOptions(product)) {
    const chosen = chooseVariant(product, params, '');
    return 'problem' in chosen
      ? { ok: false, problem: chosen.problem }
      : { ok: true, request: { kind: 'configurable', parentSku: product.sku, sku: chosen.sku } };
  }
  if ('items' in product) return inStock(product) ? bundleRequest(product, params) : { ok: false, problem: 'soldOut' };
  return inStock(product) ? { ok: true, request: { kind: 'simple', sku: product.sku } } : { ok: false, problem: 'soldOut' };
}

/**
 * D9 in the browser: the option parameters a form must carry before anything is sent. `choices`
 * lists each size picker's prefix and option codes.
 */
export function missingChoices(choices: readonly { prefix: string; codes: readonly string[] }[], form: FormData): string[] {
  return choices.flatMap((choice) =>
    choice.codes.map((code) => `${choice.prefix}${code}`).filter((name) => !String(form.get(name) ?? '').trim()),
  );
}

/** The sizes a submission carried, kept in the address when the page is shown again without scripts. */
export function choiceParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (name === ADD_FIELD || name === ENHANCED_FIELD || typeof value !== 'string') continue;
    if (/^(item-\d+-)?[a-z_]{1,40}$/.test(name) && value.length <= 100) params.append(name, value);
  }
  return params;
}
