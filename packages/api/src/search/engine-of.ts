import type { RequestContext } from '../platform/context.ts';
import type { SearchEngine } from './engine.ts';
import { postgresEngine } from './postgres-engine.ts';

const engines = new WeakMap<object, SearchEngine>();

/** Makes `engine` the search engine of this database handle (another implementation, or one set up differently). */
export function useSearchEngine(db: object, engine: SearchEngine): void {
  engines.set(db, engine);
}

/**
 * The request's search engine: the one made for its database handle (the server makes the copy in
 * memory of decision 068 unless `SEARCH_ENGINE=postgres`), else the PostgreSQL engine on it
 * (decision 015 on plugging in another).
 */
export function searchEngine(ctx: Pick<RequestContext, 'db'>): SearchEngine {
  let engine = engines.get(ctx.db);
  if (!engine) {
    engine = postgresEngine(ctx.db);
    engines.set(ctx.db, engine);
  }
  return engine;
}
