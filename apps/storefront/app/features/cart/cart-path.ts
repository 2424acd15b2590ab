/** The cart page's address (spec 001 §2): where the header, pop-ups, redirects and the checkout lead. */
export const CART_PATH = '/cart/';
