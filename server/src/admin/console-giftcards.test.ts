import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashGiftCardPin, tables } from '@shop/api/testing';
import { consoleForFile, get, post } from './console-fixtures.ts';

const { giftCards, giftCardTransactions } = tables;

const admin = consoleForFile();

const cardCount = async () => (await admin.h.t.db.select().from(giftCards)).length;
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('gift cards in the console (A21, V7)', () => {
  it('A21: without a search the newest cards are listed, each linking to its page', async () => {
    const html = await (await get(admin.h, '/admin/giftcards', admin.manager)).text();
    expect(html).toContain('Laatst uitgegeven');
    for (const number of ['6064365001234567890', '6064365009876543210', '6064365002222222222']) expect(html).toContain(number);
    expect(html).toContain('href="/admin/giftcards/');
  });

  it('A21: a balance lookup by the whole number or its last digits shows balance, status and expiry', async () => {
    const whole = await (await get(admin.h, '/admin/giftcards?number=6064%203650%200123%204567%20890', admin.employee)).text();
    expect(whole).toContain('6064365001234567890');
    expect(whole).toContain('€ 50,-');
    expect(whole).toContain('1 gevonden');
    const tail = await (await get(admin.h, '/admin/giftcards?number=3210', admin.manager)).text();
    expect(tail).toContain('6064365009876543210');
    expect(tail).toContain('href="/admin/giftcards/');
    const blocked = await (await get(admin.h, '/admin/giftcards?number=6064365002222222222', admin.employee)).text();
    expect(blocked).toContain('geblokkeerd');
    expect(await (await get(admin.h, '/admin/giftcards?number=0000000000000000000', admin.employee)).text()).toContain('Niets gevonden.');
  });

  it('A21: a search that is not (part of) a card number is answered next to the field', async () => {
    for (const number of ['', '123', 'abcd', "1234' or '1'='1", '<script>1234</script>', '1'.repeat(20), '9'.repeat(500)]) {
      const response = await get(admin.h, `/admin/giftcards?number=${encodeURIComponent(number)}`, admin.employee);
      expect(response.status, number.slice(0, 30)).toBe(400);
      const html = await response.text();
      expect(html).toContain('Vul het kaartnummer in (19 cijfers)');
      expect(html).toContain('id="number-error"');
      expect(html).not.toContain('<script>1234');
    }
  });

  it('A21: a manager issues a card: 19-digit number and 6-digit PIN shown once, only its hash stored, an issue transaction', async () => {
    const response = await post(admin.h, '/admin/giftcards', { amount: '37,50', expiresOn: inAYear() }, admin.manager);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const number = /data-testid="issued-number">(\d+)</.exec(html)?.[1] ?? '';
    const pin = /data-testid="issued-pin">(\d+)</.exec(html)?.[1] ?? '';
    expect(number).toMatch(/^606436\d{13}$/);
    expect(pin).toMatch(/^\d{6}$/);
    expect(html).toContain('Noteer de pincode nu');
    const [card] = await admin.h.t.db.select().from(giftCards).where(eq(giftCards.number, number));
    expect(card).toMatchObject({ balance: 3750, initialBalance: 3750, status: 'active', kind: 'manual', pinHash: hashGiftCardPin(pin) });
    expect(JSON.stringify(card)).not.toContain(`"${pin}"`);
    const transactions = await admin.h.t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card!.id));
    expect(transactions).toMatchObject([{ kind: 'issue', amount: 3750 }]);
    expect(transactions[0]!.staffId).toBeTypeOf('number');
    // The card's page shows the number and transactions, never the PIN.
    const page = await (await get(admin.h, `/admin/giftcards/${card!.id}`, admin.manager)).text();
    expect(page).toContain(number);
    expect(page).toContain('uitgifte');
    expect(page).toContain('Marieke de Boer');
    expect(page).not.toContain(`>${pin}<`);
    // The new card works in the shop with its PIN.
    const balance = await admin.h.t.query(
      `query ($n: String!, $p: String!) { giftCardAccount(input: { gift_card_code: $n, gift_card_pin: $p }) { balance { value } } }`,
      {
        n: number,
        p: pin,
      },
    );
    expect(balance.errors).toBeUndefined();
    expect(balance.data?.giftCardAccount?.balance?.value).toBe(37.5);
  });

  it('A21: wrong, missing, hostile and oversized issue forms come back with messages and values kept; no card is made', async () => {
    const before = await cardCount();
    const far = new Date(Date.now() + 6 * 365 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string>, string[]][] = [
      [{}, ['Vul een bedrag in.', 'Vul de laatste geldige dag in.']],
      [{ amount: '4,99', expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: '500,01', expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: '-10', expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: '<b>20</b>', expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: "20'; delete from gift_cards; --", expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: '9'.repeat(5000), expiresOn: inAYear() }, ['Een bedrag van 5 tot 500 euro']],
      [{ amount: '20', expiresOn: '2020-01-01' }, ['Deze datum moet na morgen liggen.']],
      [{ amount: '20', expiresOn: far }, ['Een kaart is hoogstens 5 jaar geldig.']],
      [{ amount: '20', expiresOn: 'morgen' }, ['Een datum als 2028-12-31.']],
      [{ amount: '20', expiresOn: '2027-13-01' }, ['Een datum als 2028-12-31.']],
    ];
    for (const [form, messages] of cases) {
      const response = await post(admin.h, '/admin/giftcards', form, admin.manager);
      const label = JSON.stringify(form).slice(0, 80);
      expect(response.status, label).toBe(400);
      const html = await response.text();
      for (const message of messages) expect(html, label).toContain(message);
      expect(html).toContain('Niet opgeslagen');
      expect(html).not.toContain('<b>20</b>');
      if (form.amount === '4,99') expect(html).toContain('value="4,99"');
      expect(html).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await cardCount()).toBe(before);
  });

  it('A21: block and unblock change the status; unblocking an active card changes nothing; unknown ids are 404', async () => {
    const [card] = await admin.h.t.db.select().from(giftCards).where(eq(giftCards.number, '6064365009876543210'));
    const blocked = await post(admin.h, `/admin/giftcards/${card!.id}/block`, {}, admin.manager);
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get('location')).toBe(`/admin/giftcards/${card!.id}?notice=giftcards.notice.blocked`);
    expect((await admin.h.t.db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.status).toBe('blocked');
    expect(await (await get(admin.h, `/admin/giftcards/${card!.id}?notice=giftcards.notice.blocked`, admin.manager)).text()).toContain(
      'De kaart is geblokkeerd.',
    );
    expect((await post(admin.h, `/admin/giftcards/${card!.id}/unblock`, {}, admin.manager)).status).toBe(303);
    expect((await admin.h.t.db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.status).toBe('active');
    const again = await post(admin.h, `/admin/giftcards/${card!.id}/unblock`, {}, admin.manager);
    expect(again.headers.get('location')).toContain('giftcards.notice.unchanged');
    for (const id of ['0', '99999999', 'abc', '1%20or%201=1', '9'.repeat(40)]) {
      expect((await post(admin.h, `/admin/giftcards/${id}/block`, {}, admin.manager)).status, id).toBe(404);
      expect((await get(admin.h, `/admin/giftcards/${id}`, admin.manager)).status, id).toBe(404);
    }
  });
});
