import { describe, expect, it } from 'vitest';
import { CartCreateEmptyDocument, ProductPageDocument } from '../graphql/graphql.ts';
import { ApiError, createApiClient, createHttpTransport, type ApiAnswer, type ApiOperation } from './api.server.ts';

const productHash = ProductPageDocument.__meta__?.hash as string;

/** A transport that records what it is handed and answers from a list. */
function recordingTransport(...answers: ApiAnswer[]) {
  const sent: ApiOperation[] = [];
  const transport = async (operation: ApiOperation) => {
    sent.push(operation);
    return answers.shift() ?? { status: 200, data: {} };
  };
  return { sent, transport };
}

describe('API client', () => {
  it('sends a generated document as its hash only, with the store, token and request id', async () => {
    const { sent, transport } = recordingTransport({ status: 200, data: { products: { items: [] } } });
    const client = createApiClient({ transport, storeCode: 'de', customerToken: 'tok', requestId: 'req-1' });
    expect(await client.query(ProductPageDocument, { sku: 'VA-1' })).toEqual({ products: { items: [] } });
    expect(productHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sent).toEqual([
      { documentId: productHash, variables: { sku: 'VA-1' }, kind: 'query', store: 'de', customerToken: 'tok', requestId: 'req-1' },
    ]);
  });

  it('marks mutations, so they are never sent as GET', async () => {
    const { sent, transport } = recordingTransport({ status: 200, data: { createEmptyCart: 'abc' } });
    await createApiClient({ transport, storeCode: 'nl' }).query(CartCreateEmptyDocument, {});
    expect(sent[0]?.kind).toBe('mutation');
  });

  it('sends the document text when the API does not know the hash', async () => {
    const { sent, transport } = recordingTransport(
      { status: 404, errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { status: 200, data: { products: { items: [] } } },
    );
    await createApiClient({ transport, storeCode: 'nl' }).query(ProductPageDocument, { sku: 'VA-1' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.documentId).toBeUndefined();
    expect(sent[1]?.query).toBe(ProductPageDocument.toString());
  });

  it('throws the API errors with their extensions, and the status when there is no answer', async () => {
    const errors = [{ message: 'Could not find a cart with ID "x"', extensions: { category: 'graphql-no-such-entity' } }];
    const failing = createApiClient({ transport: recordingTransport({ status: 200, data: null, errors }).transport, storeCode: 'nl' });
    const thrown = await failing.query(ProductPageDocument, { sku: 'x' }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ message: 'Could not find a cart with ID "x"', errors, status: 200 });

    const empty = createApiClient({ transport: recordingTransport({ status: 502 }).transport, storeCode: 'nl' });
    await expect(empty.query(ProductPageDocument, { sku: 'x' })).rejects.toMatchObject({
      errors: [],
      status: 502,
      message: 'API request failed with status 502',
    });
  });
});

describe('HTTP transport', () => {
  function capture(response: () => Response = () => Response.json({ data: { ok: true } })) {
    const requests: Request[] = [];
    const transport = createHttpTransport({
      baseUrl: 'https://api.shop.test',
      fetch: async (request) => {
        requests.push(request);
        return response();
      },
    });
    return { requests, transport };
  }
  const base: ApiOperation = { variables: { sku: 'VA-1' }, kind: 'query', store: 'de', customerToken: 'tok', requestId: 'req-1' };

  it('sends a persisted query as a GET a CDN can cache, with hash and variables in the address', async () => {
    const { requests, transport } = capture();
    expect(await transport({ ...base, documentId: productHash })).toEqual({ data: { ok: true }, errors: undefined, status: 200 });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('documentId')).toBe(productHash);
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ sku: 'VA-1' });
    expect(url.searchParams.has('query')).toBe(false);
    expect(Object.fromEntries(request!.headers)).toEqual({ store: 'de', authorization: 'Bearer tok', 'x-request-id': 'req-1' });
  });

  it('posts mutations, document texts and queries too long for an address', async () => {
    const { requests, transport } = capture();
    await transport({ ...base, kind: 'mutation', documentId: productHash });
    await transport({ ...base, query: '{ ping }' });
    await transport({ ...base, documentId: productHash, variables: { skus: Array.from({ length: 300 }, (_, i) => `VA-${i}`) } });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
    expect(await requests[0]!.json()).toEqual({ documentId: productHash, variables: { sku: 'VA-1' } });
    expect(await requests[1]!.json()).toEqual({ query: '{ ping }', variables: { sku: 'VA-1' } });
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
  });

  it("posts a query with a secret among its variables, so a gift card's PIN never lands in an address or a log", async () => {
    const { requests, transport } = capture();
    await transport({ ...base, documentId: productHash, variables: { code: '6064365001234567890', pin: '123456' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('https://api.shop.test/graphql');
    expect(await requests[0]!.json()).toEqual({ documentId: productHash, variables: { code: '6064365001234567890', pin: '123456' } });
  });

  it('reports an answer that is not JSON by its status', async () => {
    const { transport } = capture(() => new Response('Bad gateway', { status: 502 }));
    expect(await transport({ ...base, documentId: productHash })).toEqual({ status: 502 });
  });
});
