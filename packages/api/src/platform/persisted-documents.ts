import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { z } from 'zod';

/**
 * The documents the shop's own storefront sends, by hash (`sha256:<hex>` of the text), as GraphQL Code
 * Generator writes them to `persisted-documents.json`. Clients name them by hash alone; any other client
 * may still send its own document text.
 */
export type PersistedDocuments = ReadonlyMap<string, string>;

const HASH = /^(?:sha256:)?([0-9a-f]{64})$/;
const manifestSchema = z.record(z.string(), z.string().min(1));

/** Checks a manifest: every key must be the sha256 of its document, so clients can compute it too. */
export function persistedDocumentsFrom(manifest: unknown, source = 'the persisted documents'): PersistedDocuments {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) throw new Error(`${source} is not a hash → document map: ${z.prettifyError(parsed.error)}`);
  for (const [hash, text] of Object.entries(parsed.data)) {
    if (!hash.startsWith('sha256:') || !HASH.test(hash))
      throw new Error(`${source}: "${hash}" is not a document hash (sha256:<64 hex digits>)`);
    if (hash !== `sha256:${sha256(text)}`) throw new Error(`${source}: ${hash} is not the hash of its document; run \`npm run codegen\``);
  }
  return new Map(Object.entries(parsed.data));
}

/** Reads the manifest GraphQL Code Generator writes for the storefront (`npm run codegen`). */
export function readPersistedDocuments(file: string): PersistedDocuments {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the persisted documents at ${file} (${(error as Error).message}); run \`npm run codegen\``);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  return persistedDocumentsFrom(manifest, file);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The same answer Apollo's and Yoga's automatic persisted queries give for an unknown hash. */
export function persistedQueryNotFound() {
  return createGraphQLError('PersistedQueryNotFound', {
    extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } },
  });
}

function badRequest(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}

/** The persisted document for a hash given as `sha256:<hex>` or bare hex; undefined when unknown. */
function documentFor(documents: PersistedDocuments, id: string): string | undefined {
  const hex = HASH.exec(id)?.[1];
  return hex ? documents.get(`sha256:${hex}`) : undefined;
}

/** The text of a `documentId` request (GraphQL over HTTP, persisted documents appendix). */
export function documentById(documents: PersistedDocuments, documentId: unknown, query: unknown): string {
  if (typeof documentId !== 'string') throw badRequest('"documentId" must be a string.');
  if (query != null) throw badRequest('Send either "query" or "documentId", not both.');
  const text = documentFor(documents, documentId);
  if (text === undefined) throw persistedQueryNotFound();
  return text;
}

interface PersistedQueryExtension {
  version: 1;
  sha256Hash: string;
}

function persistedQueryOf(extensions: unknown): PersistedQueryExtension | null {
  const candidate = (extensions as { persistedQuery?: Partial<PersistedQueryExtension> } | null | undefined)?.persistedQuery;
  return candidate?.version === 1 && typeof candidate.sha256Hash === 'string' ? (candidate as PersistedQueryExtension) : null;
}

/**
 * Serves the persisted documents over HTTP: `documentId` (POST body or GET parameter) or the APQ
 * extension `persistedQuery.sha256Hash` without a query. Hashes it does not know fall through to
 * automatic persisted queries (registered earlier by a client), so place it before `useAPQ`.
 */
export function usePersistedDocuments(documents: PersistedDocuments): Plugin {
  return {
    onParams({ params, request, setParams }) {
      const { documentId: fromBody, ...rest } = params as typeof params & { documentId?: unknown };
      // Yoga's GET parser reads only query, variables, operationName and extensions.
      const documentId = fromBody ?? (request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : null);
      if (documentId != null) {
        setParams({ ...rest, query: documentById(documents, documentId, params.query) });
        return;
      }
      if (params.query != null) return;
      const persisted = persistedQueryOf(params.extensions);
      const text = persisted ? documentFor(documents, persisted.sha256Hash) : undefined;
      if (text === undefined) return;
      // Drop the extension so automatic persisted queries do not store a document we already hold.
      const { persistedQuery: _known, ...extensions } = params.extensions as Record<string, unknown>;
      setParams({ ...rest, query: text, extensions });
    },
  };
}
