/**
 * The documents the API knows by hash: the storefront's and the server's own (the store directory,
 * the sitemaps), both written by `npm run codegen`. Any other client sends its document text.
 */
import { fileURLToPath } from 'node:url';
import { readPersistedDocuments, type PersistedDocuments } from '@shop/api/server';
import { persistedDocumentsFile } from './storefront.ts';

export const serverDocumentsFile = fileURLToPath(new URL('./graphql/persisted-documents.json', import.meta.url));

export function shopPersistedDocuments(): PersistedDocuments {
  return new Map([...readPersistedDocuments(persistedDocumentsFile), ...readPersistedDocuments(serverDocumentsFile)]);
}
