import { search } from '@shop/rules';
import { isSearchableQuery } from './quick-search-model.ts';
import { normalizeTerm } from './recent-searches.ts';

/** What the overlay does when the shopper pauses typing. */
export interface SearchTimingHandlers {
  /** 300 ms after the last keystroke of a query longer than 3 characters: open (or keep open) for this term (S3). */
  settle(term: string): void;
  /** 500 ms after the last keystroke of such a query: ask for its suggestions (S5). */
  fetch(term: string): void;
  /** The query dropped to 3 characters or fewer while the overlay was open (S4). */
  close(): void;
}

export interface SearchTiming {
  /** The field's value changed. */
  input(query: string): void;
  /** Closed by the shopper (close button, Escape, submit, navigation): nothing pending stays. */
  cancel(): void;
}

/**
 * The overlay's clock (000 §4, §5, §9): a query of more than 3 characters opens the overlay 300 ms
 * after typing stops and asks for data 500 ms after typing stops; shorter queries do neither and
 * close an open overlay at once.
 */
export function createSearchTiming(handlers: SearchTimingHandlers): SearchTiming {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let fetchTimer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const clearTimers = () => {
    clearTimeout(settleTimer);
    clearTimeout(fetchTimer);
    settleTimer = undefined;
    fetchTimer = undefined;
  };

  return {
    input(query) {
      clearTimers();
      if (!isSearchableQuery(query)) {
        if (open) handlers.close();
        open = false;
        return;
      }
      const term = normalizeTerm(query);
      settleTimer = setTimeout(() => {
        open = true;
        handlers.settle(term);
      }, search.overlayDelayMs);
      fetchTimer = setTimeout(() => handlers.fetch(term), search.debounceMs);
    },
    cancel() {
      clearTimers();
      open = false;
    },
  };
}
