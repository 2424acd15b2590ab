import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { loginThrottle } from '../customer/tables.ts';
import { hashToken } from '../customer/auth.ts';
import { createStaffMember, signInStaff, signOutStaff, STAFF_SESSION_HOURS, staffForToken, staffThrottleKey } from './auth.ts';
import { may, tableScope } from './roles.ts';
import { staffSessions, staffUsers } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 5 });
const MINUTE = 60_000;
const start = new Date('2026-11-02T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const [MANAGER, EMPLOYEE] = DEMO_STAFF;
/** The console's command context at a moment. */
const ctxAt = (moment: Date) => ({ db: t.db, now: () => moment });
let counter = 0;

async function newMember(role: 'staff' | 'manager' = 'staff', storeLocationId: number | null = 1) {
  counter += 1;
  const password = 'Kassa!2026';
  const member = await createStaffMember(ctxAt(start), {
    email: `Medewerker${counter}@VanArkel.example`,
    name: `Medewerker ${counter}`,
    password,
    role,
    storeLocationId,
  });
  return { member, password };
}

describe('staff passwords (A21, V4)', () => {
  it('A21: the seeded manager and employee sign in with the documented passwords', async () => {
    const manager = await signInStaff(ctxAt(start), MANAGER.email, MANAGER.password);
    expect(manager).toMatchObject({ ok: true, member: { email: MANAGER.email, role: 'manager', storeLocationId: null } });
    const employee = await signInStaff(ctxAt(start), EMPLOYEE.email, EMPLOYEE.password);
    expect(employee).toMatchObject({ ok: true, member: { email: EMPLOYEE.email, role: 'staff' } });
    if (employee.ok) expect(employee.member.storeLocationId).toBeTypeOf('number');
  });

  it('A21, V4: passwords are stored as argon2id and must follow the password rule', async () => {
    const { member } = await newMember();
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.email).toBe(member.email.toLowerCase());
    for (const weak of ['abcdef1!', 'Abcdefgh1', 'Ab1!', '']) {
      await expect(
        createStaffMember(ctxAt(start), {
          email: 'zwak@vanarkel.example',
          name: 'Zwak',
          password: weak,
          role: 'staff',
          storeLocationId: null,
        }),
      ).rejects.toThrow(/password rule/);
    }
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'zwak@vanarkel.example'))).toEqual([]);
  });

  it('A21: e-mail is matched without case or surrounding spaces; wrong, missing, hostile and oversized input fail alike', async () => {
    const { member, password } = await newMember();
    expect((await signInStaff(ctxAt(start), `  ${member.email.toUpperCase()} `, password)).ok).toBe(true);
    for (const [email, pw] of [
      [member.email, 'Kassa!2025'],
      [member.email, ''],
      ['', password],
      ["' or 1=1 --", password],
      ['<script>alert(1)</script>@x.nl', password],
      [`${'a'.repeat(300)}@vanarkel.example`, password],
      [member.email, 'A!1' + 'x'.repeat(2000)],
      ['onbekend@vanarkel.example', password],
    ] as const) {
      expect(await signInStaff(ctxAt(start), email, pw)).toEqual({ ok: false });
    }
  });

  it('A21: an inactive account cannot sign in, and its open sessions stop working', async () => {
    const { member, password } = await newMember();
    const signedIn = await signInStaff(ctxAt(start), member.email, password);
    if (!signedIn.ok) throw new Error('sign-in failed');
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, member.id));
    expect(await staffForToken(ctxAt(start), signedIn.token)).toBeNull();
    expect(await signInStaff(ctxAt(start), member.email, password)).toEqual({ ok: false });
  });
});

describe('staff lockout (A21, like A20)', () => {
  it('A21: ten wrong passwords lock the address for ten minutes, the right password included; then it opens', async () => {
    const { member, password } = await newMember();
    for (let i = 0; i < 10; i++) expect((await signInStaff(ctxAt(at(i * 1000)), member.email, `Fout!${i}xyz`)).ok).toBe(false);
    expect((await signInStaff(ctxAt(at(20_000)), member.email, password)).ok).toBe(false);
    expect((await signInStaff(ctxAt(at(9 * MINUTE)), member.email, password)).ok).toBe(false);
    const later = await signInStaff(ctxAt(at(10 * MINUTE + 10_000)), member.email, password);
    expect(later.ok).toBe(true);
    // A successful sign-in clears the count.
    expect(
      await t.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.email, staffThrottleKey(member.email))),
    ).toEqual([]);
  });

  it('A21: staff and customer throttles never share a key; unknown addresses are counted too', async () => {
    const email = 'niemand@vanarkel.example';
    for (let i = 0; i < 3; i++) await signInStaff(ctxAt(start), email, 'Fout!123x');
    const rows = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.email, `staff:${email}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.failures).toBe(3);
    expect(await t.db.select().from(loginThrottle).where(eq(loginThrottle.email, email))).toEqual([]);
  });
});

describe('staff sessions (A21)', () => {
  it('A21: the token is 256 bits, only its SHA-256 is stored, and it lasts 12 hours', async () => {
    const { member, password } = await newMember();
    const signedIn = await signInStaff(ctxAt(start), member.email, password);
    if (!signedIn.ok) throw new Error('sign-in failed');
    expect(Buffer.from(signedIn.token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(signedIn.token)]);
    expect(JSON.stringify(rows)).not.toContain(signedIn.token);
    expect(signedIn.expiresAt.getTime() - start.getTime()).toBe(STAFF_SESSION_HOURS * 3_600_000);
    expect(await staffForToken(ctxAt(at(STAFF_SESSION_HOURS * 3_600_000 - 1000)), signedIn.token)).toMatchObject({ id: member.id });
    expect(await staffForToken(ctxAt(at(STAFF_SESSION_HOURS * 3_600_000)), signedIn.token)).toBeNull();
  });

  it('A21: signing out revokes the token at once; other sessions of the member keep working', async () => {
    const { member, password } = await newMember();
    const a = await signInStaff(ctxAt(start), member.email, password);
    const b = await signInStaff(ctxAt(start), member.email, password);
    if (!a.ok || !b.ok) throw new Error('sign-in failed');
    await signOutStaff(ctxAt(start), a.token);
    expect(await staffForToken(ctxAt(start), a.token)).toBeNull();
    expect(await staffForToken(ctxAt(start), b.token)).toMatchObject({ id: member.id });
    // Signing out twice, or with rubbish, is harmless.
    await signOutStaff(ctxAt(start), a.token);
    await signOutStaff(ctxAt(start), 'x'.repeat(5000));
    await signOutStaff(ctxAt(start), undefined);
  });

  it('A21: a customer token is never a staff token, and a staff token is never a customer token', async () => {
    const { member, password } = await newMember();
    const staff = await signInStaff(ctxAt(start), member.email, password);
    if (!staff.ok) throw new Error('sign-in failed');
    const customer = await t.query(
      `mutation { createCustomerV2(input: { firstname: "Jan", lastname: "Klant", email: "klant-staff@vanarkel.example", password: "Klant!2026x" }) { customer { email } } }`,
    );
    expect(customer.errors).toBeUndefined();
    const token = await t.query<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "klant-staff@vanarkel.example", password: "Klant!2026x") { token } }`,
    );
    const customerToken = token.data?.generateCustomerToken.token as string;
    expect(customerToken).toBeTruthy();
    expect(await staffForToken(ctxAt(new Date()), customerToken)).toBeNull();
    const asCustomer = await t.query(`{ customer { email } }`, {}, { token: staff.token });
    expect(asCustomer.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    for (const rubbish of ['', 'x', "' or 1=1 --", 'a'.repeat(101)]) expect(await staffForToken(ctxAt(start), rubbish)).toBeNull();
  });
});

describe('staff roles (A21)', () => {
  const employee = { id: 1, email: 'e@x', name: 'E', role: 'staff' as const, storeLocationId: 3 };
  const floating = { ...employee, storeLocationId: null };
  const manager = { ...employee, role: 'manager' as const, storeLocationId: null };

  it('A21: staff manage their own shop’s tables, look up orders and gift card balances, and nothing else', () => {
    expect(may(employee, 'tables.manage', { storeLocationId: 3 })).toBe(true);
    expect(may(employee, 'tables.manage', { storeLocationId: 4 })).toBe(false);
    expect(may(employee, 'tables.manage', { storeLocationId: null })).toBe(false);
    expect(may(employee, 'orders.view')).toBe(true);
    expect(may(employee, 'giftcards.lookup')).toBe(true);
    for (const action of ['giftcards.manage', 'coupons.view', 'coupons.manage'] as const) expect(may(employee, action)).toBe(false);
    expect(tableScope(employee)).toBe(3);
    expect(may(floating, 'tables.manage', { storeLocationId: 4 })).toBe(true);
  });

  it('A21: managers may do everything in every shop', () => {
    for (const action of ['tables.manage', 'orders.view', 'giftcards.manage', 'coupons.manage'] as const) {
      expect(may(manager, action, { storeLocationId: 9 })).toBe(true);
    }
    expect(tableScope(manager)).toBeNull();
  });
});
