import { register } from 'node:module';

/**
 * React Router publishes a production build beside its development build but its package exports
 * offer Node only the development one (with its extra checks and warnings). This resolve hook
 * points every import of React Router's development files at the matching production file, so the
 * production server runs the same code a production browser bundle does. One copy is loaded either
 * way, so the router's React contexts stay shared between the storefront and the server adapter.
 */
const hook = `
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/node_modules/react-router/dist/development/')) {
    return { ...resolved, url: resolved.url.replace('/dist/development/', '/dist/production/') };
  }
  return resolved;
}
`;

/** Registers the hook; call before anything imports react-router. */
export function useProductionModules(): void {
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
