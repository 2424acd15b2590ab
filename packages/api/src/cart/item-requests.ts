/**
 * What an add-to-cart request asks for, resolved against the catalogue inside the cart's
 * transaction: which row is sold, under which parent, with which bundle parts.
 */
import { maxLengths } from '@shop/rules';
import { toUid } from '../catalog/localize.ts';
import { productName } from '../catalog/product-view.ts';
import type { ProductRow } from '../catalog/rows.ts';
import type { Tx } from '../platform/db.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
import { findActiveProductBySku, transactionReader } from './catalog-reader.ts';
import { readGiftcardRequest, type EnteredOption } from './giftcard-items.ts';
import { bundleChoicesOfSelectedOptions, OPTIONS_REQUIRED_MESSAGE, variantOfSelectedOptions } from './option-requests.ts';
import { parseQuantity } from './stock.ts';
import type { GiftcardLineOptions } from './tables.ts';

/** A bundle part as stored on the line. */
export interface BundleChoice {
  option_id: number;
  product_id: number;
  quantity: number;
}

export interface BundleOptionRequest {
  id: number;
  /** Left out (selected_options without a quantity): the slot's own. */
  quantity?: number | undefined;
  value: string[];
}

export interface ItemRequest {
  sku: string;
  quantity: number;
  parentSku?: string | null | undefined;
  bundleOptions?: BundleOptionRequest[] | null | undefined;
  /** Magento's selected_options: uids of chosen values (configurable values, bundle parts, gift card amount and type). */
  selectedOptions?: readonly string[] | null | undefined;
  /** Magento's entered_options: typed values (gift card names, e-mail addresses, message, free amount). */
  enteredOptions?: readonly EnteredOption[] | null | undefined;
}

/** A resolved request: exactly what a cart line stores. */
export interface LineSpec {
  productId: number;
  parentProductId: number | null;
  sku: string;
  parentSku: string | null;
  quantity: number;
  bundleOptions: BundleChoice[] | null;
  giftcardOptions: GiftcardLineOptions | null;
}

/** Which mutation asks: the three typed ones, or addProductsToCart (`any`), which goes by the product's type. */
export type AddMode = 'simple' | 'configurable' | 'bundle' | 'any';

/** `"Name" (SKU)`: how messages name a product. */
export function productLabel(product: ProductRow, language: string): string {
  return `"${productName(product, language)}" (${product.sku})`;
}

/** An item that cannot be added; most reasons are requests no storefront sends (CART_OPTIONS_INVALID). */
function cannotAdd(
  sku: string,
  reason: string,
  code: 'CART_OPTIONS_INVALID' | 'CART_OPTIONS_REQUIRED' | 'CART_PRODUCT_UNAVAILABLE' = 'CART_OPTIONS_INVALID',
) {
  return inputError(code, { sku }, `Could not add the product with SKU "${sku}" to the shopping cart: ${reason}`);
}

const productNotFound = (sku: string) => notFoundError('CART_PRODUCT_NOT_FOUND', { sku }, `Could not find a product with SKU "${sku}"`);

const hasOptions = (request: ItemRequest) => (request.selectedOptions?.length ?? 0) + (request.enteredOptions?.length ?? 0) > 0;

async function productBySku(tx: Tx, sku: string): Promise<ProductRow> {
  const wanted = sku.trim();
  const product = wanted === '' || wanted.length > maxLengths.sku ? null : await findActiveProductBySku(tx, wanted);
  if (!product) throw productNotFound(wanted.slice(0, maxLengths.sku));
  return product;
}

/** The configurable parent of a variant, checked against the parent sku the client named (if any). */
async function parentOf(tx: Tx, product: ProductRow, parentSku: string | null | undefined): Promise<ProductRow | null> {
  if (parentSku != null && parentSku.trim() !== '') {
    const parent = await productBySku(tx, parentSku);
    if (parent.type !== 'configurable') throw cannotAdd(product.sku, `"${parent.sku}" is not a configurable product.`);
    if (product.parentId !== parent.id) throw cannotAdd(product.sku, `it is not a variant of "${parent.sku}".`);
    return parent;
  }
  if (product.parentId == null) return null;
  const [parent] = [...(await transactionReader(tx).products([product.parentId])).values()];
  if (!parent || !parent.isActive) throw productNotFound(product.sku);
  return parent;
}

/** A gift card line (D11–D13): its own options, never merged with another line. */
function resolveGiftcard(product: ProductRow, request: ItemRequest, quantity: number): LineSpec {
  const read = readGiftcardRequest(request.selectedOptions ?? [], request.enteredOptions ?? []);
  if (!read.ok) throw cannotAdd(product.sku, read.reason);
  return {
    productId: product.id,
    parentProductId: null,
    sku: product.sku,
    parentSku: null,
    quantity,
    bundleOptions: null,
    giftcardOptions: read.options,
  };
}

/**
 * The entered options less those that name the product itself: PWA Studio's add-to-cart button on a
 * category tile sends `entered_options: [{ uid: <the product's uid>, value: <its name> }]` for a
 * simple product, which Magento adds as the plain product; so does the shop (decision 062). Any other
 * entered option still has to be one the product has.
 */
function enteredOptionsBeyondProduct(product: ProductRow, request: ItemRequest): ItemRequest {
  const own = toUid(product.id);
  const entered = request.enteredOptions?.filter((option) => option.uid !== own);
  return entered?.length === request.enteredOptions?.length ? request : { ...request, enteredOptions: entered };
}

/** Resolves a simple, configurable or gift card request (a variant sku with its parent, or a parent with option uids). */
async function resolveVariantOrSimple(tx: Tx, asked: ItemRequest, mode: AddMode): Promise<LineSpec> {
  const quantity = parseQuantity(asked.sku, asked.quantity);
  let product = await productBySku(tx, asked.sku);
  const request = enteredOptionsBeyondProduct(product, asked);
  let parentSku = request.parentSku;
  if (product.type === 'giftcard') return resolveGiftcard(product, request, quantity);
  if (product.type === 'configurable' && mode === 'any' && (request.selectedOptions?.length ?? 0) > 0) {
    if ((request.enteredOptions?.length ?? 0) > 0) throw cannotAdd(product.sku, 'the product has no options to enter.');
    const variant = await variantOfSelectedOptions(tx, product, request.selectedOptions ?? []);
    if (!variant.ok) throw cannotAdd(product.sku, variant.reason, variant.code);
    parentSku = product.sku;
    product = variant.value;
  } else if (hasOptions(request)) {
    if (product.type === 'configurable') throw cannotAdd(product.sku, OPTIONS_REQUIRED_MESSAGE, 'CART_OPTIONS_REQUIRED');
    throw cannotAdd(product.sku, 'the product has no options.');
  }
  if (product.type === 'configurable') throw cannotAdd(product.sku, OPTIONS_REQUIRED_MESSAGE, 'CART_OPTIONS_REQUIRED');
  if (product.type === 'bundle')
    throw cannotAdd(product.sku, 'Please specify product option(s); bundles are added with addBundleProductsToCart.');
  const parent = await parentOf(tx, product, parentSku);
  if (mode === 'configurable' && !parent) throw cannotAdd(product.sku, 'it is not a variant of a configurable product.');
  return {
    productId: product.id,
    parentProductId: parent?.id ?? null,
    sku: product.sku,
    parentSku: parent?.sku ?? null,
    quantity,
    bundleOptions: null,
    giftcardOptions: null,
  };
}

/** Resolves a bundle request: every required slot chosen once, each with a variant of the slot's product. */
async function resolveBundle(tx: Tx, request: ItemRequest): Promise<LineSpec> {
  const quantity = parseQuantity(request.sku, request.quantity);
  const bundle = await productBySku(tx, request.sku);
  if (bundle.type !== 'bundle') throw cannotAdd(bundle.sku, 'it is not a bundle product.');
  const reader = transactionReader(tx);
  const slots = (await reader.bundleSlots([bundle.id])).get(bundle.id) ?? [];
  const offered = await reader.products(slots.map((s) => s.productId));
  const requested = request.bundleOptions ?? [];
  const choices: BundleChoice[] = [];
  for (const option of requested) {
    const slot = slots.find((s) => s.id === option.id);
    if (!slot) throw cannotAdd(bundle.sku, `the bundle has no option with id ${option.id}.`);
    if (choices.some((c) => c.option_id === slot.id)) throw cannotAdd(bundle.sku, `option ${slot.id} is chosen more than once.`);
    if (option.quantity !== undefined && option.quantity !== slot.quantity)
      throw cannotAdd(bundle.sku, `option ${slot.id} comes with quantity ${slot.quantity}.`);
    const [sku, ...extra] = option.value;
    if (sku === undefined || extra.length > 0) throw cannotAdd(bundle.sku, `choose exactly one product for option ${slot.id}.`);
    const chosen = await productBySku(tx, sku);
    const slotProduct = offered.get(slot.productId);
    if (!slotProduct || !slotProduct.isActive)
      throw cannotAdd(bundle.sku, `option ${slot.id} is no longer available.`, 'CART_PRODUCT_UNAVAILABLE');
    const fits = chosen.id === slotProduct.id ? slotProduct.type !== 'configurable' : chosen.parentId === slotProduct.id;
    if (!fits) throw cannotAdd(bundle.sku, `"${chosen.sku}" is not a choice for option ${slot.id}; choose a size of "${slotProduct.sku}".`);
    choices.push({ option_id: slot.id, product_id: chosen.id, quantity: slot.quantity });
  }
  const missing = slots.filter((s) => s.required && !choices.some((c) => c.option_id === s.id));
  if (missing.length > 0) throw cannotAdd(bundle.sku, `choose a product for option(s) ${missing.map((s) => s.id).join(', ')}.`);
  choices.sort((a, b) => a.option_id - b.option_id);
  return {
    productId: bundle.id,
    parentProductId: null,
    sku: bundle.sku,
    parentSku: null,
    quantity,
    bundleOptions: choices,
    giftcardOptions: null,
  };
}

/** A bundle asked for through addProductsToCart: its parts as selected_options uids. */
async function resolveBundleOfOptions(tx: Tx, request: ItemRequest): Promise<LineSpec> {
  if ((request.enteredOptions?.length ?? 0) > 0)
    throw cannotAdd(request.sku.trim().slice(0, maxLengths.sku), 'the product has no options to enter.');
  const choices = await bundleChoicesOfSelectedOptions(tx, request.selectedOptions ?? []);
  if (!choices.ok) throw cannotAdd(request.sku.trim().slice(0, maxLengths.sku), choices.reason);
  return resolveBundle(tx, { ...request, bundleOptions: choices.value, selectedOptions: null, enteredOptions: null });
}

/** Resolves one add request of the given mutation. */
export async function resolveItemRequest(tx: Tx, request: ItemRequest, mode: AddMode): Promise<LineSpec> {
  if (mode === 'bundle') {
    if (hasOptions(request))
      throw cannotAdd(request.sku.trim().slice(0, maxLengths.sku), 'the parts of a bundle are chosen with bundle_options.');
    return resolveBundle(tx, request);
  }
  if (mode === 'any') {
    const product = await productBySku(tx, request.sku);
    if (product.type === 'bundle') return resolveBundleOfOptions(tx, request);
  }
  return resolveVariantOrSimple(tx, request, mode);
}

/**
 * Lines with the same key are one line: adding again raises its quantity. A gift card line is
 * never merged (each card has its own recipient), so its key is null.
 */
export function lineKey(line: {
  productId: number;
  parentProductId: number | null;
  bundleOptions: BundleChoice[] | null;
  giftcardOptions: GiftcardLineOptions | null;
}): string | null {
  if (line.giftcardOptions != null) return null;
  const parts = (line.bundleOptions ?? []).map((c) => `${c.option_id}:${c.product_id}:${c.quantity}`).join(',');
  return `${line.productId}/${line.parentProductId ?? ''}/${parts}`;
}
