/** Pure rules shared by the API and the storefront. */
export * from './calendar.ts';
export * from './catalog.ts';
export * from './constants.ts';
export * from './delivery.ts';
export * from './errors/index.ts';
export * from './giftcard-options.ts';
export * from './giftcard.ts';
export * from './instore.ts';
export * from './iso-countries.ts';
export * from './links.ts';
export * from './locales.ts';
export * from './message-format.ts';
export * from './money.ts';
export * from './postcode.ts';
export * from './validation-messages.ts';
export * from './validation.ts';
export * from './vat.ts';
