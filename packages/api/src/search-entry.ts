/**
 * `@shop/api/search`: the search engine's interface and the shop's PostgreSQL engine, for the
 * search benchmark (`npm run bench:search`), which runs them apart from a whole shop.
 */
export type { EngineFacet, SearchEngine } from './search/engine.ts';
export { everyListingFacet } from './search/engine.ts';
export { useSearchEngine } from './search/engine-of.ts';
export { postgresEngine } from './search/postgres-engine.ts';
