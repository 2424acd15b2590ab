import { readFileSync } from 'node:fs';
import { paymentCodes } from '@shop/rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartWith,
  dataOf,
  DUTCH_ADDRESS,
  errorOf,
  GERMAN_ADDRESS,
  SET_PAYMENT_METHOD,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
} from '../cart/cart-fixtures.ts';
import { migrationsFolder } from '../platform/db.ts';
import { carts } from '../cart/tables.ts';
import { cheapVariantShop, method, placedCart, shippingAddress } from './order-fixtures.ts';
import { orders, paymentMethods, payments } from './tables.ts';

const { t, cheap, readCart, expectRefusedUnchanged } = cheapVariantShop();

describe('step 2: delivery', () => {
  it('CO7: the Dutch store offers home, parcel point and store pickup methods with ids carrier_method', async () => {
    const cartId = await cartWith(t, cheap);
    const cart = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS))).setShippingAddressesOnCart.cart;
    const methods = cart.shipping_addresses[0]!.available_shipping_methods;
    expect(methods.map((m: { method_id: string; shipment_type: string }) => [m.method_id, m.shipment_type])).toEqual([
      ['postnl_standard', 'home'],
      ['postnl_evening', 'home'],
      ['postnl_pickup', 'parcel_point'],
      ['instore_pickup', 'store_pickup'],
    ]);
    expect(methods[0]).toMatchObject({
      carrier_title: 'PostNL',
      method_title: 'Thuisbezorgd',
      error_message: null,
      amount: { value: 4.95, currency: 'EUR' },
    });
  });

  it('CO8: the method is stored with shippingManagerOption, which round-trips; the shipping price joins the grand total', async () => {
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    const option = JSON.stringify({ deliveryDate: '2030-01-02', note: 'Bij de buren' });
    const cart = dataOf(await t.query(SET_SHIPPING_METHOD, method(cartId, 'postnl', 'evening', option))).setShippingMethodsOnCart.cart;
    expect(JSON.parse(cart.shippingManagerOption)).toEqual({ deliveryDate: '2030-01-02', note: 'Bij de buren' });
    expect(cart.shipping_addresses[0]!.selected_shipping_method).toMatchObject({
      carrier_code: 'postnl',
      method_code: 'evening',
      amount: { value: 6.95 },
    });
    expect(cart.prices.grand_total.value).toBeCloseTo(cheap.price / 100 + 6.95, 2);
  });

  it('CO8: unknown methods, bad JSON and oversized options change nothing', async () => {
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    expect((await expectRefusedUnchanged(cartId, SET_SHIPPING_METHOD, method(cartId, 'dhl', 'standard'))).message).toBe(
      'Carrier with such method not found: dhl, standard',
    );
    expect((await expectRefusedUnchanged(cartId, SET_SHIPPING_METHOD, method(cartId, 'postnl', 'standard', '{oops'))).message).toBe(
      'shippingManagerOption must be JSON text',
    );
    const huge = JSON.stringify({ text: 'x'.repeat(5000) });
    expect((await expectRefusedUnchanged(cartId, SET_SHIPPING_METHOD, method(cartId, 'postnl', 'standard', huge))).message).toMatch(
      /at most 4096/,
    );
  });

  it('CO10: a parcel point method needs an existing point of its carrier, from the option or the address', async () => {
    const points = dataOf(
      await t.query(`{ parcelPoints(postcode: "1012 AB", country_code: "NL", carrier_code: "postnl") { code carrier_code } }`),
    ).parcelPoints;
    const postnl = points[0]!.code as string;
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    expect((await expectRefusedUnchanged(cartId, SET_SHIPPING_METHOD, method(cartId, 'postnl', 'pickup'))).message).toBe(
      'Choose a parcel point for this delivery method',
    );
    const unknown = await expectRefusedUnchanged(
      cartId,
      SET_SHIPPING_METHOD,
      method(cartId, 'postnl', 'pickup', '{"pickup_location_code":"PNL-000000"}'),
    );
    expect(unknown).toEqual({ message: 'Could not find a parcel point with code "PNL-000000"', category: 'graphql-no-such-entity' });
    const dhlPoints = dataOf(
      await t.query(`{ parcelPoints(postcode: "1012 AB", country_code: "NL", carrier_code: "dhl") { code } }`),
    ).parcelPoints;
    const wrongCarrier = await expectRefusedUnchanged(
      cartId,
      SET_SHIPPING_METHOD,
      method(cartId, 'postnl', 'pickup', JSON.stringify({ pickup_location_code: dhlPoints[0]!.code })),
    );
    expect(wrongCarrier.message).toMatch(/Could not find a parcel point/);
    const viaOption = dataOf(
      await t.query(SET_SHIPPING_METHOD, method(cartId, 'postnl', 'pickup', JSON.stringify({ pickup_location_code: postnl }))),
    ).setShippingMethodsOnCart.cart;
    expect(viaOption.shipping_addresses[0]!.pickup_location_code).toBe(postnl);

    const other = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(other, DUTCH_ADDRESS, postnl)));
    const viaAddress = dataOf(await t.query(SET_SHIPPING_METHOD, method(other, 'postnl', 'pickup'))).setShippingMethodsOnCart.cart;
    expect(viaAddress.shipping_addresses[0]).toMatchObject({
      pickup_location_code: postnl,
      selected_shipping_method: { method_code: 'pickup' },
    });
    const home = dataOf(await t.query(SET_SHIPPING_METHOD, method(other, 'postnl', 'standard'))).setShippingMethodsOnCart.cart;
    expect(home.shipping_addresses[0]!.pickup_location_code).toBeNull();
  });

  it('CO9: parcel points nearest to a postcode; none near → empty list; a bad country is refused', async () => {
    const near = dataOf(
      await t.query(`{ parcelPoints(postcode: "1015 AA", country_code: "nl") { code postcode city opening_hours { day hours } } }`),
    ).parcelPoints;
    expect(near.length).toBeGreaterThan(0);
    expect(near[0]!.postcode).toMatch(/^10(12|17)/);
    expect(near[0]!.opening_hours[0]).toEqual({ day: 'monday', hours: '09:00-20:00' });
    expect(dataOf(await t.query(`{ parcelPoints(postcode: "9901 AA", country_code: "NL") { code } }`)).parcelPoints).toEqual([]);
    expect(dataOf(await t.query(`{ parcelPoints(postcode: "10117", country_code: "DE") { code } }`)).parcelPoints).toEqual([]);
    expect(errorOf(await t.query(`{ parcelPoints(postcode: "1012", country_code: "XX") { code } }`)).message).toBe(
      'Invalid country code: XX',
    );
  });

  it('store pickup takes an active store location code', async () => {
    const locations = dataOf(await t.query(`{ storeLocationsForPickup { code title city } }`)).storeLocationsForPickup;
    expect(locations.length).toBeGreaterThan(0);
    const cartId = await cartWith(t, cheap);
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(cartId, DUTCH_ADDRESS)));
    expect(
      (
        await expectRefusedUnchanged(
          cartId,
          SET_SHIPPING_METHOD,
          method(cartId, 'instore', 'pickup', '{"pickup_location_code":"STORE-999"}'),
        )
      ).message,
    ).toBe('Could not find a store with code "STORE-999"');
    const cart = dataOf(
      await t.query(SET_SHIPPING_METHOD, method(cartId, 'instore', 'pickup', JSON.stringify({ pickup_location_code: locations[0]!.code }))),
    ).setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0]).toMatchObject({
      pickup_location_code: locations[0]!.code,
      selected_shipping_method: { amount: { value: 0 } },
    });
  });
});

describe('totals per store', () => {
  it('CA3, CA28, CA29: nl charges 21% and ships free from 100 euro (qualifying methods only); de charges 19% and never ships free', async () => {
    const quantity = Math.ceil(10_000 / cheap.price);
    const incl = cheap.price * quantity;
    const nl = await cartWith(t, cheap, quantity, 'nl');
    const de = await cartWith(t, cheap, quantity, 'de');
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(nl, DUTCH_ADDRESS)));
    dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingAddress(de, GERMAN_ADDRESS), { store: 'de' }));
    const nlCart = dataOf(await t.query(SET_SHIPPING_METHOD, method(nl, 'postnl', 'standard'))).setShippingMethodsOnCart.cart;
    const deCart = dataOf(await t.query(SET_SHIPPING_METHOD, method(de, 'dhl', 'standard'), { store: 'de' })).setShippingMethodsOnCart.cart;

    const nlExcl = Math.round((incl * 10_000) / 12_100);
    expect(nlCart.prices.subtotal_including_tax.value).toBe(incl / 100);
    expect(nlCart.prices.subtotal_excluding_tax.value).toBe(nlExcl / 100);
    expect(nlCart.prices.applied_taxes).toEqual([{ amount: { value: (incl - nlExcl) / 100, currency: 'EUR' }, label: 'BTW 21%' }]);
    expect(nlCart.prices.grand_total.value).toBe(incl / 100);
    const nlMethods = nlCart.shipping_addresses[0]!.available_shipping_methods;
    expect(nlMethods.find((m: { method_code: string }) => m.method_code === 'standard')!.amount.value).toBe(0);
    expect(nlMethods.find((m: { method_code: string }) => m.method_code === 'evening')!.amount.value).toBe(6.95);

    const deExcl = Math.round((incl * 10_000) / 11_900);
    const shippingExcl = Math.round((695 * 10_000) / 11_900);
    expect(deCart.prices.subtotal_excluding_tax.value).toBe(deExcl / 100);
    expect(deCart.prices.applied_taxes).toEqual([
      { amount: { value: (incl - deExcl + 695 - shippingExcl) / 100, currency: 'EUR' }, label: 'MwSt. 19%' },
    ]);
    expect(deCart.prices.grand_total.value).toBe((incl + 695) / 100);
    expect(deCart.shipping_addresses[0]!.selected_shipping_method.amount.value).toBe(6.95);
  });
});

describe('step 3: payment', () => {
  it('CO11: the Dutch store lists iDEAL with its issuers as provider data', async () => {
    const cart = await readCart(await cartWith(t, cheap));
    const codes = cart.available_payment_methods.map((m: { code: string }) => m.code);
    // Magento's `free` is offered only at a zero total (the gift cards' tests offer it).
    expect(codes).toEqual(['ideal', 'creditcard', 'paypal', 'klarna', 'checkmo']);
    const ideal = cart.available_payment_methods[0];
    expect(ideal!.payment_provider_data[0]!.key).toBe('issuer');
    expect(ideal!.payment_provider_data[0]!.values).toContainEqual({ code: 'ing', name: 'ING', img: '/payment-icons/ing.svg' });
    expect(cart.selected_payment_method).toEqual({ code: '', title: '', purchase_order_number: null, issuer: null });
  });

  it('CO12: iDEAL needs a valid issuer; unknown methods change nothing; the choice is echoed', async () => {
    const cartId = await cartWith(t, cheap);
    const pay = (payment_method: Record<string, unknown>) => ({ input: { cart_id: cartId, payment_method } });
    expect((await expectRefusedUnchanged(cartId, SET_PAYMENT_METHOD, pay({ code: 'ideal' }))).message).toBe(
      'Choose your bank to pay with iDEAL',
    );
    expect((await expectRefusedUnchanged(cartId, SET_PAYMENT_METHOD, pay({ code: 'ideal', issuer: 'fakebank' }))).message).toMatch(
      /is not a bank/,
    );
    expect((await expectRefusedUnchanged(cartId, SET_PAYMENT_METHOD, pay({ code: 'bancontact' }))).message).toBe(
      'The requested Payment Method is not available.',
    );
    const cart = dataOf(await t.query(SET_PAYMENT_METHOD, pay({ code: 'ideal', issuer: 'rabobank' }))).setPaymentMethodOnCart.cart;
    expect(cart.selected_payment_method).toEqual({ code: 'ideal', title: 'iDEAL', purchase_order_number: null, issuer: 'rabobank' });
    const transfer = dataOf(await t.query(SET_PAYMENT_METHOD, pay({ code: 'checkmo', purchase_order_number: 'PO-77' })))
      .setPaymentMethodOnCart.cart;
    expect(transfer.selected_payment_method).toMatchObject({ code: 'checkmo', purchase_order_number: 'PO-77', issuer: null });
  });

  it("decision 062: migration 0012 renames a shop's stored bank transfer and gift card codes to Magento's checkmo and free", async () => {
    const { cartId, placed } = await placedCart(t, cheap, 1);
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    const open = await cartWith(t, cheap);
    // The rows as a shop from before stored them: the methods, a chosen method, an order and its payment.
    const old = { [paymentCodes.bankTransfer]: 'banktransfer', [paymentCodes.zeroTotal]: 'giftcard' };
    for (const [now, before] of Object.entries(old)) {
      await t.db.update(paymentMethods).set({ code: before }).where(eq(paymentMethods.code, now));
    }
    await t.db
      .update(carts)
      .set({ paymentMethod: { code: 'banktransfer', purchase_order_number: 'PO-1' } })
      .where(eq(carts.maskedId, open));
    await t.db
      .update(orders)
      .set({ paymentMethod: { code: 'giftcard', title: 'Van Arkel cadeaukaart' } })
      .where(eq(orders.id, order!.id));
    await t.db.update(payments).set({ provider: 'giftcard', method: 'giftcard' }).where(eq(payments.orderId, order!.id));

    const migration = readFileSync(`${migrationsFolder}/0012_magento_payment_codes.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    const codes = await t.db.select({ code: paymentMethods.code }).from(paymentMethods);
    expect(codes.map((row) => row.code)).not.toContain('banktransfer');
    expect(codes.map((row) => row.code)).not.toContain('giftcard');
    expect(codes.filter((row) => row.code === paymentCodes.bankTransfer).length).toBeGreaterThan(0);
    const [cart] = await t.db.select().from(carts).where(eq(carts.maskedId, open));
    expect(cart!.paymentMethod).toEqual({ code: paymentCodes.bankTransfer, purchase_order_number: 'PO-1' });
    const [renamed] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(renamed!.paymentMethod).toEqual({ code: paymentCodes.zeroTotal, title: 'Van Arkel cadeaukaart' });
    expect(
      await t.db.select({ provider: payments.provider, method: payments.method }).from(payments).where(eq(payments.orderId, order!.id)),
    ).toEqual([{ provider: paymentCodes.zeroTotal, method: paymentCodes.zeroTotal }]);
    const [untouched] = await t.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(untouched!.paymentMethod?.code).toBe('ideal');
  });
});
