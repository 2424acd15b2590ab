/**
 * A PostgreSQL instance of a benchmark's own, in a temporary folder on a free loopback port (never
 * the machine's server), which the benchmark may restart at will. Used by `npm run bench:soak`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const PG_BIN_CANDIDATES = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnPostgres {
  url: string;
  /** Asynchronous, so the shoppers go on while it runs. */
  restart(): Promise<void>;
  stop(): void;
}

export function startPostgres(port: number, folder: string): OwnPostgres {
  const bin = PG_BIN_CANDIDATES.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) {
    throw new Error(
      `PostgreSQL's initdb and pg_ctl were not found in ${PG_BIN_CANDIDATES.join(', ')}: install the server (apt-get install postgresql-15) to run the soak`,
    );
  }
  // PostgreSQL refuses to run as root: run it as the postgres user, which then owns the folder.
  const asRoot = process.getuid?.() === 0;
  let prefix: string[] = [];
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
    chownSync(folder, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    prefix = ['runuser', '-u', 'postgres', '--'];
  }
  const dataDir = path.join(folder, 'data');
  const run = (tool: string, args: string[]) => {
    const [command, ...rest] = [...prefix, path.join(bin, tool), ...args];
    const result = spawnSync(command as string, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  };
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, ...rest] = [...prefix, path.join(bin, tool), ...args];
      const child = spawn(command as string, rest, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} exited with ${code}`))));
    });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=80 -c fsync=on`;
  run('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'postgres.log'), '-w', '-o', options, 'start']);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    restart: () => runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'restart']),
    stop: () => {
      if (!running) return;
      running = false;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      }
    },
  };
}
