/**
 * Bad input gave 500: a NUL byte in 14 of 23 GraphQL arguments answered "Unexpected error." (the
 * database refuses it). Now every argument of every query and mutation, written in the document or
 * given as a variable, with a NUL or an unpaired surrogate answers 400 BAD_USER_INPUT naming the
 * argument, before any resolver runs, over HTTP and in process; so does such a Store header.
 */
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './graphql.ts';
import { resolvers } from './resolvers.ts';
import { testApiForFile } from './test-file-api.ts';

const t = testApiForFile({ products: 4, production: true });

const schema = createSchema({ typeDefs: loadTypeDefs(), resolvers });
const BAD = 'a\u0000b';

/** A literal of `type`; strings carry the NUL. Only required input fields are filled, plus every text. */
function literal(type: GraphQLInputType, depth = 0): string | null {
  if (isNonNullType(type)) return literal(type.ofType, depth);
  if (isListType(type)) {
    const item = literal(type.ofType, depth);
    return item === null ? null : `[${item}]`;
  }
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    if (depth > 4) return null;
    const fields = Object.values(type.getFields())
      .map((field) => {
        const value = isNonNullType(field.type) || carriesText(field.type) ? literal(field.type, depth + 1) : null;
        return value === null ? null : `${field.name}: ${value}`;
      })
      .filter((field): field is string => field !== null);
    return `{ ${fields.join(', ')} }`;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return '1';
    if (type.name === 'Float') return '1.5';
    if (type.name === 'Boolean') return 'true';
    return JSON.stringify(BAD);
  }
  return null;
}

function carriesText(type: GraphQLInputType, depth = 0): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return !['Int', 'Float', 'Boolean'].includes(named.name);
  if (isInputObjectType(named) && depth < 4) return Object.values(named.getFields()).some((field) => carriesText(field.type, depth + 1));
  return false;
}

/** Every query and mutation that takes text somewhere in its arguments, as a document that validates. */
function documentsWithText(): { field: string; query: string; argumentNames: string[] }[] {
  const roots: [string, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([operation, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter((field: GraphQLField<unknown, unknown>) => field.args.some((argument) => carriesText(argument.type)))
      .map((field) => {
        const args = field.args
          .map((argument) => {
            const value = isNonNullType(argument.type) || carriesText(argument.type) ? literal(argument.type) : null;
            return value === null ? null : `${argument.name}: ${value}`;
          })
          .filter((argument): argument is string => argument !== null);
        const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
        return {
          field: field.name,
          query: `${operation} { ${field.name}(${args.join(', ')})${selection} }`,
          argumentNames: field.args.map((argument) => argument.name),
        };
      }),
  );
}

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; argument?: string; field?: string } }[];
}

describe('NUL bytes and unpaired surrogates in arguments', () => {
  const documents = documentsWithText();

  it('finds the arguments to try (at least the 23 the report tried)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(23);
  });

  it('answers 400 BAD_USER_INPUT naming the argument, for every field that takes text, over HTTP and in process', async () => {
    const wrong: unknown[] = [];
    for (const { field, query, argumentNames } of documents) {
      const response = await t.request({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const answer = (await response.json()) as Answer;
      const direct = await t.api.run({ query });
      const error = answer.errors?.[0];
      const named = error?.extensions?.field === field && argumentNames.includes(error.extensions.argument ?? '');
      if (response.status !== 400 || error?.extensions?.code !== 'BAD_USER_INPUT' || !named || direct.status !== 400) {
        wrong.push({ field, status: response.status, inProcess: direct.status, error, query });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL or an unpaired surrogate in a variable, nested in an input object too', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['query Q($search: String) { productList(search: $search) { totalCount } }', { search: BAD }],
      ['query Q($search: String) { productList(search: $search) { totalCount } }', { search: 'half \ud800 pair' }],
      ['query Q($f: [ListFilterInput!]) { productList(filters: $f) { totalCount } }', { f: [{ key: 'color', values: ['red', BAD] }] }],
      ['mutation M($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }', { email: `x${BAD}@example.com` }],
    ];
    for (const [query, variables] of cases) {
      const answer = (await t.query(query, variables)) as Answer;
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^"[\w.[\]]+" contains characters that are not allowed$/),
        extensions: { code: 'BAD_USER_INPUT', category: 'graphql-input' },
      });
      const direct = await t.api.run({ query, variables });
      expect(direct.status).toBe(400);
    }
    // Pairs that belong together are fine.
    const emoji = await t.api.run({ query: '{ productList(search: "shirt 👕") { totalCount } }' });
    expect(emoji.errors).toBeUndefined();
  });

  it('refuses a Store header with a NUL', async () => {
    const answer = await t.api.run({ query: '{ storeConfig { code } }', store: `nl${BAD}` });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Store header/), extensions: { code: 'BAD_USER_INPUT' } });
  });
});
