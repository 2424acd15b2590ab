/**
 * Document bounds before parsing and while validating: size (413, before the text is hashed, parsed or
 * cached), tokens (while parsing), aliases, depth and directives, over HTTP and in process.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_BUDGET } from './query-budget.ts';
import { postJson, testApiForFile } from './test-file-api.ts';

const t = testApiForFile({ products: 4, production: true });

const post = (query: string) => postJson(t, { query });

describe('document bounds', () => {
  it('refuses a document over 32 KiB with 413 before parsing it, over HTTP and in process', async () => {
    // Valid GraphQL, few tokens: only its size is wrong.
    const query = `{ __typename }\n#${'x'.repeat(QUERY_BUDGET.maxDocumentBytes)}`;
    const { status, answer } = await post(query);
    expect(status).toBe(413);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The GraphQL document is larger than 32 KiB; send a smaller one.',
      extensions: { code: 'DOCUMENT_TOO_LARGE' },
    });
    const direct = await t.api.run({ query });
    expect(direct.status).toBe(413);
    // Counted in bytes: 11,000 three-byte characters are 33,000 bytes.
    expect((await post(`{ __typename }\n#${'€'.repeat(11_000)}`)).status).toBe(413);
    expect((await post(`{ __typename }\n#${'€'.repeat(10_000)}`)).status).toBe(200);
  });

  it('refuses more than 5,000 tokens', async () => {
    const { answer } = await post(`{ ${'a '.repeat(QUERY_BUDGET.maxTokens + 1)}}`);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Token limit of 5000 exceeded/);
  });

  it('refuses more than 15 aliases, nesting deeper than 12 and more than 10 directives', async () => {
    const aliases = await post(`{ ${Array.from({ length: QUERY_BUDGET.maxAliases + 1 }, (_, i) => `a${i}: ping`).join(' ')} }`);
    expect(aliases.answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    let selection = 'sku';
    for (let i = 0; i < QUERY_BUDGET.maxDepth; i++) selection = `crosssell_products { ${selection} }`;
    const deep = await post(`{ products(pageSize: 1) { items { ${selection} } } }`);
    expect(deep.answer.errors?.[0]?.message).toMatch(/depth limit of 12 exceeded/i);
    const directives = await post(`{ __typename ${'@include(if: true) '.repeat(QUERY_BUDGET.maxDirectives + 1)}}`);
    expect(directives.answer.errors?.[0]?.message).toMatch(/Directives limit of 10 exceeded/);
    for (const refused of [aliases, deep, directives]) expect(refused.answer.data ?? null).toBeNull();
    // At the bounds, the same documents pass.
    const fifteen = await post(`{ ${Array.from({ length: QUERY_BUDGET.maxAliases }, (_, i) => `a${i}: ping`).join(' ')} }`);
    expect(fifteen.answer.errors).toBeUndefined();
  });
});
