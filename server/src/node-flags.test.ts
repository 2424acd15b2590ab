import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, SERVER_NODE_FLAGS } from './node-flags.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const command = `node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.js`;

describe("the server's Node flags", () => {
  it('are what `npm start`, the README and the operations guide start the server with', () => {
    const scripts = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(`exec ${command}`);
    expect(readFileSync(`${root}/README.md`, 'utf8')).toContain(command);
    expect(readFileSync(`${root}/docs/operations.md`, 'utf8')).toContain(command);
  });

  it('are found on the command line or in NODE_OPTIONS, in either spelling', () => {
    expect(missingNodeFlags([], undefined)).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingNodeFlags([...SERVER_NODE_FLAGS], undefined)).toEqual([]);
    expect(missingNodeFlags(['--enable-source-maps'], `--trace-warnings ${SERVER_NODE_FLAGS.join(' ')}`)).toEqual([]);
    expect(missingNodeFlags(['--max_semi_space_size=64'], '')).toEqual([]);
    // Another size than ours is the operator's choice, not a missing flag; an unrelated flag is not it.
    expect(missingNodeFlags(['--max-old-space-size=4096'], '')).toEqual([...SERVER_NODE_FLAGS]);
  });
});
