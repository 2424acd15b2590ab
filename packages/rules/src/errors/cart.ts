import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the cart (CA11–CA20, decision 038): a cart that cannot be used, an item that cannot be
 * added, a quantity the sale rules or the stock refuse. The same codes describe a line's problems in
 * `CartItemInterface.errors` and an item refused by `addProductsToCart` (`user_errors`).
 */
export const CART_ERROR_CODES = defineErrorCodes({
  CART_NOT_FOUND: { params: ['cartId'], meaning: 'no cart has this id (the id is dropped and a new cart started)' },
  CART_NOT_ACTIVE: { params: [], meaning: 'the cart was ordered or merged; it may be offered for restore' },
  CART_NOT_YOURS: {
    params: ['cartId'],
    meaning: "the cart belongs to a customer other than the caller (or the caller is a guest on a customer's cart)",
  },
  CART_ITEM_NOT_FOUND: { params: ['item'], meaning: 'the cart holds no line with this id or uid' },
  CART_PRODUCT_NOT_FOUND: { params: ['sku'], meaning: 'no product that can be sold has this sku' },
  CART_PRODUCT_UNAVAILABLE: { params: ['sku'], meaning: 'the product (or a part of a bundle) can no longer be bought' },
  CART_OPTIONS_REQUIRED: { params: ['sku'], meaning: 'the product needs its options chosen (a size) before it can be added' },
  CART_OPTIONS_INVALID: {
    params: ['sku'],
    meaning: 'the options sent do not describe an item of this product (client error)',
    internal: true,
  },
  CART_QUANTITY_INVALID: { params: ['sku', 'max'], meaning: 'the quantity is not a whole number from 1 to max' },
  CART_QUANTITY_MIN: { params: ['sku', 'min'], meaning: "below the product's smallest sale quantity" },
  CART_QUANTITY_MAX: { params: ['sku', 'max'], meaning: "above the product's largest sale quantity" },
  CART_QUANTITY_INCREMENTS: { params: ['sku', 'step'], meaning: 'the product is sold only in multiples of step' },
  CART_LINE_OUT_OF_STOCK: { params: ['sku'], meaning: "a line in the cart the stock cannot serve, given the whole cart's demand (CA19)" },
  CART_OUT_OF_STOCK: {
    params: ['sku', 'product'],
    meaning: 'refused: no stock is left of the product; product is its label (name and sku)',
  },
  CART_STOCK_SHORT: {
    params: ['sku', 'product', 'left'],
    meaning: 'refused: fewer units are in stock than the cart asks; left says how many',
  },
});
