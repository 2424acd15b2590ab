/** The cart facts the root loader gives every page (from the cart's header data, 001 §4). */
export interface RootCartState {
  cartInactive?: boolean;
  cartStatusGroup?: string | null;
  cartStatus?: string | null;
}

/** Whether the restore dialog is due (OC9): the cart is inactive and its status group is `restore`. */
export function restoreDialogDue(state: RootCartState | undefined): boolean {
  return state?.cartInactive === true && state.cartStatusGroup === 'restore';
}

/** The dialog's message: a cart whose order was not paid in time says so (decision 035); any other the general one. */
export function restoreMessageId(state: RootCartState | undefined): string {
  return state?.cartStatus === 'reservation_expired' ? 'checkout.restore.expiredMessage' : 'checkout.restore.message';
}
