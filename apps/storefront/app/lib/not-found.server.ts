import { data, type AppLoadContext } from 'react-router';
import { skippedBlockReporter, toContentPageData, type ContentPageData } from '../features/content/content-view.ts';
import type { NotFoundData } from '../features/shell/not-found-data.ts';
import { NotFoundPageQuery } from '../features/shell/not-found-query.ts';

export type { NotFoundData } from '../features/shell/not-found-data.ts';

async function loadNotFoundPage(context: AppLoadContext): Promise<ContentPageData | null> {
  const result = await context.api.query(NotFoundPageQuery, { lang: context.language });
  return result.contentPage
    ? toContentPageData(result.contentPage, { onSkipBlock: skippedBlockReporter(context.isProduction, '404') })
    : null;
}

/** What a content failure says: an error's message, or the status of an API out of service (a thrown Response, E3). */
function failureText(error: unknown): string {
  if (error instanceof Response) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * The 404 response every route throws for a missing resource: status 404 with the content page
 * of uid `404` in the store's language (spec 000 §2 Not-found screen). A content failure is
 * carried as text (spec 000 §8) instead of failing the page.
 */
export async function notFound(context: AppLoadContext): Promise<never> {
  let page: NotFoundData['page'] = null;
  let contentError: string | null = null;
  try {
    page = await loadNotFoundPage(context);
  } catch (error) {
    contentError = failureText(error);
    context.log.warn({ err: error }, '404 content could not be loaded');
  }
  throw data<NotFoundData>({ notFound: true, page, contentError }, { status: 404 });
}
