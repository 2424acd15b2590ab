import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { refusalOf } from '../platform/testing.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import {
  CREATE_ADDRESS,
  CUSTOMER,
  DELETE_ADDRESS,
  HOME_ADDRESS,
  signedUpCustomer,
  UPDATE_ADDRESS,
  NOT_AUTHORIZED,
} from './customer-fixtures.ts';
import { MAX_ADDRESSES } from './addresses.ts';
import { customerAddresses } from './tables.ts';

const t = testApiForFile({ products: 10 });

const notFound = (id: number) => ({ message: `Could not find a address with ID "${id}"`, category: 'graphql-no-such-entity' });

async function addAddress(token: string, input: Record<string, unknown> = {}) {
  return dataOf(await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, ...input } }, { token })).createCustomerAddress;
}

const book = async (token: string) => dataOf(await t.query(CUSTOMER, {}, { token })).customer;
const rowsOf = (customerId: number) => t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));

describe('address book (A13, A14)', () => {
  it('A13/A14: createCustomerAddress stores and echoes every field', async () => {
    const { token, id } = await signedUpCustomer(t);
    const address = await addAddress(token, {
      middlename: 'van',
      prefix: 'Dhr.',
      company: 'Van Arkel BV',
      fax: '0201234567',
      vat_id: 'NL 8047.28.125.B01',
      extension_attributes: [{ attribute_code: 'delivery_note', value: 'bij de buren' }],
    });
    expect(address).toMatchObject({
      customer_id: id,
      firstname: 'Jan',
      middlename: 'van',
      lastname: 'de Vries',
      prefix: 'Dhr.',
      company: 'Van Arkel BV',
      street: ['Damrak', '12', 'B'],
      city: 'Amsterdam',
      postcode: '1012 LG',
      country_code: 'NL',
      country_id: 'NL',
      telephone: '0612345678',
      fax: '0201234567',
      vat_id: 'NL804728125B01',
      default_billing: false,
      default_shipping: false,
      region: { region: null, region_code: null, region_id: null },
      extension_attributes: [{ attribute_code: 'delivery_note', value: 'bij de buren' }],
    });
    expect(typeof address.id).toBe('number');
    expect((await book(token)).addresses).toHaveLength(1);
  });

  it('A14: a region is found by code or id within the country; country_id stands in for country_code', async () => {
    const { token } = await signedUpCustomer(t);
    const us = {
      ...HOME_ADDRESS,
      street: ['Main Street', '5'],
      city: 'Austin',
      postcode: '73301',
      telephone: '5125550100',
      country_code: undefined,
    };
    const byCode = await addAddress(token, { ...us, country_id: 'US', region: { region_code: 'tx' } });
    expect(byCode).toMatchObject({ country_code: 'US', region: { region: 'Texas', region_code: 'TX' } });
    const byId = await addAddress(token, { ...us, country_code: 'US', region: { region_id: byCode.region.region_id } });
    expect(byId.region).toEqual(byCode.region);
    expect(byId.region_id).toBe(byCode.region.region_id);
    expect(
      errorOf(await t.query(CREATE_ADDRESS, { input: { ...us, country_code: 'US', region: { region_code: 'XX' } } }, { token })),
    ).toEqual({
      message: 'Region "XX" is not a region of "US"',
      category: 'graphql-input',
    });
    expect(
      refusalOf(await t.query(CREATE_ADDRESS, { input: { ...us, country_code: 'US', region: { region_code: 'XX' } } }, { token })),
    ).toEqual({ code: 'CUSTOMER_ADDRESS_REGION_INVALID', params: { field: 'region.region_code', country: 'US' } });
    expect(
      errorOf(await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, region: { region_id: byCode.region.region_id } } }, { token }))
        .message,
    ).toBe(`Region ${byCode.region.region_id} is not a region of "NL"`);
    const free = await addAddress(token, { region: { region: 'Noord-Holland' } });
    expect(free.region).toEqual({ region: 'Noord-Holland', region_code: null, region_id: null });
  });

  it.each([
    ['a missing street', { street: [] }, 'street is required'],
    ['a house number that is not a number', { street: ['Damrak', 'twaalf'] }, 'house number must be a number'],
    [
      'too many street lines',
      { street: ['Damrak', '12', 'B', 'achter'] },
      'Street can have at most 3 lines: street, house number, addition',
    ],
    [
      'a huge street array',
      // (Over 250 lines, any list is refused before any resolver runs, decision 032.)
      { street: Array.from({ length: 200 }, () => 'x') },
      'Street can have at most 3 lines: street, house number, addition',
    ],
    ['a postcode that does not fit the country', { postcode: '12345' }, 'fill in a valid postcode'],
    ['a missing country', { country_code: null }, 'country is required'],
    ['a country the store does not deliver to', { country_code: 'JP', postcode: '100-0001' }, 'The store does not deliver to country "JP"'],
    ['a missing first name', { firstname: ' ' }, 'first name is required'],
    ['a phone number with letters', { telephone: '06-ABC' }, 'phone number may only contain digits'],
    ['an oversized city', { city: 'A'.repeat(101) }, 'city can be at most 100 characters'],
    ['a control character', { city: 'Amster\u0000dam' }, '"city" contains characters that are not allowed'],
    ['a control character in a street line', { street: ['Dam\u0007rak', '12'] }, '"street[0]" contains characters that are not allowed'],
    ['an oversized prefix', { prefix: 'P'.repeat(41) }, '"prefix" can be at most 40 characters'],
    [
      'a bad extension attribute code',
      { extension_attributes: [{ attribute_code: 'DROP TABLE', value: 'x' }] },
      'attribute_code must be lower-case letters, digits and _',
    ],
  ])('A13: %s is refused and nothing is stored', async (_name, change, message) => {
    const { token, id } = await signedUpCustomer(t);
    const error = errorOf(await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, ...change } }, { token }));
    expect(error).toEqual({ message, category: 'graphql-input' });
    expect(await rowsOf(id)).toEqual([]);
  });

  it("A13: a Magento client's street on one line is stored as street, house number and addition (decision 060)", async () => {
    const { token, id } = await signedUpCustomer(t);
    const created = await addAddress(token, { street: ['Damrak 1-3 hs'] });
    expect(created.street).toEqual(['Damrak', '1', '3 hs']);
    expect((await rowsOf(id))[0]?.street).toEqual(['Damrak', '1', '3 hs']);
    const moved = dataOf(
      await t.query(
        UPDATE_ADDRESS,
        { id: created.id, input: { country_code: 'DE', postcode: '10117', city: 'Berlin', street: ['Unter den Linden 77 b', null] } },
        { token },
      ),
    ).updateCustomerAddress;
    expect(moved.street).toEqual(['Unter den Linden', '77', 'b']);
    expect((await book(token)).addresses?.[0]?.street).toEqual(['Unter den Linden', '77', 'b']);

    const refused = await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, street: ['Damrak'] } }, { token });
    expect(errorOf(refused)).toEqual({ message: 'street needs a house number, such as "Damrak 1"', category: 'graphql-input' });
    expect(refusalOf(refused)).toEqual({
      code: 'CHECKOUT_FIELD_INVALID',
      params: { field: 'input.street[0]', rule: 'street.houseNumberMissing' },
    });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("A13: a huge street array is refused with the rule's own most lines, as a short one is", async () => {
    const { token } = await signedUpCustomer(t);
    const huge = await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, street: Array.from({ length: 20 }, () => 'x') } }, { token });
    const four = await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, street: ['Damrak', '12', 'B', 'achter'] } }, { token });
    expect(refusalOf(huge)).toEqual({ code: 'TOO_MANY_ITEMS', params: { field: 'street', max: '3' } });
    expect(refusalOf(four).params).toMatchObject({ max: '3' });
  });

  it('A13: hostile text is stored as text, not interpreted', async () => {
    const { token } = await signedUpCustomer(t);
    const address = await addAddress(token, { company: `<img src=x onerror=alert(1)>'; drop table customers; --` });
    expect(address.company).toBe(`<img src=x onerror=alert(1)>'; drop table customers; --`);
  });

  it('A13: updateCustomerAddress changes the given fields and checks the whole address', async () => {
    const { token } = await signedUpCustomer(t);
    const address = await addAddress(token, { company: 'Oud BV' });
    const updated = dataOf(
      await t.query(UPDATE_ADDRESS, { id: address.id, input: { city: 'Haarlem', postcode: '2011 AA', company: '' } }, { token }),
    ).updateCustomerAddress;
    expect(updated).toMatchObject({
      id: address.id,
      city: 'Haarlem',
      postcode: '2011 AA',
      company: null,
      street: ['Damrak', '12', 'B'],
      firstname: 'Jan',
    });
    const bad = errorOf(await t.query(UPDATE_ADDRESS, { id: address.id, input: { postcode: 'ABC' } }, { token }));
    expect(bad).toEqual({ message: 'fill in a valid postcode', category: 'graphql-input' });
    const moved = dataOf(
      await t.query(
        UPDATE_ADDRESS,
        { id: address.id, input: { country_code: 'DE', postcode: '10115', city: 'Berlin', street: ['Unter den Linden', '1'] } },
        { token },
      ),
    ).updateCustomerAddress;
    expect(moved).toMatchObject({ country_code: 'DE', city: 'Berlin', postcode: '10115', street: ['Unter den Linden', '1'] });
    expect(dataOf(await t.query(UPDATE_ADDRESS, { id: address.id }, { token })).updateCustomerAddress.city).toBe('Berlin');
  });

  it(`A13: at most ${MAX_ADDRESSES} addresses per customer, with a clear message`, async () => {
    const { token, id } = await signedUpCustomer(t);
    const row = {
      customerId: id,
      firstname: 'Jan',
      lastname: 'de Vries',
      street: ['Damrak', '12'],
      postcode: '1012 LG',
      city: 'Amsterdam',
      countryCode: 'NL',
    };
    await t.db.insert(customerAddresses).values(Array.from({ length: MAX_ADDRESSES - 1 }, () => row));
    await addAddress(token);
    expect(errorOf(await t.query(CREATE_ADDRESS, { input: HOME_ADDRESS }, { token }))).toEqual({
      message: `You can save at most ${MAX_ADDRESSES} addresses. Delete an address to add another.`,
      category: 'graphql-input',
    });
    expect(refusalOf(await t.query(CREATE_ADDRESS, { input: HOME_ADDRESS }, { token }))).toEqual({
      code: 'CUSTOMER_ADDRESS_LIMIT',
      params: { max: String(MAX_ADDRESSES) },
    });
    expect(await rowsOf(id)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('default addresses (A15)', () => {
  it('A15: a new default billing or shipping address takes the flag from the former default', async () => {
    const { token } = await signedUpCustomer(t);
    const a = await addAddress(token, { default_billing: true, default_shipping: true });
    let customer = await book(token);
    expect(customer.default_billing).toBe(String(a.id));
    expect(customer.default_shipping).toBe(String(a.id));
    const b = await addAddress(token, { city: 'Utrecht', postcode: '3511 AB', default_billing: true });
    customer = await book(token);
    expect(customer.default_billing).toBe(String(b.id));
    expect(customer.default_shipping).toBe(String(a.id));
    dataOf(await t.query(UPDATE_ADDRESS, { id: a.id, input: { default_billing: true } }, { token }));
    dataOf(await t.query(UPDATE_ADDRESS, { id: b.id, input: { default_shipping: true } }, { token }));
    customer = await book(token);
    expect(customer.default_billing).toBe(String(a.id));
    expect(customer.default_shipping).toBe(String(b.id));
    const flags = customer.addresses.map((x: { id: number; default_billing: boolean; default_shipping: boolean }) => [
      x.id,
      x.default_billing,
      x.default_shipping,
    ]);
    expect(flags).toEqual([
      [a.id, true, false],
      [b.id, false, true],
    ]);
  });

  it('A15: deleting a default address succeeds and leaves no default', async () => {
    const { token } = await signedUpCustomer(t);
    const a = await addAddress(token, { default_billing: true, default_shipping: true });
    const b = await addAddress(token);
    expect(dataOf(await t.query(DELETE_ADDRESS, { id: a.id }, { token })).deleteCustomerAddress).toBe(true);
    const customer = await book(token);
    expect(customer.default_billing).toBeNull();
    expect(customer.default_shipping).toBeNull();
    expect(customer.addresses.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(errorOf(await t.query(DELETE_ADDRESS, { id: a.id }, { token }))).toEqual(notFound(a.id));
    expect(refusalOf(await t.query(DELETE_ADDRESS, { id: a.id }, { token }))).toEqual({
      code: 'CUSTOMER_ADDRESS_NOT_FOUND',
      params: { id: String(a.id) },
    });
  });
});

describe('ownership (A18, A20)', () => {
  it("A18: another customer's address or an unknown id is not found, and stays as it was", async () => {
    const owner = await signedUpCustomer(t);
    const other = await signedUpCustomer(t);
    const address = await addAddress(owner.token, { default_billing: true });
    expect(errorOf(await t.query(UPDATE_ADDRESS, { id: address.id, input: { city: 'Gestolen' } }, { token: other.token }))).toEqual(
      notFound(address.id),
    );
    expect(errorOf(await t.query(DELETE_ADDRESS, { id: address.id }, { token: other.token }))).toEqual(notFound(address.id));
    expect(errorOf(await t.query(UPDATE_ADDRESS, { id: 999_999, input: { city: 'X' } }, { token: owner.token }))).toEqual(
      notFound(999_999),
    );
    expect(errorOf(await t.query(DELETE_ADDRESS, { id: -1 }, { token: owner.token }))).toEqual(notFound(-1));
    expect((await book(other.token)).addresses).toEqual([]);
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ city: 'Amsterdam', defaultBilling: true });
  });

  it('A20: address operations need a valid token', async () => {
    const owner = await signedUpCustomer(t);
    const address = await addAddress(owner.token);
    expect(errorOf(await t.query(CREATE_ADDRESS, { input: HOME_ADDRESS }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(UPDATE_ADDRESS, { id: address.id, input: { city: 'X' } }, { token: 'garbage' }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(DELETE_ADDRESS, { id: address.id }))).toEqual(NOT_AUTHORIZED);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});
