import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { cartAddressInputFixture, typedShippingFixture } from './checkout-cart.fixture.ts';
import { createCustomerCheckoutSchema, customerCheckoutOptions, toBillingInput, toShippingInput } from './customer-checkout.ts';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const typed = typedShippingFixture;

function parse(values: Record<string, string>) {
  const data = form(values);
  return parseWithZod(data, { schema: createCustomerCheckoutSchema(customerCheckoutOptions(data, false)) });
}

describe('checkout step 1 for a customer', () => {
  it('CO3: a saved address is sent by its address-book id and the typed fields are ignored', () => {
    const result = parse({ shippingAddressId: '7', billingSameAsShipping: 'on', 'shipping.postcode': 'nonsense' });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(toShippingInput(result.value as never)).toEqual({ customer_address_id: 7 });
    expect(toBillingInput(result.value as never, false)).toEqual({ same_as_shipping: true });
  });

  it('CO3: a new address is checked by the address rules and saved to the address book on request', () => {
    const wrong = parse({ shippingAddressId: 'new', billingSameAsShipping: 'on', ...typed, 'shipping.houseNumber': '12a' });
    expect(wrong.status).toBe('error');
    const ok = parse({ shippingAddressId: 'new', billingSameAsShipping: 'on', saveShipping: 'on', ...typed });
    expect(ok.status).toBe('success');
    if (ok.status !== 'success') return;
    expect(toShippingInput(ok.value as never)).toEqual({
      address: { ...cartAddressInputFixture, street: ['Kalverstraat', '12'], telephone: null, save_in_address_book: true },
    });
  });

  it('CO3: a separate billing address is chosen from the book; a missing or hostile choice is refused', () => {
    const ok = parse({ shippingAddressId: '7', billingAddressId: '9' });
    expect(ok.status === 'success' && toBillingInput(ok.value as never, true)).toEqual({ customer_address_id: 9 });
    for (const value of ['', '1 OR 1=1', '9'.repeat(20)]) {
      const refused = parse({ shippingAddressId: value, billingSameAsShipping: 'on' });
      expect(refused.status).toBe('error');
    }
  });
});
