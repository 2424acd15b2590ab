import { describe, expect, it } from 'vitest';
import { loadPageByPath } from '../features/shell/page-route.server.ts';
import type { NotFoundData } from '../features/shell/not-found-data.ts';
import { fakeContext } from './api-context.fixture.ts';

/** What the catch-all throws for an unknown address while the 404 page's content fails this way. */
async function notFoundWith(failure: unknown) {
  const { context } = fakeContext({
    Route: () => ({ route: null }),
    NotFoundPage: () => {
      throw failure;
    },
  });
  const thrown = await loadPageByPath(new Request('http://shop.test/bestaat-niet/'), context).catch((error: unknown) => error);
  // React Router's `data()`: the payload and its status.
  if (!(thrown && typeof thrown === 'object' && 'init' in thrown)) throw new Error('expected the 404 answer');
  return thrown as { data: NotFoundData; init: { status: number } };
}

describe('the 404 page when its content fails (E5)', () => {
  it('is still the 404 page, with the failure as text instead of the content', async () => {
    const answer = await notFoundWith(new Error('content service down'));
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({ notFound: true, page: null, contentError: 'content service down' });
  });

  it('an API out of service (E3) reads as its status, not as an object', async () => {
    const answer = await notFoundWith(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    expect(answer.init.status).toBe(404);
    expect(answer.data.contentError).toBe('503 Service Unavailable');
  });
});
