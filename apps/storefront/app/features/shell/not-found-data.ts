import type { ContentPageData } from '../content/content-view.ts';

/** What a 404 response carries (built by lib/not-found.server.ts): the CMS 404 page or its load error. */
export interface NotFoundData {
  notFound: true;
  /** The CMS 404 page, shaped for rendering; null when it is missing or failed to load. */
  page: ContentPageData | null;
  contentError: string | null;
}

/** Whether a thrown response's data is the not-found payload. */
export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && (value as { notFound?: unknown }).notFound === true;
}
