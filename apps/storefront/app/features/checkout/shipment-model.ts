/**
 * Step 2, the delivery option (CO7–CO10, P10–P12): methods grouped by shipment type, the delivery
 * days offered for home delivery and the shippingManagerOption note kept with the chosen method.
 */
import { addDays, delivery, deliveryDate, intlTag, isDutchHoliday, isFree, weekdayOf, type IsoDate, type Locale } from '@shop/rules';
import { z } from 'zod';
import type { CheckoutCart } from './summary-model.ts';
import { checkoutPrice } from './summary-model.ts';

export const SHIPMENT_TYPES = ['home', 'parcel_point', 'store_pickup'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

type AvailableMethod = NonNullable<CheckoutCart['shipping_addresses'][number]>['available_shipping_methods'][number];

export interface ShippingMethodView {
  /** carrier_code and method_code joined by an underscore (CO7): the radio's value. */
  id: string;
  carrierCode: string;
  methodCode: string;
  title: string;
  carrierTitle: string;
  type: ShipmentType;
  /** Null when the method is free ("Gratis"). */
  price: string | null;
  error: string | null;
}

export interface ShippingGroupView {
  type: ShipmentType;
  methods: ShippingMethodView[];
}

/** The group a method is shown in; an unknown type falls back to home delivery (CO7). */
export function shipmentTypeOf(value: string): ShipmentType {
  return (SHIPMENT_TYPES as readonly string[]).includes(value) ? (value as ShipmentType) : 'home';
}

/** The method id the storefront uses: carrier and method code joined by an underscore (CO7). */
export function shippingMethodId(method: { carrier_code: string; method_code: string }): string {
  return `${method.carrier_code}_${method.method_code}`;
}

/** Methods grouped by shipment type in a fixed order; groups without methods are dropped (CO7). */
export function groupShippingMethods(methods: readonly AvailableMethod[], language: Locale): ShippingGroupView[] {
  const views: ShippingMethodView[] = methods
    .filter((method) => method.available)
    .map((method) => ({
      id: shippingMethodId(method),
      carrierCode: method.carrier_code,
      methodCode: method.method_code,
      title: method.method_title,
      carrierTitle: method.carrier_title,
      type: shipmentTypeOf(method.shipment_type),
      price: isFree(method.amount.value) ? null : checkoutPrice(method.amount.value, language),
      error: method.error_message ?? null,
    }));
  return SHIPMENT_TYPES.map((type) => ({ type, methods: views.filter((view) => view.type === type) })).filter(
    (group) => group.methods.length > 0,
  );
}

/** The place input of a collection method: one radio group per method, so choices cannot mix. */
export function placeFieldName(methodId: string): string {
  return `place:${methodId}`;
}

/** The delivery day input of a home delivery method. */
export function deliveryDayFieldName(methodId: string): string {
  return `deliveryDate:${methodId}`;
}

/** A chosen method id back to its method; ids are looked up, since codes may contain underscores. */
export function findShippingMethod(groups: readonly ShippingGroupView[], id: string): ShippingMethodView | null {
  for (const group of groups) {
    const found = group.methods.find((method) => method.id === id);
    if (found) return found;
  }
  return null;
}

const isDeliveryDay = (date: IsoDate) =>
  !(delivery.excludedWeekdays as readonly number[]).includes(weekdayOf(date)) && !isDutchHoliday(date);

/**
 * The home delivery days offered (P12): from the first possible day (the delivery promise) the next
 * 0–9 days, keeping only days on which parcels are delivered.
 */
export function deliveryDayOptions(now: Date, timeZone: string = delivery.timeZone): IsoDate[] {
  const first = deliveryDate(now, timeZone).isoDate;
  return delivery.deliveryDaysOptions.map((offset) => addDays(first, offset)).filter(isDeliveryDay);
}

/** A delivery day as the shopper reads it: "woensdag 12 maart". */
export function deliveryDayLabel(date: IsoDate, language: Locale): string {
  const text = new Intl.DateTimeFormat(intlTag(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

const isoDateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pointCode = z.string().trim().min(1).max(64);

const optionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('home'), deliveryDate: isoDateText.nullable() }),
  z.object({ type: z.literal('parcel_point'), pickup_location_code: pointCode, name: z.string().max(200) }),
  z.object({ type: z.literal('store_pickup'), pickup_location_code: pointCode, name: z.string().max(200) }),
]);

/**
 * The shippingManagerOption note (CO8, CO10): the chosen delivery day, or the chosen parcel point
 * or store under `pickup_location_code` (the name the API reads it by) with its name for display.
 */
export type ShippingManagerOption = z.infer<typeof optionSchema>;

/** The note as the JSON text the API stores (CO8). */
export function encodeShippingManagerOption(option: ShippingManagerOption): string {
  return JSON.stringify(optionSchema.parse(option));
}

/** The note read back from the cart; null when absent or not one of ours. */
export function decodeShippingManagerOption(text: string | null | undefined): ShippingManagerOption | null {
  if (!text) return null;
  try {
    const parsed = optionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
