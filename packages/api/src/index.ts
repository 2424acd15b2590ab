export { createApi, type Api, type ApiOptions } from './platform/graphql.ts';
export { openDatabase, hasRows, type Database, type Db } from './platform/db.ts';
export type { Logger } from './platform/logger.ts';
