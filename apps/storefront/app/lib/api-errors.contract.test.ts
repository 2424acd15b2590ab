/**
 * The error contract between API and storefront (decision 039):
 * 1. every code a shopper can meet has its message `apiError.<CODE>` in nl, en and de, using no
 *    placeholder the code does not carry; codes marked `internal` need none;
 * 2. no storefront or server module decides by the API's English words: no regular expression
 *    that spells words matches a message the API answers with, and no text the API answers with
 *    is compared, searched for or used as a lookup key. The API's messages are read from its
 *    sources (the texts given to the error helpers and its message constants).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode, locales, type ErrorCodeSpec } from '@shop/rules';
import { apiErrorInfo, apiErrorMessage, apiErrorMessageId, userErrorInfo } from './api-errors.ts';
import { catalogue } from './i18n/catalogue.server.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const APP_DIR = path.resolve(HERE, '..');
const REPO = path.resolve(APP_DIR, '../../..');
const API_DIR = path.join(REPO, 'packages/api/src');
const SERVER_DIR = path.join(REPO, 'server/src');

/** TypeScript sources under `dir`: no tests, fixtures, generated code or message catalogues. */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated', 'graphql', 'texts', 'build', 'dist'].includes(entry.name) && !entry.name.startsWith('+'))
          walk(full);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|fixture|abuse\.test)\.tsx?$/.test(entry.name) &&
        !/(^|-)fixtures?\.ts$/.test(entry.name) &&
        entry.name !== 'messages.ts' &&
        !entry.name.endsWith('.d.ts')
      ) {
        found.push(full);
      }
    }
  };
  walk(dir);
  return found.sort();
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The fixed pieces of a string or template literal (a template's parts between its `${…}`). */
function literalPieces(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/** A piece worth comparing: words, not a key, a code or punctuation (at least two words, ten characters). */
function isSentencePiece(piece: string): boolean {
  const text = piece.trim();
  return text.length >= 10 && /[a-z]{2,}\s+[a-z"']/i.test(text);
}

/** Calls that build an API error: the text among their arguments is what Magento clients read. */
const ERROR_CALLS =
  /^(userError|inputError|notFoundError|authorizationError|budgetError|badRequest|refusal|GraphQLError|createGraphQLError|tooManyRequests)$/;
/** Declarations that hold an API message: SCREAMING_CASE constants and `…Message(s)` texts. */
const MESSAGE_NAMES = /^([A-Z][A-Z0-9_]*|[a-zA-Z]*Messages?|[A-Z_]*MESSAGES?)$/;

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/** The English texts the API answers with, as fixed pieces (`Could not find a product with SKU "`…). */
function apiMessagePieces(files: { file: string; text?: string }[]): string[] {
  const pieces = new Set<string>();
  const collect = (node: ts.Node) => {
    for (const piece of literalPieces(node)) if (isSentencePiece(piece)) pieces.add(piece.trim());
    ts.forEachChild(node, collect);
  };
  for (const { file, text } of files) {
    const source = parse(file, text);
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ERROR_CALLS.test(calleeName(node))) {
        for (const argument of node.arguments ?? []) collect(argument);
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_NAMES.test(node.name.text) && node.initializer) {
        collect(node.initializer);
      } else if (ts.isPropertyAssignment(node) && /^message$/.test(node.name.getText(source))) {
        collect(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...pieces].sort();
}

/** The words a regular expression spells out (runs of four letters outside escapes and classes). */
function spelledWords(pattern: string): string[] {
  return (
    pattern
      .replace(/\\[a-zA-Z]/g, ' ')
      .replace(/\[[^\]]*\]/g, ' ')
      .match(/[a-z]{4,}/gi)
      ?.map((word) => word.toLowerCase()) ?? []
  );
}

/** String methods and operators that decide by a text: a literal there is matched against. */
const MATCHING_METHODS = new Set([
  'includes',
  'startsWith',
  'endsWith',
  'indexOf',
  'match',
  'search',
  'test',
  'replace',
  'replaceAll',
  'has',
  'get',
]);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Whether a literal sits where code decides by it: compared, searched for, a lookup key, a RegExp source. */
function isMatchedAgainst(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isBinaryExpression(parent)) return EQUALITY.has(parent.operatorToken.kind);
  if (ts.isCaseClause(parent)) return parent.expression === node;
  if (ts.isPropertyAssignment(parent)) return parent.name === node;
  if (ts.isNewExpression(parent)) return ts.isIdentifier(parent.expression) && parent.expression.text === 'RegExp';
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = parent.expression;
    return ts.isPropertyAccessExpression(callee) && MATCHING_METHODS.has(callee.name.text);
  }
  return false;
}

/** Where a module's regular expressions or texts match one of the API's messages. */
function messageMatches(file: string, text: string, pieces: readonly string[]): string[] {
  const found: string[] = [];
  const source = parse(file, text);
  const lowered = pieces.map((piece) => piece.toLowerCase());
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const body = literal.slice(1, literal.lastIndexOf('/'));
      const words = spelledWords(body);
      if (words.length > 0) {
        const regex = new RegExp(body, `${literal.slice(literal.lastIndexOf('/') + 1).replace(/[gy]/g, '')}`);
        // A match counts when it is the expression's own words that the message holds.
        const hit = pieces.find((piece) => regex.test(piece) && words.some((word) => piece.toLowerCase().includes(word)));
        if (hit) found.push(`${literal} matches "${hit}"`);
      }
    }
    if (isMatchedAgainst(node))
      for (const piece of literalPieces(node)) {
        const mine = piece.trim().toLowerCase();
        if (mine.length < 10 || !/[a-z]{2,}\s+[a-z"']/i.test(mine)) continue;
        const hit = lowered.findIndex((api) => api.includes(mine) || mine.includes(api));
        if (hit >= 0) found.push(`"${piece.trim()}" is the API's "${pieces[hit]}"`);
      }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const apiPieces = apiMessagePieces(sources(API_DIR).map((file) => ({ file })));

describe('the error contract (decision 039)', () => {
  const shopperCodes = Object.entries(ERROR_CODES as Record<string, ErrorCodeSpec>).filter(([, spec]) => !spec.internal);

  it('every code a shopper can meet has its message in nl, en and de', () => {
    const missing = shopperCodes.flatMap(([code]) =>
      locales.filter((locale) => !catalogue[locale][`apiError.${code}`]).map((locale) => `${locale}:apiError.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it("the messages use only the code's parameters as placeholders", () => {
    const wrong = shopperCodes.flatMap(([code, spec]) =>
      locales.flatMap((locale) => {
        const text = catalogue[locale][`apiError.${code}`] ?? '';
        const used = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!);
        return used.filter((name) => !spec.params.includes(name)).map((name) => `${locale}:apiError.${code} uses {${name}}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('every apiError message belongs to a code of the registry', () => {
    const strays = locales.flatMap((locale) =>
      Object.keys(catalogue[locale])
        .filter((key) => key.startsWith('apiError.') && !isErrorCode(key.slice('apiError.'.length)))
        .map((key) => `${locale}:${key}`),
    );
    expect(strays).toEqual([]);
  });

  it("reads the API's messages from its sources", () => {
    // Spot checks that the collection sees constants, helpers and templates.
    expect(apiPieces).toContain("The current customer isn't authorized.");
    expect(apiPieces).toContain('A customer with the same email address already exists in an associated website.');
    expect(apiPieces).toContain('Could not find a product with SKU "');
    expect(apiPieces).toContain('This email address is already subscribed');
  });

  it.each([
    ['the storefront', APP_DIR],
    ['the server', SERVER_DIR],
  ])('no module of %s matches the API message text', (_name, dir) => {
    const offenders = sources(dir).flatMap((file) =>
      messageMatches(file, readFileSync(file, 'utf8'), apiPieces).map((hit) => `${path.relative(REPO, file)}: ${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the contract test itself', () => {
  const pieces = apiMessagePieces([
    {
      file: 'api.ts',
      text: [
        "export const EMAIL_TAKEN = 'A customer with the same email address already exists.';",
        'throw inputError(\'INPUT_REQUIRED\', { field }, `Required parameter "${field}" is missing`);',
        "const ok = 'not a message, not collected';",
      ].join('\n'),
    },
  ]);

  it('collects constants and the texts given to the error helpers, nothing else', () => {
    expect(pieces).toEqual(['" is missing', 'A customer with the same email address already exists.', 'Required parameter "']);
  });

  it('finds a regular expression or a text that reads an API message, and passes code-based reading', () => {
    const bad = [
      'if (/already exists/i.test(error.message)) taken = true;',
      "if (message.includes('Required parameter')) missing = true;",
      "if (error.message === 'A customer with the same email address already exists.') taken = true;",
      "const KEYS = { 'A customer with the same email address already exists.': 'account.register.emailTaken' };",
    ].join('\n');
    expect(messageMatches('bad.ts', bad, pieces)).toHaveLength(4);
    const good = [
      "if (error.code === 'CUSTOMER_EMAIL_TAKEN') return intl.formatMessage({ id: 'apiError.CUSTOMER_EMAIL_TAKEN' });",
      "const own = 'Required parameter missing in the form';",
      'const spaces = /^\\s*([\\w.]+)\\s*(?:,\\s*(plural|select)\\s*,)?/;',
    ].join('\n');
    expect(messageMatches('good.ts', good, pieces)).toEqual([]);
  });

  it('reads a refusal by code and parameters and never hands its words on', () => {
    const info = apiErrorInfo({
      message: 'Your address book is full.',
      path: ['createCustomerAddress'],
      extensions: { category: 'graphql-input', code: 'CUSTOMER_ADDRESS_LIMIT', params: { max: '100', bad: 3 } },
    });
    expect(info).toEqual({
      code: 'CUSTOMER_ADDRESS_LIMIT',
      params: { max: '100' },
      category: 'graphql-input',
      path: ['createCustomerAddress'],
    });
    expect(apiErrorMessage(info, 'account.error.generic')).toEqual({ id: 'apiError.CUSTOMER_ADDRESS_LIMIT', values: { max: '100' } });
    expect(apiErrorInfo({ message: 'x', extensions: { code: 'NOT_OURS' } }).code).toBeNull();
    expect(apiErrorMessage(apiErrorInfo({ message: 'x', extensions: { code: 'QUERY_TOO_COMPLEX' } }), 'fallback').id).toBe('fallback');
    expect(
      userErrorInfo({ code: 'UNDEFINED', message: 'm', error_code: 'WISHLIST_FULL', error_params: [{ name: 'max', value: '200' }] }),
    ).toEqual({
      code: 'WISHLIST_FULL',
      params: { max: '200' },
      category: null,
      path: [],
    });
    expect(apiErrorMessageId('WISHLIST_FULL')).toBe('apiError.WISHLIST_FULL');
  });
});
