/** Where the gift card pages live: the balance check (CO17) and the gift card product (D11, seeded at this address). */
export const GIFT_CARD_BALANCE_PATH = '/cadeaukaart/saldo/';
export const GIFT_CARD_PRODUCT_PATH = '/cadeaukaart.html';
