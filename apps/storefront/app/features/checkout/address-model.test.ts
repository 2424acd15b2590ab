import { messageKeysByField } from '@shop/rules';
import { apiErrorInfo } from '../../lib/api-errors.ts';
import { describe, expect, it } from 'vitest';
import * as model from './address-model.ts';
import { cartAddressInputFixture, checkoutAddressFixture } from './checkout-cart.fixture.ts';

const address: model.AddressFormValue = {
  firstname: 'Jan',
  lastname: 'de Vries',
  street: 'Kalverstraat',
  houseNumber: '12',
  houseNumberAddition: 'a',
  postcode: '1012AB',
  city: 'Amsterdam',
  countryCode: 'NL',
  telephone: '0612345678',
};

describe('createCheckoutDataSchema (V2, V3, V5, V9, V13)', () => {
  const schema = model.createCheckoutDataSchema({ telephoneRequired: false, separateBilling: false });

  it('accepts a complete form and ignores the billing fields while same as shipping', () => {
    const parsed = schema.safeParse({ email: 'jan@example.nl', shipping: address, billing: { firstname: '' } });
    expect(parsed.success).toBe(true);
  });

  it('reports a key per failing field', () => {
    const parsed = schema.safeParse({
      email: 'jan@',
      shipping: { ...address, houseNumber: 'twelve', postcode: '123AB', firstname: '', telephone: '0612-345678' },
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(messageKeysByField(parsed.error)).toMatchObject({
      email: 'email.invalid',
      'shipping.firstname': 'firstname.required',
      'shipping.houseNumber': 'houseNumber.numeric',
      'shipping.postcode': 'postcode.invalid',
      'shipping.telephone': 'phone.digitsOnly',
    });
  });

  it('requires the phone when the store says so (V3) and a billing address when it differs', () => {
    const strict = model.createCheckoutDataSchema({ telephoneRequired: true, separateBilling: true });
    const parsed = strict.safeParse({ email: 'jan@example.nl', shipping: { ...address, telephone: undefined } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const keys = messageKeysByField(parsed.error);
    expect(keys['shipping.telephone']).toBe('phone.required');
    expect(Object.keys(keys).some((field) => field.startsWith('billing'))).toBe(true);
  });

  it('reads the checkbox: ticked means the same address', () => {
    const form = new FormData();
    expect(model.wantsSeparateBilling(form)).toBe(true);
    form.set('billingSameAsShipping', 'on');
    expect(model.wantsSeparateBilling(form)).toBe(false);
  });
});

describe('address conversion (CO4)', () => {
  it('puts street, house number and addition in the street lines', () => {
    expect(model.toCartAddressInput(address)).toEqual(cartAddressInputFixture);
    expect(model.toCartAddressInput({ ...address, houseNumberAddition: ' ' }).street).toEqual(['Kalverstraat', '12']);
  });

  it('reads a cart address back into the form', () => {
    const back = model.fromCartAddress(checkoutAddressFixture);
    expect(back).toMatchObject({ street: 'Kalverstraat', houseNumber: '12', houseNumberAddition: '', countryCode: 'NL', telephone: '' });
  });
});

describe('API errors on the form (V9, V10)', () => {
  it.each([
    ['shipping_addresses[0].address.postcode', 'shipping.postcode'],
    ['shipping_addresses[0].address.street[1]', 'shipping.houseNumber'],
    ['billing_address.address.country_code', 'billing.countryCode'],
    ['email', 'email'],
    ['billing_address.address.region_id', null],
    [undefined, null],
  ])('%s → %s', (field, expected) => {
    expect(model.formFieldOfApiError(field)).toBe(expected);
  });

  it('shows the shared rule a field breaks, else the text of the code, never the API’s words', () => {
    const refusal = (code: string, params: Record<string, string> = {}) =>
      apiErrorInfo({ message: 'Invalid country code: XX', extensions: { code, params } });
    expect(model.apiErrorText(refusal('CHECKOUT_FIELD_INVALID', { field: 'email', rule: 'postcode.invalid' }))).toBe('postcode.invalid');
    expect(model.apiErrorText(refusal('CHECKOUT_ADDRESS_NOT_FOUND', { id: '7' }))).toBe('apiError.CHECKOUT_ADDRESS_NOT_FOUND');
    expect(model.apiErrorText(refusal('CHECKOUT_REGION_INVALID', { field: 'billing_address.address.region' }))).toBe(
      'checkout.data.error.failed',
    );
    expect(model.apiErrorText(apiErrorInfo({ message: 'Invalid country code: XX' }))).toBe('checkout.data.error.failed');
  });
});
