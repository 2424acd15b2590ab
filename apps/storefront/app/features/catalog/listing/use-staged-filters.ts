import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NumericRange } from '@shop/rules';
import type { ListingView } from './listing-model.ts';
import {
  COUNT_DELAY_MS,
  countRequestUrl,
  filtersSignature,
  hasStagedFilters,
  isStagedDirty,
  readCountResponse,
  stageRange,
  stagedListingUrl,
  toggleStagedOption,
  type StagedFilters,
} from './staged-filters.ts';

export interface StagedCount {
  /** The number the "show N products" button shows; null when the count could not be had. */
  total: number | null;
  /** A newer count is on its way. */
  pending: boolean;
}

export interface FilterStaging {
  staged: StagedFilters;
  /** The staged choices differ from the address. */
  dirty: boolean;
  /** Something is staged ("clear all" has work to do). */
  hasAny: boolean;
  count: StagedCount;
  /** Changes whenever the staged set is replaced from outside (reset, clear, new address): range inputs start again. */
  resetToken: number;
  toggle(key: string, value: string): void;
  setRange(key: string, range: NumericRange | null, bounds: NumericRange): void;
  /** C20: back to what the address says. */
  reset(): void;
  /** C20: every filter unselected (still staged until applied). */
  clear(): void;
  /** C20: the staged choices become the address. */
  apply(): void;
}

/**
 * Staged filter selection for the filter panel (C16, C20, C21): choices stay local until applied,
 * while the count route tells how many products they would show.
 */
export function useStagedFilters(listing: ListingView): FilterStaging {
  const navigate = useNavigate();
  const applied = listing.state.filters;
  const appliedSignature = filtersSignature(applied);

  const [staged, setStagedState] = useState<StagedFilters>(applied);
  const [seenSignature, setSeenSignature] = useState(appliedSignature);
  const [resetToken, setResetToken] = useState(0);
  const [answer, setAnswer] = useState<{ signature: string; total: number | null } | null>(null);
  // Apply reads the latest choice even when a state update from the same gesture is not rendered yet.
  const stagedRef = useRef(staged);

  const replace = useCallback((next: StagedFilters, restart: boolean) => {
    stagedRef.current = next;
    setStagedState(next);
    if (restart) setResetToken((token) => token + 1);
  }, []);

  // A new address (applied filters, back button, chip removed) replaces whatever was staged.
  if (seenSignature !== appliedSignature) {
    setSeenSignature(appliedSignature);
    stagedRef.current = applied;
    setStagedState(applied);
    setResetToken((token) => token + 1);
  }

  const dirty = isStagedDirty(staged, applied);
  const stagedSignature = filtersSignature(staged);
  const countUrl = countRequestUrl(listing.scope, listing.state.q, staged);

  useEffect(() => {
    if (!dirty) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(countUrl, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) => (response.ok ? readCountResponse(await response.json()) : null))
        .then((total) => {
          // C21: an answer without a usable count leaves the previous number in place.
          if (total !== null) setAnswer({ signature: stagedSignature, total });
          else setAnswer((previous) => ({ signature: stagedSignature, total: previous?.total ?? null }));
        })
        .catch(() => {
          // Aborted because the choice changed again, or offline: nothing to show for this one.
        });
    }, COUNT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [dirty, countUrl, stagedSignature]);

  let count: StagedCount;
  if (!dirty) count = { total: listing.totalCount, pending: false };
  else if (answer?.signature === stagedSignature) count = { total: answer.total, pending: false };
  else count = { total: answer?.total ?? listing.totalCount, pending: true };

  return {
    staged,
    dirty,
    hasAny: hasStagedFilters(staged),
    count,
    resetToken,
    toggle: (key, value) => replace(toggleStagedOption(stagedRef.current, key, value), false),
    setRange: (key, range, bounds) => replace(stageRange(stagedRef.current, key, range, bounds), false),
    reset: () => replace(applied, true),
    clear: () => replace({}, true),
    apply: () => {
      if (!isStagedDirty(stagedRef.current, applied)) return;
      void navigate(stagedListingUrl(listing.basePath, listing.state, stagedRef.current), { preventScrollReset: true });
    },
  };
}
