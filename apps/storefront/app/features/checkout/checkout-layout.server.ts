import { delivery } from '@shop/rules';
import type { AppLoadContext } from 'react-router';
import { CheckoutLayoutQuery } from './checkout-query.ts';
import { loadInStoreCheck } from '../instore/instore-state.server.ts';
import { sellingPoints } from '../shell/selling-points.ts';
import { FALLBACK_CHECKOUT_LAYOUT, type CheckoutLayoutData } from './checkout-layout-model.ts';

export type { CheckoutLayoutData } from './checkout-layout-model.ts';

/** The checkout frame's data with its tabletop check (a device link may answer with a redirect that sets the cookies). */
export async function loadCheckoutFrame(request: Request, context: AppLoadContext): Promise<CheckoutLayoutData> {
  const [layout, inStore] = await Promise.all([loadCheckoutLayout(context), loadInStoreCheck(request, context)]);
  return { ...layout, inStore };
}

/**
 * The checkout frame's data; a layout failure is only logged (000 §8), the checkout goes on without
 * selling points. The delivery point reads the same rule as the header and footer (decision 050).
 */
export async function loadCheckoutLayout(context: AppLoadContext, now = new Date()): Promise<CheckoutLayoutData> {
  try {
    const { storeConfig, layout } = await context.api.query(CheckoutLayoutQuery, { lang: context.language });
    const timeZone = storeConfig.timezone || delivery.timeZone;
    const personalize = storeConfig.delivery_personalization;
    return {
      websiteName: storeConfig.website_name || FALLBACK_CHECKOUT_LAYOUT.websiteName,
      usps: sellingPoints(layout.uspCheckout, { now, language: context.language, timeZone, personalize }),
      delivery: { timeZone, personalize },
    };
  } catch (error) {
    context.log.warn({ err: error }, 'checkout layout could not be loaded; rendering without selling points');
    return FALLBACK_CHECKOUT_LAYOUT;
  }
}
