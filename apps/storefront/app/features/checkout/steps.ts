/**
 * The three checkout steps (000 §2, §4; 001 §2; L5, CO19): which step a path shows, which steps a
 * cart may open, and the progress bar's states.
 */

export type CheckoutStep = 1 | 2 | 3;

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [1, 2, 3];

/** The address of each step. */
export const stepPaths: Record<CheckoutStep, string> = {
  1: '/checkout/',
  2: '/checkout/shipment/',
  3: '/checkout/payment/',
};

/** Message ids of the step names: 1 data, 2 delivery option, 3 payment. */
export const stepLabelIds: Record<CheckoutStep, string> = {
  1: 'checkout.steps.data',
  2: 'checkout.steps.shipment',
  3: 'checkout.steps.payment',
};

/** The step a path shows (L5): payment → 3, shipment → 2, anything else (data, failed, return) → 1. */
export function stepFromPath(pathname: string): CheckoutStep {
  const segments = pathname.toLowerCase().split('/');
  if (segments.includes('payment')) return 3;
  if (segments.includes('shipment')) return 2;
  return 1;
}

/** What a cart already holds, as far as the steps care. */
export interface CheckoutProgress {
  hasEmail: boolean;
  /** A shipping address counts only with a country code (CO5). */
  hasShippingAddress: boolean;
  hasBillingAddress: boolean;
  hasShippingMethod: boolean;
}

/**
 * The first step whose data is missing (CO19): without e-mail, shipping address and billing
 * address the data step; without a shipping method the delivery step; otherwise payment.
 */
export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.hasEmail || !progress.hasShippingAddress || !progress.hasBillingAddress) return 1;
  if (!progress.hasShippingMethod) return 2;
  return 3;
}

/** Where a request for `wanted` must go instead, or null when the cart may open it (CO19). */
export function stepRedirect(wanted: CheckoutStep, progress: CheckoutProgress): string | null {
  const allowed = firstIncompleteStep(progress);
  return wanted > allowed ? stepPaths[allowed] : null;
}

export type StepState = 'done' | 'current' | 'todo';

export interface ProgressStepView {
  step: CheckoutStep;
  labelId: string;
  state: StepState;
  /** Only done steps link back (L5: todo steps are not clickable). */
  href: string | null;
}

/** The progress bar for the current step: earlier steps done and linked, later ones todo. */
export function progressSteps(current: CheckoutStep): ProgressStepView[] {
  return CHECKOUT_STEPS.map((step) => {
    const state: StepState = step < current ? 'done' : step === current ? 'current' : 'todo';
    return { step, labelId: stepLabelIds[step], state, href: state === 'done' ? stepPaths[step] : null };
  });
}
