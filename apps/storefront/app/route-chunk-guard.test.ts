import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardRouteChunkReload, ROUTE_CHUNK_HANDLER, ROUTER_RELOAD } from '../route-chunk-guard.ts';

/** The installed React Router's browser files that hold its route module loader. */
function routerFilesWithLoader(): string[] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return ['production', 'development']
    .flatMap((build) => readdirSync(path.join(dist, build)).map((file) => path.join(dist, build, file)))
    .filter((file) => file.endsWith('.mjs') && readFileSync(file, 'utf8').includes('Error loading route module'));
}

describe('the route chunk guard in the build (E6)', () => {
  it("hands every failed route module of the installed React Router to the shop's guard instead of an unguarded reload", () => {
    const files = routerFilesWithLoader();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const guarded = guardRouteChunkReload(readFileSync(file, 'utf8'));
      expect(guarded).not.toBeNull();
      expect(guarded).not.toMatch(ROUTER_RELOAD);
      expect(guarded).toContain(`return window.${ROUTE_CHUNK_HANDLER}(error);`);
    }
  });

  it('leaves other files alone and stops the build when the loader no longer has the expected shape', () => {
    expect(guardRouteChunkReload('export const x = 1;')).toBeNull();
    expect(() => guardRouteChunkReload('console.error(`Error loading route module x`); location.reload();')).toThrow(
      /route module loader has changed/,
    );
  });
});
