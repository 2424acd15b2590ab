/**
 * Cart and cart item shapes for the GraphQL types (spec 001 §3 Cart, Cart item): prices from the
 * model's totals, options of configurable and bundle lines with the catalogue's labels.
 */
import { attributeCatalog } from '../catalog/loaders.ts';
import { euros, finalPriceCents, localize, toUid } from '../catalog/localize.ts';
import { configurableAttributeId, configurableOptions } from '../catalog/product-detail.ts';
import { optionLabel, productName } from '../catalog/product-view.ts';
import type { ProductRow } from '../catalog/rows.ts';
import type { RequestContext } from '../platform/context.ts';
import type { OrderOptionPair } from '../checkout/tables.ts';
import { giftcardOptionPairs } from './giftcard-items.ts';
import type { CartLine } from './lines.ts';
import type { CartModel } from './model.ts';
import { discountTotals, freeShippingRemaining, toMoney, type FreeShippingRule, type LineTotals } from './totals.ts';

/** What each cart item type resolves from. */
export interface CartLineView {
  line: CartLine;
  totals: LineTotals;
  /** The label of the cart's coupon when it applies (the line's discount row). */
  couponLabel?: string | null;
}

/** The tax label of a cart without lines: the Dutch high rate (CA6, CA7). */
export const EMPTY_CART_TAX_LABEL = 'BTW 21%';

export function lineViews(model: CartModel): CartLineView[] {
  const couponLabel = model.coupon?.label ?? null;
  return model.lines.map((line, index) => ({ line, totals: model.totals.lines[index] as LineTotals, couponLabel }));
}

/**
 * Magento's CartPrices of the model, the store's tax label once the cart has lines, and the figures
 * the cart page shows that Magento leaves to the client (decision 040).
 */
export function cartPricesView(model: CartModel, taxLabel: string, freeShipping: FreeShippingRule) {
  const t = model.totals;
  const remaining = freeShippingRemaining(freeShipping, t.subtotalWithDiscountInclTax);
  return {
    original_subtotal_including_tax: toMoney(t.regularSubtotalInclTax),
    discount_totals: discountTotals(t, model.coupon?.label ?? null, model.giftCards.amount).map((entry) => ({
      kind: entry.kind,
      label: entry.label,
      amount: toMoney(entry.amount),
    })),
    free_shipping_remaining: remaining == null ? null : toMoney(remaining),
    // One row for the coupon, labelled with its code (CA3); none when the cart's coupon takes nothing off.
    discounts: model.coupon && t.discount > 0 ? [{ amount: toMoney(t.discount), label: model.coupon.label }] : [],
    applied_taxes: [{ amount: toMoney(t.tax), label: model.lines.length > 0 ? taxLabel : EMPTY_CART_TAX_LABEL }],
    subtotal_excluding_tax: toMoney(t.subtotalExclTax),
    subtotal_including_tax: toMoney(t.subtotalInclTax),
    subtotal_with_discount_excluding_tax: toMoney(t.subtotalWithDiscountExclTax),
    subtotal_with_discount_including_tax: toMoney(t.subtotalWithDiscountInclTax),
    grand_total: toMoney(t.grandTotal),
  };
}

export function lineTypeName(view: CartLineView): 'SimpleCartItem' | 'ConfigurableCartItem' | 'BundleCartItem' | 'GiftCardCartItem' {
  switch (view.line.kind) {
    case 'configurable':
      return 'ConfigurableCartItem';
    case 'bundle':
      return 'BundleCartItem';
    case 'giftcard':
      return 'GiftCardCartItem';
    default:
      return 'SimpleCartItem';
  }
}

export function linePricesView(totals: LineTotals, couponLabel: string | null = null) {
  return {
    price: toMoney(totals.unitExclTax),
    price_including_tax: toMoney(totals.unitInclTax),
    original_item_price: toMoney(totals.regularUnitInclTax),
    original_row_total: toMoney(totals.regularRowInclTax),
    row_total: toMoney(totals.rowExclTax),
    row_total_including_tax: toMoney(totals.rowInclTax),
    total_item_discount: toMoney(totals.discount),
    discounts: couponLabel && totals.discount > 0 ? [{ amount: toMoney(totals.discount), label: couponLabel }] : [],
  };
}

/** Options of a configurable line ("Size: M"), labelled as the product page labels them. */
export async function selectedConfigurableOptions(ctx: RequestContext, line: CartLine) {
  return line.parent ? chosenConfigurableOptions(ctx, line.parent, line.product) : [];
}

/** The colour and size a variant of a configurable carries (a cart line's, a wishlist item's). */
export async function chosenConfigurableOptions(ctx: RequestContext, parent: ProductRow, variant: ProductRow) {
  const [options, catalog] = await Promise.all([configurableOptions(ctx, parent), attributeCatalog(ctx)]);
  return options.flatMap((option) => {
    const raw = option.attribute_code === 'color' ? (variant.color ?? parent.color ?? null) : variant.size;
    if (raw == null) return [];
    const valueId = catalog.options.get(`${option.attribute_code}:${raw}`)?.id ?? 0;
    const value = option.values.find((v) => v.value_index === valueId);
    return [
      {
        id: configurableAttributeId(option.attribute_code),
        configurable_product_option_uid: option.uid,
        option_label: option.label,
        value_id: valueId,
        configurable_product_option_value_uid: value?.uid ?? toUid(`configurable/${option.attribute_code}/${raw}`),
        value_label: value?.label ?? raw,
      },
    ];
  });
}

/** A part's label: its name with the chosen size. */
async function partLabel(ctx: RequestContext, part: CartLine['parts'][number]): Promise<string> {
  const name = productName(part.product, ctx.language);
  const size = await optionLabel(ctx, 'size', part.product.size);
  return size ? `${name} - ${size}` : name;
}

/** The parts of a bundle line: one option per slot with the chosen variant. */
export async function selectedBundleOptions(ctx: RequestContext, line: CartLine) {
  return Promise.all(
    line.parts.map(async (part) => ({
      id: part.slot?.id ?? 0,
      uid: toUid(`bundle/${part.slot?.id ?? 0}`),
      label: (part.slot ? localize(part.slot.title, ctx.language) : null) ?? productName(part.product, ctx.language),
      type: 'select',
      values: [
        {
          id: part.productId,
          uid: toUid(`bundle/${part.slot?.id ?? 0}/${part.productId}`),
          label: await partLabel(ctx, part),
          price: euros(finalPriceCents(part.product)),
          quantity: part.slot?.quantity ?? 1,
          sku: part.product.sku,
        },
      ],
    })),
  );
}

/** Selected options as an order keeps them: label and value pairs (gift cards also with code and raw value). */
export async function lineOptionPairs(ctx: RequestContext, line: CartLine): Promise<OrderOptionPair[]> {
  if (line.kind === 'configurable') {
    return (await selectedConfigurableOptions(ctx, line)).map((o) => ({ label: o.option_label, value: o.value_label }));
  }
  if (line.kind === 'bundle') {
    return (await selectedBundleOptions(ctx, line)).map((o) => ({
      label: o.label,
      value: o.values.map((v) => `${v.quantity} x ${v.label}`).join(', '),
    }));
  }
  if (line.kind === 'giftcard' && line.row.giftcardOptions) {
    return giftcardOptionPairs(line.row.giftcardOptions, ctx.language);
  }
  return [];
}
