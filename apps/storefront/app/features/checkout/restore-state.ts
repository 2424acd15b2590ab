/** The cart facts the root loader gives every page (from the cart's header data, 001 §4). */
export interface RootCartState {
  cartInactive?: boolean;
  cartStatusGroup?: string | null;
}

/** Whether the restore dialog is due (OC9): the cart is inactive and its status group is `restore`. */
export function restoreDialogDue(state: RootCartState | undefined): boolean {
  return state?.cartInactive === true && state.cartStatusGroup === 'restore';
}
