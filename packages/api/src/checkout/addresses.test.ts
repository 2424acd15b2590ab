import { describe, expect, it } from 'vitest';
import {
  ADD_CONFIGURABLE,
  cartWith,
  CREATE,
  dataOf,
  DUTCH_ADDRESS,
  errorOf,
  PLACE_ORDER,
  SET_BILLING_ADDRESS,
  SET_EMAIL,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
} from '../cart/cart-fixtures.ts';
import { magentoEstimateAddress } from '@shop/rules';
import { refusalOf } from '../platform/testing.ts';
import { cheapVariantShop, method, shippingAddress } from './order-fixtures.ts';

const { t, cheap, readCart, expectRefusedUnchanged } = cheapVariantShop();

describe('step 1: e-mail and addresses', () => {
  it('CO2: setGuestEmailOnCart stores the e-mail; an invalid one changes nothing', async () => {
    const cartId = await cartWith(t, cheap);
    const bad = await expectRefusedUnchanged(cartId, SET_EMAIL, { input: { cart_id: cartId, email: 'not-an-email' } });
    expect(bad).toEqual({ message: 'fill in your valid email', category: 'graphql-input' });
    expect(refusalOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'not-an-email' } }))).toEqual({
      code: 'CHECKOUT_FIELD_INVALID',
      params: { field: 'email', rule: 'email.invalid' },
    });
    const cart = dataOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: ' jan@example.com ' } })).setGuestEmailOnCart.cart;
    expect(cart.email).toBe('jan@example.com');
  });

  it('CO4: shipping and billing addresses are echoed with country and region', async () => {
    const cartId = await cartWith(t, cheap);
    const shipped = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, { ...DUTCH_ADDRESS, company: 'Van Arkel BV' })))
      .setShippingAddressesOnCart.cart;
    expect(shipped.shipping_addresses).toHaveLength(1);
    expect(shipped.shipping_addresses[0]).toMatchObject({
      firstname: 'Jan',
      lastname: 'de Vries',
      street: ['Damrak', '12', 'B'],
      postcode: '1012 LG',
      city: 'Amsterdam',
      country: { code: 'NL', label: 'Nederland' },
      pickup_location_code: null,
    });
    const billed = dataOf(
      await t.query(SET_BILLING_ADDRESS, {
        input: { cart_id: cartId, billing_address: { address: { ...DUTCH_ADDRESS, company: 'ACME' } } },
      }),
    ).setBillingAddressOnCart.cart;
    expect(billed.billing_address).toMatchObject({
      firstname: 'Jan',
      company: 'ACME',
      telephone: '0612345678',
      country: { code: 'NL' },
      region: null,
    });
  });

  it('CO3: same_as_shipping follows the shipping address; use_for_shipping sets both', async () => {
    const cartId = await cartWith(t, cheap);
    const early = await expectRefusedUnchanged(cartId, SET_BILLING_ADDRESS, {
      input: { cart_id: cartId, billing_address: { same_as_shipping: true } },
    });
    expect(early.message).toMatch(/shipping address has not been set/);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    dataOf(await t.query(SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { same_as_shipping: true } } }));
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, { ...DUTCH_ADDRESS, city: 'Haarlem', postcode: '2011 AB' })));
    expect((await readCart(cartId)).billing_address).toMatchObject({ city: 'Haarlem' });

    const both = await cartWith(t, cheap);
    const cart = dataOf(
      await t.query(SET_BILLING_ADDRESS, { input: { cart_id: both, billing_address: { address: DUTCH_ADDRESS, use_for_shipping: true } } }),
    ).setBillingAddressOnCart.cart;
    expect(cart.shipping_addresses[0]).toMatchObject({ city: 'Amsterdam' });
  });

  it('CO5: a shipping address without a country code does not count', async () => {
    const cartId = await cartWith(t, cheap);
    const { country_code: _country, ...withoutCountry } = DUTCH_ADDRESS;
    const cart = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, withoutCountry))).setShippingAddressesOnCart.cart;
    expect(cart.shipping_addresses).toEqual([]);
    const noMethod = errorOf(await t.query(SET_SHIPPING_METHOD, method(cartId, 'postnl', 'standard')));
    expect(noMethod.message).toBe('The shipping address is missing. Set the address and try setting the shipping method again.');
  });

  it("decision 062: a Magento client's shipping estimate (placeholders, street 'street') lists the methods but delivers no order", async () => {
    const cartId = await cartWith(t, cheap);
    const estimate = { ...magentoEstimateAddress, street: [...magentoEstimateAddress.street], country_code: 'NL', postcode: '1012lg' };
    const cart = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, estimate))).setShippingAddressesOnCart.cart;
    // The placeholders come back as sent, so the client knows the address is its own estimate.
    expect(cart.shipping_addresses[0]).toMatchObject({ street: ['street'], city: 'city', postcode: '1012LG', country: { code: 'NL' } });
    expect(cart.shipping_addresses[0]!.available_shipping_methods.length).toBeGreaterThan(0);
    dataOf(await t.query(SET_SHIPPING_METHOD, method(cartId, 'postnl', 'standard')));
    // An estimate is no delivery address: not for the billing address, not for an order.
    const same = await expectRefusedUnchanged(cartId, SET_BILLING_ADDRESS, {
      input: { cart_id: cartId, billing_address: { same_as_shipping: true } },
    });
    expect(same.message).toMatch(/shipping address has not been set/);
    dataOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'jan@example.com' } }));
    dataOf(await t.query(SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { address: DUTCH_ADDRESS } } }));
    const order = refusalOf(await t.query(PLACE_ORDER, { id: cartId }));
    expect(order.code).toBe('CHECKOUT_INCOMPLETE');
    expect(String((order.params as { missing: string }).missing).split(',')).toContain('shipping_address');
    // The estimate still needs a postcode of its country, and a real address still needs its house number.
    const field = (name: string) => `shipping_addresses[0].address.${name}`;
    expect(refusalOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, { ...estimate, postcode: '10' })))).toEqual({
      code: 'CHECKOUT_FIELD_INVALID',
      params: { field: field('postcode'), rule: 'postcode.invalid' },
    });
    expect(refusalOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, { ...DUTCH_ADDRESS, street: ['street'] })))).toEqual({
      code: 'CHECKOUT_FIELD_INVALID',
      params: { field: field('street[0]'), rule: 'street.houseNumberMissing' },
    });
  });

  it('V5, V9, V10: bad addresses are refused with the shared messages and change nothing', async () => {
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    // The message for Magento clients; the code, the field as the input names it and the shared rule for the storefront.
    const field = (name: string) => `shipping_addresses[0].address.${name}`;
    const invalid = (name: string, rule: string) => ({ code: 'CHECKOUT_FIELD_INVALID', params: { field: field(name), rule } });
    const cases: [Record<string, unknown>, string, { code: string; params: Record<string, string> }][] = [
      [{ country_code: 'XX' }, 'Invalid country code: XX', invalid('country_code', 'country.invalid')],
      [
        { country_code: 'JP', postcode: '100-0001' },
        'The store does not deliver to country "JP"',
        invalid('country_code', 'country.invalid'),
      ],
      [{ postcode: '12345' }, 'fill in a valid postcode', invalid('postcode', 'postcode.invalid')],
      [{ street: ['Damrak'] }, 'street needs a house number, such as "Damrak 1"', invalid('street[0]', 'street.houseNumberMissing')],
      [{ street: ['Damrak', 'twelve'] }, 'house number must be a number', invalid('street[1]', 'houseNumber.numeric')],
      [{ firstname: ' ' }, 'first name is required', invalid('firstname', 'firstname.required')],
      [{ telephone: '06-1234' }, 'phone number may only contain digits', invalid('telephone', 'phone.digitsOnly')],
      [{ city: 'x'.repeat(101) }, 'city can be at most 100 characters', invalid('city', 'city.tooLong')],
      [{ vat_id: 'NL123' }, 'fill in a valid VAT number', invalid('vat_id', 'vat.invalid')],
      [
        { region_id: 999_999 },
        'Region 999999 is not a region of "NL"',
        { code: 'CHECKOUT_REGION_INVALID', params: { field: field('region_id') } },
      ],
    ];
    for (const [change, message, refusal] of cases) {
      const variables = shippingAddress(cartId, { ...DUTCH_ADDRESS, ...change });
      const error = await expectRefusedUnchanged(cartId, SET_SHIPPING_ADDRESS, variables);
      expect(error).toEqual({ message, category: 'graphql-input' });
      expect(refusalOf(await t.query(SET_SHIPPING_ADDRESS, variables))).toEqual(refusal);
    }
    const billing = await expectRefusedUnchanged(cartId, SET_BILLING_ADDRESS, {
      input: { cart_id: cartId, billing_address: { address: { ...DUTCH_ADDRESS, country_code: null } } },
    });
    expect(billing.message).toBe('country is required');
    const twice = await expectRefusedUnchanged(cartId, SET_SHIPPING_ADDRESS, {
      input: { cart_id: cartId, shipping_addresses: [{ address: DUTCH_ADDRESS }, { address: DUTCH_ADDRESS }] },
    });
    expect(twice.message).toBe('You cannot specify multiple shipping addresses.');
  });

  it('a Magento client sends the street on one line: it is kept as street, house number and addition (decision 060)', async () => {
    const cartId = await cartWith(t, cheap);
    const cases: [street: string[], country: string, postcode: string, stored: string[]][] = [
      [['Damrak 1-3 hs'], 'NL', '1012 LG', ['Damrak', '1', '3 hs']],
      [['Damrak 1'], 'NL', '1012 LG', ['Damrak', '1']],
      [['Rue de la Loi 16/2'], 'BE', '1000', ['Rue de la Loi', '16', '2']],
      [['Unter den Linden 77 b'], 'DE', '10117', ['Unter den Linden', '77', 'b']],
      [['Damrak 1', '2 hoog'], 'NL', '1012 LG', ['Damrak', '1', '2 hoog']],
      [['10 Downing Street'], 'GB', 'SW1A 2AA', ['Downing Street', '10']],
    ];
    for (const [street, country_code, postcode, stored] of cases) {
      const address = { ...DUTCH_ADDRESS, street, country_code, postcode };
      const cart = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, address))).setShippingAddressesOnCart.cart;
      expect(cart.shipping_addresses[0]?.street, street.join(' | ')).toEqual(stored);
    }
    const billed = dataOf(
      await t.query(SET_BILLING_ADDRESS, {
        input: { cart_id: cartId, billing_address: { address: { ...DUTCH_ADDRESS, street: ['Keizersgracht 123 A'] } } },
      }),
    ).setBillingAddressOnCart.cart;
    expect(billed.billing_address.street).toEqual(['Keizersgracht', '123', 'A']);
    // The shop's own checkout sends the parts apart; they are kept as they came.
    const own = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, { ...DUTCH_ADDRESS, street: ['Plein 1944', '12'] })))
      .setShippingAddressesOnCart.cart;
    expect(own.shipping_addresses[0]?.street).toEqual(['Plein 1944', '12']);
  });

  it('a one-line street without a house number is refused on that line and changes nothing (decision 060)', async () => {
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    const field = 'shipping_addresses[0].address.street[0]';
    for (const [street, rule] of [
      ['Damrak', 'street.houseNumberMissing'],
      ['Dam\u0007rak 1', 'street.invalid'],
      [`Damrak ${'1'.repeat(300)}`, 'street.tooLong'],
    ] as const) {
      const variables = shippingAddress(cartId, { ...DUTCH_ADDRESS, street: [street] });
      await expectRefusedUnchanged(cartId, SET_SHIPPING_ADDRESS, variables);
      expect(refusalOf(await t.query(SET_SHIPPING_ADDRESS, variables))).toEqual({
        code: 'CHECKOUT_FIELD_INVALID',
        params: { field, rule },
      });
    }
    const billing = errorOf(
      await t.query(SET_BILLING_ADDRESS, {
        input: { cart_id: cartId, billing_address: { address: { ...DUTCH_ADDRESS, street: ['Damrak'] } } },
      }),
    );
    expect(billing.message).toBe('street needs a house number, such as "Damrak 1"');
  });

  it('V3: a store with telephone_required refuses an address without a phone number', async () => {
    const cartId = dataOf(await t.query(CREATE, {}, { store: 'gb' })).createEmptyCart as string;
    const { telephone: _phone, ...noPhone } = DUTCH_ADDRESS;
    const error = errorOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, noPhone), { store: 'gb' }));
    expect(error.message).toBe('phone number is required');
  });
});

describe('inactive carts', () => {
  it('OC6: every checkout mutation on an unknown cart reports it', async () => {
    const error = errorOf(
      await t.query(ADD_CONFIGURABLE, {
        input: { cart_id: 'nope', cart_items: [{ parent_sku: cheap.parentSku, data: { sku: cheap.sku, quantity: 1 } }] },
      }),
    );
    expect(error.message).toBe('Could not find a cart with ID "nope"');
    expect(errorOf(await t.query(SET_EMAIL, { input: { cart_id: 'nope', email: 'a@b.nl' } })).message).toBe(
      'Could not find a cart with ID "nope"',
    );
  });
});
