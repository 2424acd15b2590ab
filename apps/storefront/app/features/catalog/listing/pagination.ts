/** A page link or a gap ("…") in the pagination bar. */
export type PageItem = { page: number; current: boolean } | { gap: true; key: string };

/**
 * The pages to show around the current one (C28): always the first and the last, the current page
 * with one neighbour each side, and gaps where pages are left out. Short runs are shown in full.
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - 1; page <= current + 1; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  // Show a lone hidden page instead of a gap that would stand for just one number.
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ page: page - 1, current: page - 1 === current });
    else if (page - previous > 2) items.push({ gap: true, key: `gap-${previous}` });
    items.push({ page, current: page === current });
    previous = page;
  }
  return items;
}

/** Number of pages for a listing; at least one so an empty listing still has "page 1". */
export function pageCount(totalCount: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, itemsPerPage)));
}
