/**
 * One core kept busy while Lighthouse runs (`--lighthouse-busy`): a phone is slower than Lighthouse's
 * simulation assumes, and the shop's goals hold on a machine that is doing something else too (issue
 * 20, item 4). A child process spins until stopped; the browser and the shop share what is left.
 */
import { spawn } from 'node:child_process';

export interface BusyCore {
  pid: number;
  stop(): Promise<void>;
}

export function startBusyCore(): BusyCore {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid === undefined) throw new Error('the busy process did not start');
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
