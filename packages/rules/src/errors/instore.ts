import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the in-store tabletop (decision 030). Opening a table is staff work in the console,
 * which shows its own texts; the storefront asks for a table's session before it flags a cart.
 */
export const INSTORE_ERROR_CODES = defineErrorCodes({
  INSTORE_TABLE_LABEL_REQUIRED: { params: [], meaning: 'opening a table without a label', internal: true },
  INSTORE_TABLE_LABEL_TOO_LONG: { params: ['max'], meaning: 'the table label is longer than max characters', internal: true },
  INSTORE_TABLE_LABEL_CHARACTERS: { params: [], meaning: 'the table label holds control characters or < >', internal: true },
  INSTORE_TABLE_HOURS: { params: ['max'], meaning: 'a table is open for more than 0 and at most max hours', internal: true },
  INSTORE_SHOP_REQUIRED: { params: [], meaning: 'no shop (store location) or an unknown one', internal: true },
  INSTORE_SESSION_NOT_OPEN: {
    params: [],
    meaning: 'the table is closed or expired (the storefront checks the session first and drops the badge)',
    internal: true,
  },
});
