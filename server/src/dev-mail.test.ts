import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@shop/api/server';
import { shopForTests } from './test-shop.ts';

describe('/_dev/mail/ outside production', () => {
  const dev = shopForTests({ SHOP_ROLE: 'api', SEED_PRODUCTS: '10', NODE_ENV: 'development' });
  let firstId: number;
  let hostileId: number;

  beforeAll(async () => {
    const db = dev().shop.database!.db;
    const mailer = createMailer();
    const sendNl = async (mail: Omit<Parameters<typeof mailer.send>[1], 'storeCode'>) =>
      (await mailer.send(db, { ...mail, storeCode: 'nl' })).id;
    firstId = await sendNl({
      kind: 'password_reset',
      to: 'jan@example.com',
      subject: 'Nieuw wachtwoord instellen',
      text: 'Nieuw wachtwoord instellen: https://shop.example/customer/forgotpassword/?email=jan%40example.com&token=abc',
      html: '<p>Klik <a href="https://shop.example/">hier</a></p>',
    });
    hostileId = await sendNl({
      kind: 'welcome',
      to: '"<script>alert(1)</script>"@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: '</pre><script>alert(2)</script>',
      html: '<script>alert(3)</script><p>"quoted" & more</p>',
    });
  });

  it('A9: lists the outbox newest first with recipient, subject, kind and status, escaped', async () => {
    const response = await fetch(`${dev().base}/_dev/mail/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('Nieuw wachtwoord instellen');
    expect(html).toContain('jan@example.com');
    expect(html).toContain('kept (no SMTP)');
    expect(html.indexOf(`/_dev/mail/${hostileId}`)).toBeLessThan(html.indexOf(`/_dev/mail/${firstId}`));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });

  it('A9: shows one mail: its text with clickable links and its HTML in a sandboxed frame', async () => {
    const html = await (await fetch(`${dev().base}/_dev/mail/${firstId}`)).text();
    expect(html).toContain('<a href="https://shop.example/customer/forgotpassword/?email=jan%40example.com&#38;token=abc">');
    expect(html).toMatch(/<iframe title="HTML version" sandbox srcdoc="&#60;p&#62;Klik/);
    const hostile = await (await fetch(`${dev().base}/_dev/mail/${hostileId}`)).text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&#60;/pre&#62;&#60;script&#62;alert(2)');
  });

  it('unknown, malformed and oversized ids answer 404; the bare path is redirected', async () => {
    for (const id of ['999999', 'abc', '1%27%20or%201=1', '9'.repeat(40)]) {
      expect((await fetch(`${dev().base}/_dev/mail/${id}`)).status).toBe(404);
    }
    const bare = await fetch(`${dev().base}/_dev/mail`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/_dev/mail/');
  });
});

describe('/_dev/mail/ in production', () => {
  const prod = shopForTests({ SHOP_ROLE: 'api', SEED_PRODUCTS: '10' });

  it('answers 404: the outbox is never shown in production', async () => {
    expect((await fetch(`${prod().base}/_dev/mail/`)).status).toBe(404);
    expect((await fetch(`${prod().base}/_dev/mail/1`)).status).toBe(404);
  });
});
