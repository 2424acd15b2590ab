/**
 * The API's caches of documents, bounded in bytes and in number (lru-cache): parsed documents and
 * parse errors by text (Yoga's `parserAndValidationCache`; validation results hang on the parsed
 * document, so they go when it goes), and automatic persisted queries by hash. No text over the
 * document bound gets this far, and an entry larger than an eighth of its cache is never kept.
 */
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { QUERY_BUDGET } from './query-budget.ts';

/** Measured: a parsed document takes about 33 bytes per character of its text, plus 2 KB. */
const PARSED_BYTES_PER_CHARACTER = 40;
const ENTRY_OVERHEAD_BYTES = 2_048;

/** What a parsed document costs in memory: its text (the key) and its syntax tree. */
export function parsedDocumentBytes(text: string): number {
  return ENTRY_OVERHEAD_BYTES + text.length * (2 + PARSED_BYTES_PER_CHARACTER);
}

/** What a kept text costs: the string (two bytes a character at most) and the entry. */
function textBytes(text: string): number {
  return ENTRY_OVERHEAD_BYTES + text.length * 2;
}

export interface ParserCaches {
  documentCache: LRUCache<string, DocumentNode>;
  errorCache: LRUCache<string, object>;
  validationCache: true;
}

/** The three caches Yoga's `parserAndValidationCache` option takes. */
export function createParserCaches(): ParserCaches {
  return {
    documentCache: new LRUCache<string, DocumentNode>({
      max: QUERY_BUDGET.parseCacheEntries,
      maxSize: QUERY_BUDGET.parseCacheBytes,
      maxEntrySize: QUERY_BUDGET.parseCacheBytes / 8,
      sizeCalculation: (_document, text) => parsedDocumentBytes(text),
    }),
    errorCache: new LRUCache<string, object>({
      max: QUERY_BUDGET.parseCacheEntries,
      maxSize: QUERY_BUDGET.parseErrorCacheBytes,
      maxEntrySize: QUERY_BUDGET.parseErrorCacheBytes / 8,
      sizeCalculation: (_error, text) => textBytes(text),
    }),
    validationCache: true,
  };
}

/**
 * The automatic persisted queries a client registered (a hash and its document). `useAPQ` asks `get`
 * for a hash; its own `set`, called before the document was even parsed, is ignored: `register` keeps
 * a document once it parsed and validated within the limits (query-budget-plugin.ts).
 */
export interface PersistedQueryStore {
  get(hash: string): string | undefined;
  set(hash: string, query: string): void;
  register(hash: string, query: string): void;
  readonly size: number;
}

export function createPersistedQueryStore(): PersistedQueryStore {
  const entries = new LRUCache<string, string>({
    max: QUERY_BUDGET.persistedQueryEntries,
    maxSize: QUERY_BUDGET.persistedQueryBytes,
    maxEntrySize: QUERY_BUDGET.persistedQueryBytes / 8,
    sizeCalculation: (query, hash) => textBytes(query) + hash.length,
  });
  return {
    get: (hash) => entries.get(hash),
    set() {},
    register(hash, query) {
      entries.set(hash, query);
    },
    get size() {
      return entries.size;
    },
  };
}
