/**
 * Node's flags for the shop's server process (decision 070). A rendered page allocates megabytes
 * that live only as long as its request. In V8's default young generation of 16 MiB per semi-space,
 * the pages in flight survive the scavenges and are copied into the old generation, which then has
 * to be marked and compacted; at 32 MiB they die young. A rendered listing costs about a tenth less
 * CPU, at about 100 MiB more memory per process.
 *
 * V8 sizes its heap once, before any script runs, so the flags go on the command line: `npm start`,
 * docs/operations.md, the bench and the journeys' server use these (node-flags.test.ts holds them
 * to it), and workers forked by the cluster inherit them.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/** The flags of SERVER_NODE_FLAGS that this process was started without (command line or NODE_OPTIONS). */
export function missingNodeFlags(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  const nameOf = (flag: string) => flag.split('=')[0]!.replace(/_/g, '-');
  return SERVER_NODE_FLAGS.filter((flag) => !given.some((arg) => nameOf(arg) === nameOf(flag)));
}
