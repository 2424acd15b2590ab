import type { AppLoadContext } from 'react-router';
import type { ContentPageFieldsFragment } from '../../graphql/graphql.ts';
import { notFound } from '../../lib/not-found.server.ts';
import { ContentPageQuery, ContentParentQuery } from './content-query.ts';
import { skippedBlockReporter, toContentPageData, type ContentPageData } from './content-view.ts';

export type { ContentPageData } from './content-view.ts';
/** Kept here for server-side callers; route modules import it from ./content-meta.ts (meta runs in the browser). */
export { contentPageMeta } from './content-meta.ts';

/** The parent page's title for the breadcrumb; a failure only costs the nicer label (B3). */
async function parentTitle(context: AppLoadContext, page: ContentPageFieldsFragment): Promise<string | null> {
  const parent = page.parent_page;
  if (!parent || parent.link_type !== 'Document' || parent.type !== 'page' || !parent.url_key) return null;
  try {
    const { contentPageByUrl } = await context.api.query(ContentParentQuery, { urlKey: parent.url_key, lang: context.language });
    return contentPageByUrl?.page_title || contentPageByUrl?.meta_title || null;
  } catch (error) {
    context.log.warn({ err: error, uid: page.uid }, 'parent page title could not be loaded');
    return null;
  }
}

/** Loads the content page `uid` in the store language (B1); a missing page is the 404 response. */
export async function loadContentPage(context: AppLoadContext, uid: string): Promise<ContentPageData> {
  const { contentPage } = await context.api.query(ContentPageQuery, { uid, lang: context.language });
  if (!contentPage) return notFound(context);
  return toContentPageData(contentPage, {
    parentTitle: await parentTitle(context, contentPage),
    onSkipBlock: skippedBlockReporter(context.isProduction, uid),
  });
}
