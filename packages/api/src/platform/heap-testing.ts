/**
 * The heap in use after a full garbage collection, in MiB: what the abuse tests compare before and
 * after a run, so garbage not yet collected does not count as kept.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export function heapAfterGc(): number {
  gc();
  return process.memoryUsage().heapUsed / (1024 * 1024);
}
