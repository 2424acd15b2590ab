/**
 * Cache tags over HTTP (decision 063): a storefront process apart from the API keeps pages as one
 * process does, so it needs to know what each answer was read from. It asks with the
 * `x-shop-cache-tags` header; the request then collects its tags (and the query parameters it read)
 * as an in-process call does, and the answer carries them as `extensions.cacheTags`. Other clients
 * do not ask and get the answer as before.
 */
import { handleStreamOrSingleExecutionResult } from '@envelop/core';
import { CACHE_TAGS_REQUEST_HEADER } from '@shop/rules';
import type { Plugin } from 'graphql-yoga';

/** The sets collected for HTTP requests that asked for their tags; an in-process caller's own set is not answered. */
const answered = new WeakSet<Set<string>>();

/** A collector for an HTTP request that asks for its answer's tags, or undefined when it does not. */
export function cacheTagsAskedBy(request: Request): Set<string> | undefined {
  if (!request.headers.has(CACHE_TAGS_REQUEST_HEADER)) return undefined;
  const tags = new Set<string>();
  answered.add(tags);
  return tags;
}

export function useCacheTagsAnswer(): Plugin<{ cacheTags?: Set<string> | undefined }> {
  return {
    onExecute() {
      return {
        onExecuteDone(payload) {
          const tags = payload.args.contextValue.cacheTags;
          if (!tags || !answered.has(tags)) return;
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            setResult({ ...result, extensions: { ...result.extensions, cacheTags: [...tags] } });
          });
        },
      };
    },
    onResponse({ request, response }) {
      // The answer differs with the header: a shared cache between the two must keep them apart.
      if (!request.headers.has(CACHE_TAGS_REQUEST_HEADER)) return;
      const vary = response.headers.get('vary');
      response.headers.set('vary', vary ? `${vary}, ${CACHE_TAGS_REQUEST_HEADER}` : CACHE_TAGS_REQUEST_HEADER);
    },
  };
}
