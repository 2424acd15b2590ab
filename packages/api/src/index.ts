/** `@shop/api`: the same as `@shop/api/server`; new code names the entry point it means. */
export * from './server.ts';
