/**
 * The store's delivery options and their price for a cart (CO7, CA28). Read-only: the cart's totals
 * use it, and setShippingMethodsOnCart checks choices against it.
 */
import { asc, eq } from 'drizzle-orm';
import { localize } from '../catalog/localize.ts';
import { excludingTax, shippingPriceAfterLimit, toMoney } from '../cart/totals.ts';
import type { DbOrTx } from '../platform/db.ts';
import { storeConfiguration, type StoreRow } from '../store/service.ts';
import { shippingMethods } from './tables.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShipmentType = 'home' | 'parcel_point' | 'store_pickup';

/**
 * Active methods of a store in display order. Every store's methods are held in memory until the
 * table changes; inside a transaction (choosing a method) they are read as committed.
 */
export function storeShippingMethods(db: DbOrTx, storeCode: string): Promise<ShippingMethodRow[]> {
  return storeConfiguration(db, storeCode, 'shipping_methods', () =>
    db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.active, true))
      .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
  );
}

/** `carrier_method`, the method id the storefront uses (CO7). */
export function methodId(method: { carrierCode: string; methodCode: string }): string {
  return `${method.carrierCode}_${method.methodCode}`;
}

export function findMethod(methods: ShippingMethodRow[], carrierCode: string, methodCode: string): ShippingMethodRow | null {
  return methods.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode) ?? null;
}

/** A method's price for a cart, VAT included: free from the store's limit for methods that qualify. */
export function methodPrice(method: ShippingMethodRow, store: StoreRow, subtotalInclTax: number): number {
  return shippingPriceAfterLimit(method, { limit: store.freeShippingLimit }, subtotalInclTax);
}

/** A shipment type as the storefront groups methods; unknown types fall back to home delivery. */
export function shipmentTypeOf(method: ShippingMethodRow): ShipmentType {
  return method.shipmentType === 'parcel_point' || method.shipmentType === 'store_pickup' ? method.shipmentType : 'home';
}

/** Magento's AvailableShippingMethod (plus shipment_type and method_id) for a cart. */
export function availableMethodView(method: ShippingMethodRow, store: StoreRow, language: string, subtotalInclTax: number) {
  const price = methodPrice(method, store, subtotalInclTax);
  const incl = toMoney(price);
  return {
    carrier_code: method.carrierCode,
    carrier_title: localize(method.carrierTitle, language) ?? method.carrierCode,
    method_code: method.methodCode,
    method_title: localize(method.methodTitle, language) ?? method.methodCode,
    method_id: methodId(method),
    shipment_type: shipmentTypeOf(method),
    error_message: null,
    available: true,
    amount: incl,
    price_incl_tax: incl,
    price_excl_tax: toMoney(excludingTax(price, store.taxRateHigh)),
    free_above_limit: method.freeAboveLimit,
  };
}
