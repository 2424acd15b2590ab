import { useCallback, useEffect, useRef, useState } from 'react';
import { useScrollLock } from '../../ui/hooks.ts';
import { quickSearchUrl, type QuickSearchView } from './quick-search-model.ts';
import { loadRecentSearches, normalizeTerm, rememberSearch, saveRecentSearches } from './recent-searches.ts';
import { createSearchTiming, type SearchTiming } from './search-timing.ts';

/** The body class while the overlay is open (000 §4; S4). */
export const OVERLAY_BODY_CLASS = 'search-overlay';

/** Answers kept per term, so typing back to an earlier term asks nothing again. */
const CACHED_TERMS = 20;

export type QuickSearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QuickSearchState {
  /** What the field holds (its owner keeps it). */
  query: string;
  open: boolean;
  status: QuickSearchStatus;
  /** The latest answer; while a newer term loads, the previous one stays on screen. */
  view: QuickSearchView | null;
  recent: string[];
  /** The field changed to this value. */
  input(value: string): void;
  /** Close button, Escape, a click outside or a navigation (S4). */
  close(): void;
  /** The form is submitted with this term: it is kept in recent searches and the overlay closes (S4). */
  submitted(term: string): void;
  /** S16: forget every recent search. */
  clearRecent(): void;
}

/**
 * The search overlay's state (000 §4; S3–S5, S15, S16): opens 300 ms after typing a query of more
 * than 3 characters, stores the term in recent searches, fetches suggestions 500 ms after typing
 * stops, and closes when the query gets short again.
 */
export function useQuickSearch(query: string): QuickSearchState {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<QuickSearchStatus>('idle');
  const [view, setView] = useState<QuickSearchView | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  /** The term this opening of the overlay stored, replaced as the shopper keeps typing. */
  const sessionTerm = useRef<string | null>(null);
  const cache = useRef(new Map<string, QuickSearchView>());
  const request = useRef<AbortController | null>(null);
  const timing = useRef<SearchTiming | null>(null);

  const remember = useCallback((term: string) => {
    const list = rememberSearch(loadRecentSearches(), term, sessionTerm.current);
    saveRecentSearches(list);
    setRecent(list);
    sessionTerm.current = normalizeTerm(term);
  }, []);

  const fetchSuggestions = useCallback(async (term: string) => {
    request.current?.abort();
    const cached = cache.current.get(term);
    if (cached) {
      setView(cached);
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setStatus('loading');
    try {
      const response = await fetch(quickSearchUrl(term), { signal: controller.signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`quick search answered ${response.status}`);
      const answer = (await response.json()) as QuickSearchView;
      cache.current.set(term, answer);
      if (cache.current.size > CACHED_TERMS) cache.current.delete(cache.current.keys().next().value as string);
      if (controller.signal.aborted) return;
      setView(answer);
      setStatus('ready');
    } catch {
      if (!controller.signal.aborted) setStatus('error');
    }
  }, []);

  const closeOverlay = useCallback(() => {
    request.current?.abort();
    request.current = null;
    sessionTerm.current = null;
    setOpen(false);
  }, []);

  useEffect(() => {
    const current = createSearchTiming({
      settle(term) {
        remember(term);
        setOpen(true);
      },
      fetch: (term) => void fetchSuggestions(term),
      close: closeOverlay,
    });
    timing.current = current;
    return () => {
      current.cancel();
      request.current?.abort();
    };
  }, [remember, fetchSuggestions, closeOverlay]);

  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    document.body.classList.add(OVERLAY_BODY_CLASS);
    return () => document.body.classList.remove(OVERLAY_BODY_CLASS);
  }, [open]);

  const input = useCallback((value: string) => timing.current?.input(value), []);

  const close = useCallback(() => {
    timing.current?.cancel();
    closeOverlay();
  }, [closeOverlay]);

  const submitted = useCallback(
    (term: string) => {
      timing.current?.cancel();
      if (normalizeTerm(term) !== '') remember(term);
      closeOverlay();
    },
    [remember, closeOverlay],
  );

  const clearRecent = useCallback(() => {
    saveRecentSearches([]);
    setRecent([]);
  }, []);

  return { query, open, status, view, recent, input, close, submitted, clearRecent };
}
