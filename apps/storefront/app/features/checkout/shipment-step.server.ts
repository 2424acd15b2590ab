/**
 * Step 2, the delivery option (CO7–CO10): the cart's methods by shipment type, the delivery day for
 * home delivery, a parcel point found by postcode or a store to collect from.
 */
import { formatPostcode } from '@shop/rules';
import { data, redirect, type AppLoadContext } from 'react-router';
import { apiErrorMessage, apiErrors, isShopperErrorCode } from '../../lib/api-errors.ts';
import type { ErrorText } from '../cart/cart-errors.ts';
import { loadCheckoutStep } from './checkout-session.server.ts';
import { CheckoutSetShippingMethodMutation } from './checkout-mutations.ts';
import { CheckoutParcelPointsQuery, CheckoutPickupStoresQuery, CheckoutTimeZoneQuery } from './checkout-query.ts';
import {
  decodeShippingManagerOption,
  deliveryDayFieldName,
  deliveryDayLabel,
  deliveryDayOptions,
  encodeShippingManagerOption,
  findShippingMethod,
  groupShippingMethods,
  placeFieldName,
  shippingMethodId,
  type ShippingGroupView,
  type ShippingManagerOption,
} from './shipment-model.ts';
import { stepPaths } from './steps.ts';
import { toOrderSummary, type CheckoutCart, type OrderSummaryView } from './summary-model.ts';
import type { RequestArgs } from '../../context.ts';

/** A parcel point or store to collect from. */
export interface PlaceView {
  code: string;
  name: string;
  address: string;
}

export interface ShipmentStepData {
  summary: OrderSummaryView;
  groups: ShippingGroupView[];
  selectedMethod: string | null;
  deliveryDays: { value: string; label: string }[];
  selectedDay: string | null;
  /** The postcode the parcel points were searched for (CO9); the shipping address's by default. */
  parcelPostcode: string;
  /** Places per collection method id; parcel points of the method's carrier, or the stores. */
  places: Record<string, PlaceView[]>;
  selectedPlace: string | null;
  shippingAddress: string[];
}

export type ShipmentError = 'methodRequired' | 'pointRequired' | 'storeRequired' | 'dateRequired' | 'failed';

export interface ShipmentActionData {
  error: ShipmentError;
  /** Why the API refused the choice, as the text of its code (decision 038). */
  detail: ErrorText | null;
}

const MAX_POSTCODE = 20;

function cleanPostcode(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_POSTCODE) : '';
}

/** The places to collect from for each collection method; a failing lookup shows as none found. */
async function loadPlaces(
  context: AppLoadContext,
  groups: ShippingGroupView[],
  postcode: string,
  country: string,
): Promise<Record<string, PlaceView[]>> {
  const methods = groups.flatMap((group) => group.methods).filter((method) => method.type !== 'home');
  const places: Record<string, PlaceView[]> = {};
  let stores: Promise<PlaceView[]> | null = null;
  await Promise.all(
    methods.map(async (method) => {
      try {
        if (method.type === 'store_pickup') {
          stores ??= context.api.query(CheckoutPickupStoresQuery, {}).then(({ storeLocationsForPickup }) =>
            storeLocationsForPickup.map((s) => ({
              code: s.code,
              name: s.title,
              address: `${s.street} ${s.house_number}, ${s.postcode} ${s.city}`,
            })),
          );
          places[method.id] = await stores;
        } else if (postcode !== '') {
          const { parcelPoints } = await context.api.query(CheckoutParcelPointsQuery, { postcode, country, carrier: method.carrierCode });
          places[method.id] = parcelPoints.map((p) => ({
            code: p.code,
            name: p.name,
            address: `${p.street} ${p.house_number}, ${formatPostcode(country, p.postcode)} ${p.city}`,
          }));
        } else {
          places[method.id] = [];
        }
      } catch (error) {
        context.log.warn({ err: error }, 'places to collect from could not be loaded');
        places[method.id] = [];
      }
    }),
  );
  return places;
}

async function timeZoneOf(context: AppLoadContext): Promise<string | undefined> {
  try {
    return (await context.api.query(CheckoutTimeZoneQuery, {})).storeConfig.timezone || undefined;
  } catch {
    return undefined;
  }
}

function shippingOf(cart: CheckoutCart) {
  // The step guard only lets carts with a shipping address this far.
  return cart.shipping_addresses[0] as NonNullable<CheckoutCart['shipping_addresses'][number]>;
}

/** The delivery step's loader; `?method=` and `?postcode=` come from the parcel point search (works without scripts). */
export async function loadShipmentStep({ request, context, now = new Date() }: RequestArgs & { now?: Date }): Promise<ShipmentStepData> {
  const url = new URL(request.url);
  const [{ cart }, timeZone] = await Promise.all([loadCheckoutStep(request, context, 2), timeZoneOf(context)]);
  const shipping = shippingOf(cart);
  const groups = groupShippingMethods(shipping.available_shipping_methods, context.language);
  const option = decodeShippingManagerOption(cart.shippingManagerOption);
  const chosen = shipping.selected_shipping_method ? shippingMethodId(shipping.selected_shipping_method) : null;
  const wanted = url.searchParams.get('method');
  const selectedMethod = findShippingMethod(groups, wanted ?? chosen ?? '')?.id ?? groups[0]?.methods[0]?.id ?? null;
  const parcelPostcode = formatPostcode(shipping.country.code, cleanPostcode(url.searchParams.get('postcode')) || shipping.postcode || '');
  const days = deliveryDayOptions(now, timeZone);
  const savedDay = option?.type === 'home' ? option.deliveryDate : null;
  return {
    summary: toOrderSummary(cart, context.language),
    groups,
    selectedMethod,
    deliveryDays: days.map((day) => ({ value: day, label: deliveryDayLabel(day, context.language) })),
    selectedDay: savedDay && days.includes(savedDay) ? savedDay : (days[0] ?? null),
    parcelPostcode,
    places: await loadPlaces(context, groups, parcelPostcode, shipping.country.code),
    selectedPlace: option && option.type !== 'home' ? option.pickup_location_code : (shipping.pickup_location_code ?? null),
    shippingAddress: [
      `${shipping.firstname} ${shipping.lastname}`,
      shipping.street.filter(Boolean).join(' '),
      `${formatPostcode(shipping.country.code, shipping.postcode ?? '')} ${shipping.city}`.trim(),
    ],
  };
}

const failure = (error: ShipmentError, detail: ErrorText | null = null) => data<ShipmentActionData>({ error, detail }, { status: 400 });

/** The delivery step's action: the chosen method with its day or place in shippingManagerOption (CO8), then payment. */
export async function submitShipmentStep({ request, context, now = new Date() }: RequestArgs & { now?: Date }) {
  const [{ cartId, cart }, form, timeZone] = await Promise.all([
    loadCheckoutStep(request, context, 2),
    request.formData(),
    timeZoneOf(context),
  ]);
  const shipping = shippingOf(cart);
  const groups = groupShippingMethods(shipping.available_shipping_methods, context.language);
  const method = findShippingMethod(groups, String(form.get('method') ?? ''));
  if (!method) return failure('methodRequired');

  let option: ShippingManagerOption;
  if (method.type === 'home') {
    const day = String(form.get(deliveryDayFieldName(method.id)) ?? '');
    if (!deliveryDayOptions(now, timeZone).includes(day)) return failure('dateRequired');
    option = { type: 'home', deliveryDate: day };
  } else {
    const postcode = cleanPostcode(form.get('postcode')) || shipping.postcode || '';
    const places = await loadPlaces(context, [{ type: method.type, methods: [method] }], postcode, shipping.country.code);
    const place = places[method.id]?.find((p) => p.code === form.get(placeFieldName(method.id)));
    if (!place) return failure(method.type === 'parcel_point' ? 'pointRequired' : 'storeRequired');
    option = { type: method.type, pickup_location_code: place.code, name: place.name };
  }

  try {
    await context.api.query(CheckoutSetShippingMethodMutation, {
      cartId,
      method: { carrier_code: method.carrierCode, method_code: method.methodCode },
      option: encodeShippingManagerOption(option),
    });
  } catch (error) {
    const refusal = apiErrors(error)[0];
    if (!refusal) throw error;
    context.log.warn({ err: error }, 'delivery option refused by the API');
    return failure('failed', refusal.code && isShopperErrorCode(refusal.code) ? apiErrorMessage(refusal, '') : null);
  }
  return redirect(stepPaths[3], 303);
}
