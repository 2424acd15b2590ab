import { describe, expect, it } from 'vitest';
import { signInStaff, staffForToken } from './auth.ts';
import { runStaffCommand, USAGE } from './cli.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 5 });
const now = new Date('2026-11-02T09:00:00Z');
/** The console's command context at a moment. */
const ctxAt = (moment: Date) => ({ db: t.db, now: () => moment });
const run = (args: string[], password?: string) => runStaffCommand(t.db, args, { STAFF_PASSWORD: password }, now);

describe('staff accounts from the command line (A21)', () => {
  it('A21: add an account; it signs in; list shows it', async () => {
    expect(
      await run(['add', '--email', 'Nieuw@VanArkel.example', '--name', 'Nina Nieuw', '--role', 'staff', '--shop', '2'], 'Nieuw!2026'),
    ).toBe('added nieuw@vanarkel.example (staff)');
    expect((await signInStaff(ctxAt(now), 'nieuw@vanarkel.example', 'Nieuw!2026')).ok).toBe(true);
    expect(await run(['list'])).toContain('nieuw@vanarkel.example\tstaff\t2\tactive\tNina Nieuw');
  });

  it('A21: a new password signs the account out everywhere; the old password stops working', async () => {
    await run(['add', '--email', 'wissel@vanarkel.example', '--name', 'W', '--role', 'manager'], 'Eerste!2026');
    const before = await signInStaff(ctxAt(now), 'wissel@vanarkel.example', 'Eerste!2026');
    if (!before.ok) throw new Error('sign-in failed');
    await run(['password', '--email', 'wissel@vanarkel.example'], 'Tweede!2026');
    expect(await staffForToken(ctxAt(now), before.token)).toBeNull();
    expect((await signInStaff(ctxAt(now), 'wissel@vanarkel.example', 'Eerste!2026')).ok).toBe(false);
    expect((await signInStaff(ctxAt(now), 'wissel@vanarkel.example', 'Tweede!2026')).ok).toBe(true);
  });

  it('A21: deactivate ends the sessions and refuses sign-in; activate lets the account in again', async () => {
    await run(['add', '--email', 'uit@vanarkel.example', '--name', 'U', '--role', 'staff'], 'Uitzet!2026');
    const signedIn = await signInStaff(ctxAt(now), 'uit@vanarkel.example', 'Uitzet!2026');
    if (!signedIn.ok) throw new Error('sign-in failed');
    expect(await run(['deactivate', '--email', 'uit@vanarkel.example'])).toBe('uit@vanarkel.example deactivated');
    expect(await staffForToken(ctxAt(now), signedIn.token)).toBeNull();
    expect((await signInStaff(ctxAt(now), 'uit@vanarkel.example', 'Uitzet!2026')).ok).toBe(false);
    await run(['activate', '--email', 'uit@vanarkel.example']);
    expect((await signInStaff(ctxAt(now), 'uit@vanarkel.example', 'Uitzet!2026')).ok).toBe(true);
  });

  it('A21, V4: wrong, missing and weak input is refused with a message and nothing is written', async () => {
    await expect(run(['add', '--email', 'zwak@vanarkel.example', '--name', 'Z', '--role', 'staff'], 'zwak')).rejects.toThrow(
      /password rule/,
    );
    await expect(run(['add', '--email', 'zwak@vanarkel.example', '--name', 'Z', '--role', 'staff'])).rejects.toThrow(/password rule/);
    await expect(run(['add', '--email', 'zwak@vanarkel.example', '--name', 'Z', '--role', 'admin'], 'Goed!2026x')).rejects.toThrow(
      '--role must be staff or manager',
    );
    await expect(
      run(['add', '--email', 'zwak@vanarkel.example', '--name', 'Z', '--role', 'staff', '--shop', '1; drop'], 'Goed!2026x'),
    ).rejects.toThrow('--shop');
    await expect(run(['add', '--name', 'Z', '--role', 'staff'], 'Goed!2026x')).rejects.toThrow('--email is needed');
    await expect(run(['password', '--email', 'niemand@vanarkel.example'], 'Goed!2026x')).rejects.toThrow('no staff account');
    await expect(run(['deactivate', '--email', 'niemand@vanarkel.example'])).rejects.toThrow('no staff account');
    await expect(run(['wat'])).rejects.toThrow(USAGE);
    expect(await run(['list'])).not.toContain('zwak@');
  });
});
