import { buildListingUrl, isRangeApplied, type NumericRange } from '@shop/rules';
import type { FullListingState } from './listing-request.ts';

/**
 * Staged filter choices (001 §4 Catalogue filters; C16, C20): options chosen in the filter panel
 * are "to be selected" until the shopper applies them. Pure functions; the panel's hook holds state.
 */
export type StagedFilters = Readonly<Record<string, readonly string[]>>;

/** A filter the page itself stands for (the category of a category page, the brand of a brand page). */
export interface ScopeFilter {
  key: string;
  values: readonly string[];
}

/** The storefront's own address for the live count (resource route `routes/listing-count.tsx`). */
export const LISTING_COUNT_PATH = '/listing/count/';

/** Waiting time after the last change before the count is asked for, so quick clicks send one request. */
export const COUNT_DELAY_MS = 150;

/** Drops empty lists so that "no values" and "no key" compare equal. */
function compact(filters: StagedFilters): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0));
}

/** Chooses or drops one option of a filter (the option's checkbox in the panel). */
export function toggleStagedOption(staged: StagedFilters, key: string, value: string): StagedFilters {
  const current = staged[key] ?? [];
  const values = current.includes(value) ? current.filter((other) => other !== value) : [...current, value];
  return compact({ ...staged, [key]: values });
}

/** Whether an option is among the staged choices. */
export function isStaged(staged: StagedFilters, key: string, value: string): boolean {
  return (staged[key] ?? []).includes(value);
}

/**
 * Stages a range (C3): the filter only counts when the chosen min or max differs from the bounds;
 * at the bounds (or with no range) the key is dropped. Values outside the bounds are pulled in.
 */
export function stageRange(staged: StagedFilters, key: string, range: NumericRange | null, bounds: NumericRange): StagedFilters {
  const next: Record<string, readonly string[]> = { ...staged };
  delete next[key];
  if (range) {
    const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
    const min = clamp(Math.min(range.min, range.max));
    const max = clamp(Math.max(range.min, range.max));
    if (isRangeApplied({ min, max }, bounds)) next[key] = [String(min), String(max)];
  }
  return next;
}

/** An order-independent fingerprint of a filter set, for comparing and as an effect dependency. */
export function filtersSignature(filters: StagedFilters): string {
  return JSON.stringify(
    Object.entries(compact(filters))
      .map(([key, values]) => [key, [...values].sort()] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** True when the staged choices differ from the ones in the address (the panel then offers apply/cancel). */
export function isStagedDirty(staged: StagedFilters, applied: StagedFilters): boolean {
  return filtersSignature(staged) !== filtersSignature(applied);
}

/** Whether any filter is staged at all ("clear all" has something to clear). */
export function hasStagedFilters(staged: StagedFilters): boolean {
  return Object.values(staged).some((values) => values.length > 0);
}

/**
 * The address that applies the staged choices (C1–C6): the same base path, search, sort and page
 * size, the staged filters, and page 1 (the old page may not exist in the new result).
 */
export function stagedListingUrl(basePath: string, state: FullListingState, staged: StagedFilters): string {
  return buildListingUrl(basePath, { ...state, filters: compact(staged), page: null });
}

/**
 * The live count request for the staged choices: the listing's own query (C1–C4 encoding) with the
 * page's scope filters added, so the count route needs no knowledge of categories or brands.
 */
export function countRequestUrl(scope: readonly ScopeFilter[], q: string | null, staged: StagedFilters): string {
  const filters: Record<string, readonly string[]> = { ...compact(staged) };
  for (const filter of scope) filters[filter.key] = filter.values;
  const query = buildListingUrl('', { q, filters });
  return `${LISTING_COUNT_PATH}${query}`;
}

/**
 * Reads the count route's answer. An answer without a whole, non-negative `totalCount` is ignored
 * (null), so the button keeps its previous number instead of showing a wrong one (C21).
 */
export function readCountResponse(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const total = (body as { totalCount?: unknown }).totalCount;
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : null;
}
