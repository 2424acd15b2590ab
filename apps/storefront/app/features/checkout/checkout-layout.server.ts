import type { AppLoadContext } from 'react-router';
import { CheckoutLayoutQuery } from './checkout-query.ts';
import type { InStoreCheckData } from '../instore/instore-model.ts';
import { loadInStoreCheck } from '../instore/instore-state.server.ts';

export interface CheckoutUspView {
  id: string;
  label: string;
  icon: string;
}

export interface CheckoutLayoutData {
  websiteName: string;
  /** The checkout placement's selling points (L4); empty when the layout could not be loaded. */
  usps: CheckoutUspView[];
  /** The tabletop session check and badge (T3–T7); absent on the error page. */
  inStore?: InStoreCheckData;
}

const FALLBACK_NAME = 'Van Arkel';

/** The checkout frame's data with its tabletop check (a device link may answer with a redirect that sets the cookies). */
export async function loadCheckoutFrame(request: Request, context: AppLoadContext): Promise<CheckoutLayoutData> {
  const [layout, inStore] = await Promise.all([loadCheckoutLayout(context), loadInStoreCheck(request, context)]);
  return { ...layout, inStore };
}

/** The checkout frame's data; a layout failure is only logged (000 §8), the checkout goes on without selling points. */
export async function loadCheckoutLayout(context: AppLoadContext): Promise<CheckoutLayoutData> {
  try {
    const { storeConfig, layout } = await context.api.query(CheckoutLayoutQuery, { lang: context.language });
    return {
      websiteName: storeConfig.website_name || FALLBACK_NAME,
      usps: [...layout.uspCheckout]
        .filter((usp) => usp.label.trim() !== '')
        .sort((a, b) => a.sequence - b.sequence)
        .map((usp) => ({ id: usp.id, label: usp.label.trim(), icon: usp.icon })),
    };
  } catch (error) {
    context.log.warn({ err: error }, 'checkout layout could not be loaded; rendering without selling points');
    return { websiteName: FALLBACK_NAME, usps: [] };
  }
}
