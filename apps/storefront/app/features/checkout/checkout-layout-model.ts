import { delivery } from '@shop/rules';
import type { InStoreCheckData } from '../instore/instore-model.ts';
import type { UspView } from '../shell/selling-points.ts';

export interface CheckoutLayoutData {
  websiteName: string;
  /** The checkout placement's selling points (L4); empty when the layout could not be loaded. */
  usps: UspView[];
  /** The store's time zone and delivery toggle, for the delivery promise the strip keeps current (P14, P15). */
  delivery: { timeZone: string; personalize: boolean };
  /** The tabletop session check and badge (T3–T7); absent on the error page. */
  inStore?: InStoreCheckData;
}

/** The checkout frame without the layout: the shop's name, no selling points, the shop's own time zone. */
export const FALLBACK_CHECKOUT_LAYOUT: CheckoutLayoutData = {
  websiteName: 'Van Arkel',
  usps: [],
  delivery: { timeZone: delivery.timeZone, personalize: false },
};
