/**
 * Checkout step 2 (CO7, CO8, CO10): choosing a delivery method, with the storefront's opaque
 * shippingManagerOption and, for collection, the chosen parcel point or store.
 */
import { mutateCart } from '../cart/service.ts';
import type { CartRow, CartAddress } from '../cart/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
import { countsAsShippingAddress } from './addresses.ts';
import { pickupCodeExists } from './pickup.ts';
import { findMethod, shipmentTypeOf, storeShippingMethods, type ShippingMethodRow } from './shipping-methods.ts';

/** shippingManagerOption is a note the storefront keeps with the cart, not a document store. */
export const MAX_SHIPPING_MANAGER_OPTION = 4096;

export interface ShippingMethodInput {
  carrier_code: string;
  method_code: string;
}

/** Parses the option text: JSON of at most MAX_SHIPPING_MANAGER_OPTION characters. */
function parseManagerOption(text: string | null | undefined): { text: string | null; json: unknown } {
  if (text == null || text === '') return { text: null, json: null };
  if (text.length > MAX_SHIPPING_MANAGER_OPTION) {
    throw inputError(
      'INPUT_TOO_LONG',
      { field: 'shippingManagerOption', max: MAX_SHIPPING_MANAGER_OPTION },
      `shippingManagerOption can be at most ${MAX_SHIPPING_MANAGER_OPTION} characters`,
    );
  }
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    throw inputError('INPUT_INVALID', { field: 'shippingManagerOption' }, 'shippingManagerOption must be JSON text');
  }
}

/** The pickup code a shopper chose: from the option's `pickup_location_code`, else from the address. */
function chosenPickupCode(json: unknown, address: CartAddress): string | null {
  if (json != null && typeof json === 'object' && !Array.isArray(json)) {
    const code = (json as Record<string, unknown>).pickup_location_code;
    if (typeof code === 'string' && code.trim() !== '') return code.trim();
  }
  return address.pickup_location_code ?? null;
}

/** Checks that a collection method has an existing place to collect from; null for home delivery. */
export async function checkPickupCode(
  db: Parameters<typeof pickupCodeExists>[0],
  method: ShippingMethodRow,
  code: string | null,
): Promise<string | null> {
  const type = shipmentTypeOf(method);
  if (type === 'home') return null;
  const what = type === 'parcel_point' ? 'parcel point' : 'store';
  const field = 'pickup_location_code';
  if (!code) throw inputError('CHECKOUT_PICKUP_REQUIRED', { field }, `Choose a ${what} for this delivery method`);
  if (code.length > 64 || !(await pickupCodeExists(db, code, method))) {
    const shown = code.slice(0, 64);
    throw notFoundError('CHECKOUT_PICKUP_NOT_FOUND', { field, code: shown }, `Could not find a ${what} with code "${shown}"`);
  }
  return code;
}

/** Chooses the delivery method: one of the cart's available methods (CO8). */
export async function setShippingMethodsOnCart(
  ctx: RequestContext,
  maskedId: string,
  methods: ShippingMethodInput[],
  shippingManagerOption: string | null | undefined,
): Promise<CartRow> {
  const field = 'shipping_methods';
  if (methods.length === 0) throw inputError('INPUT_REQUIRED', { field }, 'Required parameter "shipping_methods" is missing');
  if (methods.length > 1) throw inputError('TOO_MANY_ITEMS', { field, max: 1 }, 'You cannot specify multiple shipping methods.');
  const [wanted] = methods as [ShippingMethodInput];
  const option = parseManagerOption(shippingManagerOption);
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const address = cart.shippingAddress;
    if (!countsAsShippingAddress(address)) {
      const message = 'The shipping address is missing. Set the address and try setting the shipping method again.';
      throw inputError('CHECKOUT_SHIPPING_ADDRESS_MISSING', {}, message);
    }
    const method = findMethod(await storeShippingMethods(tx, cart.storeCode), wanted.carrier_code, wanted.method_code);
    if (!method) {
      const [carrier, code] = [wanted.carrier_code.slice(0, 64), wanted.method_code.slice(0, 64)];
      throw inputError(
        'CHECKOUT_SHIPPING_METHOD_NOT_FOUND',
        { carrier, method: code },
        `Carrier with such method not found: ${carrier}, ${code}`,
      );
    }
    const code = await checkPickupCode(tx, method, chosenPickupCode(option.json, address));
    return {
      shippingMethod: { carrier_code: method.carrierCode, method_code: method.methodCode },
      shippingManagerOption: option.text,
      shippingAddress: { ...address, pickup_location_code: code },
    };
  });
}
