/**
 * What an add-to-cart request asks for, resolved against the catalogue inside the cart's
 * transaction: which row is sold, under which parent, with which bundle parts.
 */
import { productName } from '../catalog/product-view.ts';
import type { ProductRow } from '../catalog/rows.ts';
import type { Tx } from '../platform/db.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
import { findActiveProductBySku, transactionReader } from './catalog-reader.ts';
import { parseQuantity } from './stock.ts';

/** A bundle part as stored on the line. */
export interface BundleChoice {
  option_id: number;
  product_id: number;
  quantity: number;
}

export interface BundleOptionRequest {
  id: number;
  quantity: number;
  value: string[];
}

export interface ItemRequest {
  sku: string;
  quantity: number;
  parentSku?: string | null | undefined;
  bundleOptions?: BundleOptionRequest[] | null | undefined;
}

/** A resolved request: exactly what a cart line stores. */
export interface LineSpec {
  productId: number;
  parentProductId: number | null;
  sku: string;
  parentSku: string | null;
  quantity: number;
  bundleOptions: BundleChoice[] | null;
}

export type AddMode = 'simple' | 'configurable' | 'bundle';

const MAX_SKU_LENGTH = 64;

/** `"Name" (SKU)`: how messages name a product. */
export function productLabel(product: ProductRow, language: string): string {
  return `"${productName(product, language)}" (${product.sku})`;
}

function cannotAdd(sku: string, reason: string) {
  return inputError(`Could not add the product with SKU "${sku}" to the shopping cart: ${reason}`);
}

async function productBySku(tx: Tx, sku: string): Promise<ProductRow> {
  const wanted = sku.trim();
  const product = wanted === '' || wanted.length > MAX_SKU_LENGTH ? null : await findActiveProductBySku(tx, wanted);
  if (!product) throw notFoundError(`Could not find a product with SKU "${wanted.slice(0, MAX_SKU_LENGTH)}"`);
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
  if (!parent || !parent.isActive) throw notFoundError(`Could not find a product with SKU "${product.sku}"`);
  return parent;
}

/** Resolves a simple or configurable request (a variant sku, optionally with its parent sku). */
async function resolveVariantOrSimple(tx: Tx, request: ItemRequest, mode: AddMode): Promise<LineSpec> {
  const quantity = parseQuantity(request.sku, request.quantity);
  const product = await productBySku(tx, request.sku);
  if (product.type === 'configurable') throw cannotAdd(product.sku, 'You need to choose options for your item.');
  if (product.type === 'bundle')
    throw cannotAdd(product.sku, 'Please specify product option(s); bundles are added with addBundleProductsToCart.');
  if (product.type === 'giftcard') throw cannotAdd(product.sku, 'a gift card needs an amount and a type.');
  const parent = await parentOf(tx, product, request.parentSku);
  if (mode === 'configurable' && !parent) throw cannotAdd(product.sku, 'it is not a variant of a configurable product.');
  return {
    productId: product.id,
    parentProductId: parent?.id ?? null,
    sku: product.sku,
    parentSku: parent?.sku ?? null,
    quantity,
    bundleOptions: null,
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
    if (option.quantity !== slot.quantity) throw cannotAdd(bundle.sku, `option ${slot.id} comes with quantity ${slot.quantity}.`);
    const [sku, ...extra] = option.value;
    if (sku === undefined || extra.length > 0) throw cannotAdd(bundle.sku, `choose exactly one product for option ${slot.id}.`);
    const chosen = await productBySku(tx, sku);
    const slotProduct = offered.get(slot.productId);
    if (!slotProduct || !slotProduct.isActive) throw cannotAdd(bundle.sku, `option ${slot.id} is no longer available.`);
    const fits = chosen.id === slotProduct.id ? slotProduct.type !== 'configurable' : chosen.parentId === slotProduct.id;
    if (!fits) throw cannotAdd(bundle.sku, `"${chosen.sku}" is not a choice for option ${slot.id}; choose a size of "${slotProduct.sku}".`);
    choices.push({ option_id: slot.id, product_id: chosen.id, quantity: slot.quantity });
  }
  const missing = slots.filter((s) => s.required && !choices.some((c) => c.option_id === s.id));
  if (missing.length > 0) throw cannotAdd(bundle.sku, `choose a product for option(s) ${missing.map((s) => s.id).join(', ')}.`);
  choices.sort((a, b) => a.option_id - b.option_id);
  return { productId: bundle.id, parentProductId: null, sku: bundle.sku, parentSku: null, quantity, bundleOptions: choices };
}

/** Resolves one add request of the given mutation. */
export function resolveItemRequest(tx: Tx, request: ItemRequest, mode: AddMode): Promise<LineSpec> {
  if (mode === 'bundle') return resolveBundle(tx, request);
  return resolveVariantOrSimple(tx, request, mode);
}

/** Lines with the same key are one line: adding again raises its quantity. */
export function lineKey(line: { productId: number; parentProductId: number | null; bundleOptions: BundleChoice[] | null }): string {
  const parts = (line.bundleOptions ?? []).map((c) => `${c.option_id}:${c.product_id}:${c.quantity}`).join(',');
  return `${line.productId}/${line.parentProductId ?? ''}/${parts}`;
}
