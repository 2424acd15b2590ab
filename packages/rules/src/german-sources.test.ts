/**
 * The German register (decision 047) over the source code: every string literal of the shop's
 * code (storefront, API, seed, server, rules) keeps to "du". The catalogue, mail, seed and console
 * tests check the texts as they are put together; this one also reaches German texts written
 * anywhere else, such as the server's own error pages or a page of the payment provider.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { germanRegisterReport } from './german-register.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_DIRS = ['apps/storefront/app', 'packages/api/src', 'packages/api/seed', 'packages/rules/src', 'server/src'];

/** Source files without tests, fixtures, generated code or type declarations. */
function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated', 'graphql'].includes(entry.name) && !entry.name.startsWith('+')) walk(full);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|fixture|abuse\.test)\.tsx?$|\.d\.ts$/.test(entry.name)) {
        found.push(full);
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir));
  return found.sort();
}

/** Files without any of the words the register check looks for need no parsing. */
const MAY_ADDRESS = /(?<!\p{L})(?:Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen|Du|Dich|Dir|Dein|Deine|Deinem|Deinen|Deiner|Deines)(?!\p{L})/u;

/** The text of every string and template literal in a source, with where it is: `name:line`. */
function literals(name: string, text: string): [string, string][] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push([`${name}:${line}`, node.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('German texts in the source code (decision 047)', () => {
  it('has no formal address and no capitalised du form in the middle of a sentence in any string of the shop', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    const texts = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return MAY_ADDRESS.test(text) ? literals(path.relative(ROOT, file), text) : [];
    });
    expect(germanRegisterReport(texts)).toEqual([]);
  });

  it('finds a formal text in a string and leaves comments and code alone', () => {
    const source = `// Sie: a comment\nconst Ihr = 1;\nconst page = { de: 'Bezahlen Sie jetzt', title: \`Hallo \${name}, Ihre Bestellung\` };`;
    expect(MAY_ADDRESS.test(source)).toBe(true);
    expect(germanRegisterReport(literals('page.ts', source))).toEqual([
      'page.ts:3: formal address "Sie" in "Bezahlen Sie jetzt"',
      'page.ts:3: formal address "Ihre" in ", Ihre Bestellung"',
    ]);
  });
});
