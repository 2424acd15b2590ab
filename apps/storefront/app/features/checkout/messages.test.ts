import { validationMessages } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('checkout messages (M14)', () => {
  it('has every text in Dutch, English and German', () => {
    const keys = Object.keys(messages.nl).sort();
    expect(Object.keys(messages.en).sort()).toEqual(keys);
    expect(Object.keys(messages.de).sort()).toEqual(keys);
  });

  it('translates every message the address rules can report', () => {
    const addressKeys = Object.keys(validationMessages).filter((key) =>
      /^(email|phone|firstname|lastname|name|street|houseNumber|houseNumberAddition|postcode|city|country|vat)\./.test(key),
    );
    for (const key of addressKeys) expect(messages.nl).toHaveProperty([`checkout.validation.${key}`]);
  });

  it('has a failed-page text for every outcome and every shipment and payment error', () => {
    for (const kind of ['cancelled', 'refused', 'expired', 'refunded', 'unknown'])
      expect(messages.nl).toHaveProperty([`checkout.failed.${kind}`]);
    for (const error of ['methodRequired', 'pointRequired', 'storeRequired', 'dateRequired', 'failed'])
      expect(messages.nl).toHaveProperty([`checkout.shipment.error.${error}`]);
    for (const error of ['methodRequired', 'issuerRequired', 'outOfStock', 'cannotPlace', 'failed'])
      expect(messages.nl).toHaveProperty([`checkout.payment.error.${error}`]);
  });
});
