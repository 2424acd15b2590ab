/**
 * Remote crash: 401 distinct 10 MB documents, three at a time, drove the process to 4.6 GB and out of
 * memory (bodies up to 24 MB were read, the parse cache kept every text). Now a body is cut at the
 * budget while it is read, a GET's query string is bounded, and the heap stays flat under the same
 * abuse.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_BUDGET } from './query-budget.ts';
import { testApiForFile, type HttpAnswer } from './test-file-api.ts';
import { heapAfterGc } from './heap-testing.ts';

const MB = 1024 * 1024;

const t = testApiForFile({ products: 4, production: true });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('request size', () => {
  it('answers 413 to a body over the bound, said by Content-Length, before reading it', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(QUERY_BUDGET.maxBodyBytes) } });
    const response = await post(body, { 'content-length': String(Buffer.byteLength(body)) });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as HttpAnswer;
    expect(answer.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('cuts a body that does not say its length (or says less) once it passes the bound', async () => {
    const padding = 'x'.repeat(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":"{ __typename }","variables":{"padding":"'));
      },
      pull(controller) {
        // 100 MB if read to the end: the API must stop long before.
        if (sent >= 100 * MB) return controller.close();
        sent += padding.length;
        controller.enqueue(new TextEncoder().encode(padding));
      },
    });
    const response = await t.request({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MB);
  });

  it('answers 414 to a GET whose query string is over the bound', async () => {
    const query = encodeURIComponent(`#${'x'.repeat(QUERY_BUDGET.maxQueryStringBytes)}\n{ __typename }`);
    const response = await t.request({ path: `/graphql?query=${query}`, method: 'GET' });
    expect(response.status).toBe(414);
    expect(((await response.json()) as HttpAnswer).errors?.[0]?.extensions?.code).toBe('URI_TOO_LONG');
  });

  it('keeps answering documents within the bounds', async () => {
    const response = await post(JSON.stringify({ query: `#${'x'.repeat(16 * 1024)}\n{ __typename }` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('remote crash', () => {
  it('refuses distinct 10 MB documents, three at a time, with the heap staying flat', async () => {
    const padding = 'x'.repeat(10 * MB);
    const statuses: number[] = [];
    const before = heapAfterGc();
    const requests = 60;
    for (let i = 0; i < requests; i += 3) {
      const batch = [i, i + 1, i + 2].map(async (n) => {
        const body = JSON.stringify({ query: `#${n}${padding}\n{ __typename }` });
        const response = await post(body);
        statuses.push(response.status);
        await response.body?.cancel();
      });
      await Promise.all(batch);
    }
    const after = heapAfterGc();
    expect(statuses).toEqual(Array.from({ length: requests }, () => 413));
    expect(after - before).toBeLessThan(150);
    // The API still answers as before.
    expect(await t.query('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});
