/**
 * Staff accounts from the command line (the console has no account pages yet; decision 031):
 *   STAFF_PASSWORD='…' node --import tsx packages/api/src/staff/cli.ts add --email E --name "N" --role staff|manager [--shop ID]
 *   STAFF_PASSWORD='…' node --import tsx packages/api/src/staff/cli.ts password --email E
 *   node --import tsx packages/api/src/staff/cli.ts deactivate|activate --email E
 *   node --import tsx packages/api/src/staff/cli.ts list
 * The password comes from STAFF_PASSWORD, never from the command line (shell history, process list).
 * DATABASE_URL selects PostgreSQL; otherwise PGlite in ${DATA_DIR:-.data}.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../platform/db.ts';
import { createStaffMember, listStaff, setStaffActive, setStaffPassword } from './auth.ts';

export const USAGE = `Usage: node --import tsx packages/api/src/staff/cli.ts <command> [options]

  add --email E --name N --role staff|manager [--shop ID]   a new account (password: STAFF_PASSWORD)
  password --email E                                       a new password (STAFF_PASSWORD); signs out everywhere
  deactivate --email E                                     switch an account off; signs out everywhere
  activate --email E                                       switch an account on again
  list                                                     every account

Passwords follow the shop's rule: at least 8 characters with a capital, a digit and a punctuation mark.`;

/** Runs one command and answers what to print; a mistake of the caller throws an Error with its message. */
export async function runStaffCommand(db: Db, argv: string[], env: Record<string, string | undefined>, now = new Date()): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, shop: { type: 'string' } },
  });
  const [command] = positionals;
  // The same commands the console runs, with this run's clock.
  const ctx = { db, now: () => now };
  const email = values.email ?? '';
  const password = env.STAFF_PASSWORD ?? '';
  const needEmail = () => {
    if (!email.includes('@')) throw new Error('--email is needed');
  };
  switch (command) {
    case 'add': {
      needEmail();
      if (!values.name?.trim()) throw new Error('--name is needed');
      if (values.role !== 'staff' && values.role !== 'manager') throw new Error('--role must be staff or manager');
      if (values.shop !== undefined && !/^\d{1,9}$/.test(values.shop)) throw new Error('--shop must be a shop id (a whole number)');
      const member = await createStaffMember(ctx, {
        email,
        name: values.name.trim(),
        password,
        role: values.role,
        storeLocationId: values.shop === undefined ? null : Number(values.shop),
      });
      return `added ${member.email} (${member.role})`;
    }
    case 'password':
      needEmail();
      if (!(await setStaffPassword(ctx, email, password))) throw new Error(`no staff account ${email}`);
      return `new password for ${email}; every session of it is signed out`;
    case 'deactivate':
    case 'activate':
      needEmail();
      if (!(await setStaffActive(ctx, email, command === 'activate'))) throw new Error(`no staff account ${email}`);
      return `${email} ${command}d`;
    case 'list':
      return (await listStaff(ctx))
        .map((m) => `${m.email}\t${m.role}\t${m.storeLocationId ?? 'all shops'}\t${m.active ? 'active' : 'off'}\t${m.name}`)
        .join('\n');
    default:
      throw new Error(USAGE);
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR || '.data' });
  } catch (error) {
    // E.g. the shop holds the embedded database: its message says what to do, no stack needed.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  try {
    console.log(await runStaffCommand(database.db, process.argv.slice(2), process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
