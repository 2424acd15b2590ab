import { cartPayload } from '../cart/resolvers.ts';
import { buildCartModel, type CartModel } from '../cart/model.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';
import {
  cartAddressView,
  countsAsShippingAddress,
  effectiveBillingAddress,
  regionCodes,
  setBillingAddressOnCart,
  setGuestEmailOnCart,
  setShippingAddressesOnCart,
} from './addresses.ts';
import { customerOrders, ORDERS_PAGE_SIZE } from './customer-orders.ts';
import { cartStatus, paymentResult, restoreCart } from './order-status.ts';
import { placedOrder } from './orders.ts';
import {
  availablePaymentMethodView,
  offeredPaymentMethods,
  requestPaymentMethods,
  selectedPaymentMethodView,
  setPaymentMethodOnCart,
} from './payment.ts';
import { findParcelPoints, storeLocationsForPickup } from './pickup.ts';
import { placeOrder } from './place-order.ts';
import { setShippingMethodsOnCart } from './shipping.ts';
import { availableMethodView } from './shipping-methods.ts';

async function shippingAddresses(ctx: RequestContext, model: CartModel) {
  const address = model.row.shippingAddress;
  if (!countsAsShippingAddress(address)) return [];
  const subtotal = model.totals.subtotalWithDiscountInclTax;
  const available = model.methods.map((method) => availableMethodView(method, ctx.store, ctx.language, subtotal));
  const selected = model.selectedMethod ? availableMethodView(model.selectedMethod, ctx.store, ctx.language, subtotal) : null;
  return [
    {
      ...cartAddressView(address, ctx.language, await regionCodes(ctx, [address])),
      pickup_location_code: address.pickup_location_code ?? null,
      available_shipping_methods: available,
      selected_shipping_method: selected,
    },
  ];
}

async function billingAddress(ctx: RequestContext, model: CartModel) {
  const address = effectiveBillingAddress(model.row);
  return address ? cartAddressView(address, ctx.language, await regionCodes(ctx, [address])) : null;
}

export const checkoutResolvers: Resolvers = {
  Query: {
    parcelPoints: (_root, args, ctx) => findParcelPoints(ctx, args.postcode, args.country_code, args.carrier_code),
    storeLocationsForPickup: (_root, _args, ctx) => storeLocationsForPickup(ctx),
    paymentResult: (_root, args, ctx) => paymentResult(ctx, args.reference),
    cartStatus: (_root, args, ctx) => cartStatus(ctx, args.cartId),
    placedOrder: (_root, args, ctx) => placedOrder(ctx, args.cart_id, args.order_number),
    // Magento's deprecated list takes no arguments: the newest orders, as many as one page may hold.
    customerOrders: (_root, _args, ctx) => customerOrders(ctx, { pageSize: ORDERS_PAGE_SIZE.max }),
  },
  Customer: {
    orders: (_customer, args, ctx) => customerOrders(ctx, args),
  },
  Mutation: {
    setGuestEmailOnCart: async (_root, { input }, ctx) => cartPayload(ctx, await setGuestEmailOnCart(ctx, input.cart_id, input.email)),
    setShippingAddressesOnCart: async (_root, { input }, ctx) =>
      cartPayload(ctx, await setShippingAddressesOnCart(ctx, input.cart_id, input.shipping_addresses)),
    setBillingAddressOnCart: async (_root, { input }, ctx) =>
      cartPayload(ctx, await setBillingAddressOnCart(ctx, input.cart_id, input.billing_address)),
    setShippingMethodsOnCart: async (_root, { input }, ctx) =>
      cartPayload(ctx, await setShippingMethodsOnCart(ctx, input.cart_id, input.shipping_methods, input.shippingManagerOption)),
    setPaymentMethodOnCart: async (_root, { input }, ctx) =>
      cartPayload(ctx, await setPaymentMethodOnCart(ctx, input.cart_id, input.payment_method)),
    placeOrder: (_root, { input }, ctx) => placeOrder(ctx, input.cart_id, { affiliateCode: input.affiliate_code ?? null }),
    restoreCart: async (_root, args, ctx) => buildCartModel(ctx, await restoreCart(ctx, args.cartId)),
  },
  Cart: {
    billing_address: (model, _args, ctx) => billingAddress(ctx, model),
    shipping_addresses: (model, _args, ctx) => shippingAddresses(ctx, model),
    available_payment_methods: async (model, _args, ctx) =>
      offeredPaymentMethods(await requestPaymentMethods(ctx, model.row.storeCode), model).map((method) =>
        availablePaymentMethodView(method, ctx.language),
      ),
    selected_payment_method: async (model, _args, ctx) =>
      selectedPaymentMethodView(model.row, await requestPaymentMethods(ctx, model.row.storeCode), ctx.language),
  },
  CartAddressInterface: {
    __resolveType: (address) => ('available_shipping_methods' in address ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
};
