import { sql } from 'drizzle-orm';
import { queryPreparedByText } from '../catalog/listing-sql.ts';
import type { Db } from '../platform/db.ts';
import type { SearchAnswer, SearchEngine, SearchRequest, TermCount } from './engine.ts';
import { loadShelves, parseSnapshot, rowsOf, rowsSql, sees, shelfRow, type LoadedRow, type Snapshot } from './memory-rows.ts';
import { Shelf, type WordQuery } from './memory-shelf.ts';
import { chosenProfile, correctedWords, postgresEngine } from './postgres-engine.ts';
import { MAX_SEARCH_WORDS, prefixQuery, searchWords } from './text.ts';

/**
 * The search engine in the process (decision 068): each language's listing read model kept in
 * memory in compact form (`memory-shelf.ts`), loaded once in the background at start and answered
 * from there, with the same answers as the PostgreSQL engine (`engine-reference.test.ts` holds both).
 *
 * Fresh by construction: every question first asks PostgreSQL one small statement, which names
 * the refreshes of the read model (`listing_changes`, with their transaction ids, migration 0016)
 * that the copy's snapshot did not see. When there are any, the products they rewrote are read again
 * under a newer snapshot (rows gone from the read model leave the copy) before the question is
 * answered, so no answer is older than a change committed before the question began. The same
 * statement gives PostgreSQL's own reading of the words (stemming, stop words) and the category's
 * pins. Until the first load is in (or when it failed, or a question needs what the copy does not
 * hold: the name orders) questions go to the PostgreSQL engine; so do the vocabulary's completions.
 */

/** A first load that failed is tried again after this long. */
const RETRY_MS = 30_000;
/** The copy's bound by default (about three languages of 250,000 products each). */
const DEFAULT_MAX_BYTES = 512 * 2 ** 20;
/** Catch-ups a question waits for before it goes to PostgreSQL instead. */
const MAX_CATCH_UPS = 3;

/**
 * The prefix terms of a tsquery as PostgreSQL prints it (`'overhemd':*`, `'a':* & 'b':*`, '' for
 * a stop word); null for anything else (a phrase), which the copy does not answer.
 */
function termsOf(query: string): string[] | null {
  if (query === '') return [];
  const terms: string[] = [];
  for (const part of query.split(' & ')) {
    const match = /^'((?:[^']|'')*)':\*$/.exec(part);
    if (!match) return null;
    terms.push((match[1] as string).replace(/''/g, "'"));
  }
  return terms;
}

export interface MemoryEngineOptions {
  /** Answers while the copy is loading and what it does not answer; default the PostgreSQL engine. */
  fallback?: SearchEngine;
  /** Load at once (default); false leaves the engine answering from the fallback until `load()`. */
  load?: boolean;
  /** The most the copy may take (its counted bytes, `size()`); a larger one is dropped and the fallback answers. Default 512 MiB. */
  maxBytes?: number;
}

export interface MemorySearchEngine extends SearchEngine {
  /** Loads the copy (again); resolves true when it holds the read model, false when loading failed. */
  load(): Promise<boolean>;
  /** Resolves when the first load is done: true when it succeeded. */
  ready(): Promise<boolean>;
  /** Products held per language and the bytes they take. */
  size(): { listed: Record<string, number>; bytes: number };
  /** Stops retrying a failed load. */
  close(): void;
}

interface Look {
  shelf: Shelf;
  words: WordQuery[];
  pins: Map<number, number> | null;
}

/**
 * Whether refreshes a copy did not see may have been pruned: only when a prune was written since
 * the copy's snapshot (`prune`, the mark row's writer, differs from the one read with it) and the
 * newest pruned transaction is not below that snapshot's horizon (`pruned`).
 */
function missedPrune(prune: string | null, pruned: boolean | null, seen: string | null): boolean {
  return prune !== seen && pruned !== false;
}

export function memoryEngine(db: Db, options: MemoryEngineOptions = {}): MemorySearchEngine {
  const fallback = options.fallback ?? postgresEngine(db);
  let shelves: Map<string, Shelf> | null = null;
  let snapshot: Snapshot | null = null;
  /**
   * The transaction that last wrote `listing_changes_pruned` (its row's `xmin`), read in the same
   * statement as `snapshot`: while it is the same, nothing was pruned since the copy's snapshot, so
   * every refresh the copy did not see is still in `listing_changes`, however far back another
   * transaction anywhere on the server holds the snapshot's horizon.
   */
  let pruneSeen: string | null = null;
  let updating: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  /** Everything is being loaded again (after a full refresh): questions that need what changed go to the fallback meanwhile. */
  let reloading = false;
  /** The read model did not fit in `maxBytes`: PostgreSQL answers from now on. */
  let tooLarge = false;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;

  /**
   * Loads every row again. The snapshot is read first and each chunk is its own statement (no long
   * transaction, and the embedded database answers other questions between chunks), so a chunk
   * may hold rows newer than the snapshot: those belong to refreshes the snapshot did not see, and
   * the catch-up that follows reads their products again under one newer snapshot.
   */
  async function loadAll(): Promise<void> {
    const [head] = await rowsOf<{ snapshot: string; prune: string | null }>(
      db,
      sql`select pg_current_snapshot()::text as snapshot, (select p.xmin::text from listing_changes_pruned p) as prune`,
    );
    if (!head) throw new Error('no snapshot');
    reloading = true;
    const loaded = await loadShelves(db).finally(() => {
      reloading = false;
    });
    const bytes = [...loaded.values()].reduce((sum, shelf) => sum + shelf.bytes(), 0);
    if (bytes > maxBytes) {
      tooLarge = true;
      shelves = null;
      throw new Error(`the listing read model takes ${bytes} bytes in memory, more than ${maxBytes}`);
    }
    shelves = loaded;
    snapshot = parseSnapshot(head.snapshot);
    pruneSeen = head.prune;
  }

  /**
   * Brings the copy up to a snapshot taken now, in one repeatable-read transaction (the rows read
   * and the snapshot recorded belong together): the products of every refresh the copy's snapshot
   * did not see are read again, rows gone from the read model leave it. True when that is not
   * enough: a refresh rewrote everything (the seed's), or refreshes the copy missed were pruned
   * from `listing_changes`.
   */
  async function catchUpChanged(since: Snapshot, sinceMark: string | null, held: Map<string, Shelf>): Promise<boolean> {
    return db.transaction(
      async (tx) => {
        const [head] = await rowsOf<{ snapshot: string; prune: string | null; pruned: boolean | null; changed: string | null }>(
          tx,
          sql`select pg_current_snapshot()::text as snapshot, (select p.xmin::text from listing_changes_pruned p) as prune,
            (select p.xid >= pg_snapshot_xmin(${since.text}::pg_snapshot) from listing_changes_pruned p) as pruned,
            (select json_agg(c.product_ids) from listing_changes c
              where c.xid >= pg_snapshot_xmin(${since.text}::pg_snapshot) and not pg_visible_in_snapshot(c.xid, ${since.text}::pg_snapshot))::text as changed`,
        );
        if (!head) throw new Error('no snapshot');
        const changed = JSON.parse(head.changed ?? '[]') as (number[] | null)[];
        if (missedPrune(head.prune, head.pruned, sinceMark) || changed.some((ids) => ids === null)) return true;
        const ids = [...new Set(changed.flat() as number[])];
        const rows = ids.length > 0 ? await rowsOf<LoadedRow>(tx, rowsSql(sql`l.product_id = any(${`{${ids.join(',')}}`}::int[])`)) : [];
        // Applied at once, after every read: no question sees half of it.
        for (const row of rows) {
          let shelf = held.get(row.language);
          if (!shelf) held.set(row.language, (shelf = Shelf.of([])));
          shelf.put(shelfRow(row));
        }
        for (const [language, shelf] of held) {
          const kept = new Set(rows.filter((r) => r.language === language).map((r) => r.id));
          for (const id of ids) if (!kept.has(id)) shelf.remove(id);
          shelf.settle();
        }
        snapshot = parseSnapshot(head.snapshot);
        pruneSeen = head.prune;
        return false;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Brings the copy up to now: everything again when `full` (or when catching up cannot do), else what changed. */
  async function catchUp(full: boolean): Promise<void> {
    let whole = full;
    for (let round = 0; round < MAX_CATCH_UPS; round++) {
      if (whole || !shelves || !snapshot) await loadAll();
      if (!shelves || !snapshot) throw new Error('not loaded');
      whole = await catchUpChanged(snapshot, pruneSeen, shelves);
      if (!whole) return;
    }
    throw new Error('the read model was rewritten whole on every load');
  }

  /** One catch-up at a time; a caller that found one under way waits for it and checks again. */
  async function update(full = false): Promise<void> {
    if (updating) {
      await updating.catch(() => undefined);
      if (!full) return;
    }
    const running = catchUp(full).finally(() => {
      updating = null;
    });
    updating = running;
    await running;
  }

  let first: Promise<boolean> | null = null;
  async function load(): Promise<boolean> {
    if (retry) clearTimeout(retry);
    retry = null;
    try {
      await update(true);
      return true;
    } catch {
      // Questions keep going to PostgreSQL; the load is tried again later (unless it was too large).
      if (!closed && !tooLarge) {
        retry = setTimeout(() => void load(), RETRY_MS);
        retry.unref();
      }
      return false;
    }
  }
  if (options.load !== false) first = load();

  /**
   * The one statement a question costs: the refreshes the copy has not seen (caught up before
   * answering), PostgreSQL's reading of the words and the pins that apply. Null: the copy cannot
   * answer this question (not loaded, a catch-up failed, a word it cannot read).
   */
  async function look(language: string, words: readonly string[], sequence: SearchRequest['sequence'] | null): Promise<Look | null> {
    const since = snapshot;
    const sinceMark = pruneSeen;
    if (!shelves || !since) return null;
    const queries = words.map(
      (word) =>
        sql`json_build_array(to_tsquery(shop_search_config(${language}::text), ${prefixQuery(word)})::text, to_tsquery('simple', ${prefixQuery(word)})::text)`,
    );
    const statement = sql`select coalesce((select json_agg(c.xid::text) from listing_changes c
            where c.xid >= pg_snapshot_xmin(${since.text}::pg_snapshot) and not pg_visible_in_snapshot(c.xid, ${since.text}::pg_snapshot)), '[]')::text as unseen,
          (select p.xmin::text from listing_changes_pruned p) as prune,
          (select p.xid >= pg_snapshot_xmin(${since.text}::pg_snapshot) from listing_changes_pruned p) as pruned,
          ${queries.length > 0 ? sql`json_build_array(${sql.join(queries, sql`, `)})::text` : sql`'[]'`} as words,
          ${
            sequence
              ? sql`(select coalesce(json_agg(json_build_array(s.product_id, s.position)), '[]') from category_sequences s
                  where s.category_id = ${sequence.categoryId} and s.profile = ${chosenProfile(sequence)})::text`
              : sql`null::text`
          } as pins`;
    type Looked = { unseen: string; prune: string | null; pruned: boolean | null; words: string; pins: string | null };
    // Prepared once per connection: parsing and planning it cost PostgreSQL more than running it. The
    // words are parameters, so its texts are few: one per number of words, with or without a
    // category's pins. The suggestions' counts can ask for more words at once: those are planned each time.
    const [row] =
      words.length <= MAX_SEARCH_WORDS
        ? await queryPreparedByText<Looked>(db, 'search_look', statement)
        : await rowsOf<Looked>(db, statement);
    if (!row) return null;
    try {
      if (missedPrune(row.prune, row.pruned, sinceMark) && snapshot === since) {
        // Refreshes the copy did not see were pruned: load everything again, PostgreSQL answers meanwhile.
        void update(true).catch(() => undefined);
        return null;
      }
      const unseen = (JSON.parse(row.unseen) as string[]).map((x) => BigInt(x));
      for (let tries = 0; unseen.some((xid) => !snapshot || !sees(snapshot, xid)); tries++) {
        if (tries === MAX_CATCH_UPS || reloading) return null;
        await update();
      }
    } catch {
      return null;
    }
    const read: WordQuery[] = [];
    for (const [stemmed, plain] of JSON.parse(row.words) as [string, string][]) {
      const alternatives = [termsOf(stemmed), termsOf(plain)];
      if (alternatives.some((terms) => terms === null)) return null;
      // A stop word's empty query drops out of the conjunction, as `&&` with an empty tsquery does.
      const word = (alternatives as string[][]).filter((terms) => terms.length > 0);
      if (word.length > 0) read.push(word);
    }
    if (words.length > 0 && read.length === 0) return null;
    const pins = row.pins ? new Map(JSON.parse(row.pins) as [number, number][]) : null;
    const shelf = shelves.get(language) ?? Shelf.of([]);
    return { shelf, words: read, pins };
  }

  async function searchOnce(
    request: SearchRequest,
    words: readonly string[],
    onPage: ((ids: readonly number[]) => void) | undefined,
  ): Promise<Omit<SearchAnswer, 'correctedText'> | null> {
    if (request.sort === 'nameasc' || request.sort === 'namedesc') return null;
    const sequence = request.sort === 'recommended' ? (request.sequence ?? null) : null;
    const found = await look(request.language, words, sequence);
    if (!found) return null;
    const question = {
      words: found.words,
      categoryIds: request.categoryIds,
      skus: request.skus,
      filters: request.filters,
      sort: request.sort,
      pins: found.pins,
      page: request.page,
      pageSize: request.pageSize,
      facets: request.facets,
    };
    const asked = found.shelf.ask(question);
    // A page that found nothing for a text may still give way to a corrected one: not announced.
    if (onPage && (asked.total > 0 || words.length === 0)) {
      onPage(asked.ids);
      // The caller's statement for the page goes out before the counting: PostgreSQL reads the
      // page's products while this process counts the facets.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const facets = asked.facets();
    // The copy caught up in between: the whole question again, on what it holds now.
    if (!facets) return found.shelf.answer(question);
    return { total: asked.total, ids: asked.ids, priceRange: asked.priceRange, facets };
  }

  return {
    async search(request, onPage) {
      const words = searchWords(request.text);
      const answer = await searchOnce(request, words, onPage);
      if (!answer) return fallback.search(request);
      if (answer.total > 0 || words.length === 0) return { ...answer, correctedText: null };
      // Nothing found as typed: try the closest known words (typing errors), once.
      const fixes = await correctedWords(db, request.language, words);
      if (fixes.size === 0) return { ...answer, correctedText: null };
      const fixed = words.map((w) => fixes.get(w) ?? w);
      const retried = await searchOnce(request, fixed, onPage);
      if (!retried) return fallback.search(request);
      return retried.total > 0 ? { ...retried, correctedText: fixed.join(' ') } : { ...answer, correctedText: null };
    },

    async count(request) {
      const words = searchWords(request.text);
      const found = await look(request.language, words, null);
      if (!found) return fallback.count(request);
      const question = { ...request, words: found.words, sort: 'recommended' as const, pins: null, page: 1, pageSize: 0, facets: [] };
      return found.shelf.answer(question, false).total;
    },

    vocabulary: (language, word, limit) => fallback.vocabulary(language, word, limit),

    async countTerms(language, texts) {
      const queries = texts.map((text) => searchWords(text)).filter((words) => words.length > 0);
      if (queries.length === 0) return [];
      const every = [...new Set(queries.flat())];
      const found = await look(language, every, null);
      if (!found || found.words.length !== every.length) return fallback.countTerms(language, texts);
      const read = new Map(every.map((word, index) => [word, found.words[index] as WordQuery]));
      return queries.map(
        (words): TermCount => ({ term: words.join(' '), count: found.shelf.countWords(words.map((w) => read.get(w) as WordQuery)) }),
      );
    },

    load,
    ready: () => first ?? Promise.resolve(shelves !== null),
    size() {
      const listed: Record<string, number> = {};
      let bytes = 0;
      for (const [language, shelf] of shelves ?? []) {
        listed[language] = shelf.listed;
        bytes += shelf.bytes();
      }
      return { listed, bytes };
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
    },
  };
}
