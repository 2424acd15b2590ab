import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.server.ts';
import { checkBalanceAction } from './balance.server.ts';
import { CARD_FIELDS } from './card-entry.ts';

type Answer = (variables: Record<string, unknown>) => unknown;

/** A load context whose API answers the balance query with `answer`, recording what it was asked. */
function fakeContext(answer: Answer) {
  const calls: Record<string, unknown>[] = [];
  const warnings: unknown[] = [];
  const context = {
    storeCode: 'nl',
    language: 'nl',
    log: { warn: (entry: unknown) => warnings.push(entry), error() {} },
    api: {
      async query(_document: unknown, variables: Record<string, unknown>) {
        calls.push(variables);
        return answer(variables);
      },
    },
  } as unknown as AppLoadContext;
  return { context, calls, warnings };
}

function post(fields: Record<string, string>) {
  return new Request('http://shop.test/cadeaukaart/saldo/', { method: 'POST', body: new URLSearchParams(fields) });
}

async function check(fields: Record<string, string>, answer: Answer) {
  const fake = fakeContext(answer);
  const result = (await checkBalanceAction(post(fields), fake.context)) as unknown as { data: unknown; init: { status?: number } | null };
  return { ...fake, data: result.data, status: result.init?.status ?? 200 };
}

const account = () => ({ giftCardAccount: { code: '•••••••••••••••3210', balance: { value: 25 }, expiration_date: '2027-11-26' } });
const fields = (number: string, pin: string) => ({ [CARD_FIELDS.number]: number, [CARD_FIELDS.pin]: pin });

describe('the balance-check action (CO17, V7, V13)', () => {
  it('CO17: a good card answers its balance and expiry; the spaces typed are removed before asking', async () => {
    const { data, status, calls } = await check(fields('6064 3650 0987 6543 210', '654321'), account);
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, card: { code: '•••• 3210', balance: '€ 25,-', expires: '26 november 2027' } });
    expect(calls).toEqual([{ code: '6064365009876543210', pin: '654321' }]);
  });

  it('V7: 18 digits and no PIN are refused with their messages without asking the API; the number is kept, the PIN never', async () => {
    const { data, status, calls } = await check(fields('606436500987654321', ''), account);
    expect(status).toBe(400);
    expect(data).toEqual({ ok: false, errors: { number: 'invalidNumber', pin: 'pinRequired' }, number: '606436500987654321' });
    expect(calls).toEqual([]);
  });

  it('V13: hostile and oversized entries are refused, and what is given back is cut to the field size', async () => {
    const { data, calls } = await check(fields(`<img src=x onerror=alert(1)>${'9'.repeat(10_000)}`, "' OR 1=1 --"), account);
    expect(data).toMatchObject({ ok: false, errors: { number: 'invalidNumber', pin: 'pinInvalid' } });
    expect((data as { number: string }).number.length).toBe(64);
    expect(calls).toEqual([]);
  });

  it('CO17: no card for the number and PIN is "no data"', async () => {
    const { data } = await check(fields('6064365009876543210', '111111'), () => ({ giftCardAccount: null }));
    expect(data).toEqual({ ok: false, errors: { card: 'noData' }, number: '6064365009876543210' });
  });

  it("CO17: the API's refusals become the spec's messages", async () => {
    const blocked = await check(fields('6064365002222222222', '333333'), () => {
      throw new ApiError([{ message: 'not read', extensions: { code: 'GIFT_CARD_INACTIVE', params: {} } }]);
    });
    expect(blocked.data).toMatchObject({ ok: false, errors: { card: 'inactive' } });
    const wrongPin = await check(fields('6064365009876543210', '000000'), () => {
      throw new ApiError([{ message: 'There is no gift card with this number and PIN.', extensions: { code: 'GIFT_CARD_NOT_FOUND' } }]);
    });
    expect(wrongPin.data).toMatchObject({ ok: false, errors: { card: 'noData' } });
  });

  it('CO17: an API that cannot be reached is the call error, logged, with no stack for the shopper', async () => {
    const { data, status, warnings } = await check(fields('6064365009876543210', '654321'), () => {
      throw new TypeError('fetch failed');
    });
    expect(status).toBe(400);
    expect(data).toEqual({ ok: false, errors: { card: 'callError' }, number: '6064365009876543210' });
    expect(warnings).toHaveLength(1);
  });

  it('V13: a body that is not a form is refused like an empty form', async () => {
    const fake = fakeContext(account);
    const request = new Request('http://shop.test/cadeaukaart/saldo/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    const result = (await checkBalanceAction(request, fake.context)) as unknown as { data: unknown };
    expect(result.data).toMatchObject({ ok: false, errors: { number: 'numberRequired', pin: 'pinRequired' } });
  });
});
