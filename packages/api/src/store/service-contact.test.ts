import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../platform/testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ products: 20 });
});
afterAll(() => t.close());

const CONTACT = '{ storeConfig { storeInformation { phone email hours } } }';

describe("the customer-service panel's contact details (R21)", () => {
  it.each([
    ['nl', 'klantenservice@vanarkel.example'],
    ['de', 'kundenservice@vanarkel.example'],
    ['en', 'service@vanarkel.example'],
  ])('gives the %s store its phone, e-mail address and opening hours', async (store, email) => {
    const { data, errors } = await t.query(CONTACT, {}, { store });
    expect(errors).toBeUndefined();
    expect(data?.storeConfig.storeInformation).toMatchObject({ phone: '+31 20 123 4567', email });
    expect(data?.storeConfig.storeInformation.hours).not.toBe('');
  });
});
