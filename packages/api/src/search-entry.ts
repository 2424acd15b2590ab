/**
 * `@shop/api/search`: the search engine's interface and the shop's engines (PostgreSQL, and the copy
 * in memory the server installs with `SEARCH_ENGINE=memory`), for the server and the search
 * benchmark (`npm run bench:search`), which runs them apart from a whole shop.
 */
export type { EngineFacet, SearchEngine } from './search/engine.ts';
export { everyListingFacet } from './search/engine.ts';
export { useSearchEngine } from './search/engine-of.ts';
export { memoryEngine, type MemorySearchEngine } from './search/memory-engine.ts';
export { postgresEngine } from './search/postgres-engine.ts';
