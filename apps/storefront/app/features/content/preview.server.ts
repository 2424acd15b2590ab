import type { AppLoadContext } from 'react-router';
import { notFound } from '../../lib/not-found.server.ts';
import { ContentPreviewQuery } from './content-query.ts';
import { skippedBlockReporter, toContentPageData, type ContentPageData } from './content-view.ts';

/** Longer strings are not preview tokens; refused without asking the API. */
const MAX_TOKEN_LENGTH = 600;

/**
 * `/preview/?token=…` (R6): the content page a valid preview token opens, drafts included;
 * without a token, or with a forged, expired or unknown one, the 404 page.
 */
export async function loadContentPreview(request: Request, context: AppLoadContext): Promise<ContentPageData> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return notFound(context);
  const { contentPreview } = await context.api.query(ContentPreviewQuery, { token });
  if (!contentPreview) return notFound(context);
  return toContentPageData(contentPreview, { onSkipBlock: skippedBlockReporter(context.isProduction, contentPreview.uid) });
}
