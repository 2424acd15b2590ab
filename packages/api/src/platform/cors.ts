/**
 * Cross-origin access to /graphql (decision 032): only the origins GRAPHQL_CORS_ORIGINS lists get CORS
 * headers, their own origin echoed; any other origin gets none (no Access-Control-Allow-Origin, no
 * Access-Control-Allow-Credentials), so its pages cannot read an answer or send JSON to the API.
 */
import type { CORSOptions, Plugin } from 'graphql-yoga';

/** Yoga's `cors` option: the request's origin when it is listed, nothing otherwise. */
export function corsFor(origins: readonly string[]): (request: Request) => CORSOptions {
  const listed = new Set(origins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !listed.has(origin)) return false;
    return { origin, credentials: true, methods: ['GET', 'POST'], maxAge: 600 };
  };
}

/** Answers differ by Origin once some origins are listed: shared caches must keep them apart. */
export function useVaryByOrigin(origins: readonly string[]): Plugin {
  if (origins.length === 0) return {};
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (!vary?.split(',').some((value) => value.trim().toLowerCase() === 'origin')) {
        response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
      }
    },
  };
}
