/**
 * The GraphQL operation documents of PWA Studio's Venia storefront as an open-source (CE) build of
 * it sends them (decision 061). Venia's packages are read from disk as source text, never imported:
 * each module is parsed with @babel/parser, every `gql` template is evaluated by resolving the
 * identifiers it interpolates across modules the way pwa-buildpack's resolver does for CE
 * (`.mos.js`, `.ce.js`, then `.js`), and each document is then transformed as Apollo Client 3.5
 * does before sending it (`@client` selections and `@connection` directives removed).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseModule } from '@babel/parser';
import type { Expression, Node, Program } from '@babel/types';
import { Kind, parse, print, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** The workspace that holds Venia's packages as development dependencies (decision 061). */
const holder = createRequire(fileURLToPath(new URL('../../../venia-conformance/package.json', import.meta.url)));

/** The packages whose modules hold Venia's documents, by the name they import each other with. */
export const VENIA_PACKAGES = ['@magento/venia-ui', '@magento/peregrine'] as const;

const packageRoots = new Map(VENIA_PACKAGES.map((name) => [name, path.dirname(holder.resolve(`${name}/package.json`))]));

/** The installed version of a Venia package. */
export function veniaVersion(name: (typeof VENIA_PACKAGES)[number]): string {
  return (JSON.parse(readFileSync(path.join(packageRoots.get(name)!, 'package.json'), 'utf8')) as { version: string }).version;
}

/** pwa-buildpack's MagentoResolver for a CE build: these extensions, in this order. */
const CE_EXTENSIONS = ['.mos.js', '.ce.js', '.js', '.jsx', '.json'];
/** Files a CE build never reaches: Adobe Commerce variants, tests, stories and mocks. */
const NOT_BUILT = /(\.(ee|ac)\.js$)|(\/(__tests__|__mocks__|__stories__|__fixtures__)\/)|(\.(spec|test|story|stories)\.js$)/;

type Value = { document: string } | string | { [key: string]: Value | undefined };

interface ModuleScope {
  file: string;
  program: Program;
  /** Top-level names: an expression to evaluate or an import to follow. */
  locals: Map<string, Expression | { from: string; imported: string }>;
  /** Exported names: a local name, or a re-export from another module. */
  exports: Map<string, { local: string } | { from: string; imported: string } | { expression: Expression }>;
  starExports: string[];
  gqlNames: Set<string>;
}

/** A document as Venia writes it: the module, its operation's name and the text the template produces. */
export interface VeniaDocument {
  /** `venia-ui/lib/…/file.js#OperationName`, the name decision 061 lists it under. */
  key: string;
  /** What Apollo sends, or null when every selection is `@client` (Apollo never sends it). */
  document: DocumentNode | null;
  /** Why the document could not be built (an interpolation that did not resolve, a syntax error). */
  extractionError?: string;
}

/** Resolves an import the way pwa-buildpack's resolver does for a CE build; null for other packages. */
function resolveImport(fromFile: string, specifier: string): string | null {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else {
    for (const [name, root] of packageRoots) {
      if (specifier === name || specifier.startsWith(`${name}/`)) base = path.join(root, specifier.slice(name.length));
    }
  }
  if (base === undefined) return null;
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
  if (isFile(base)) return base;
  for (const extension of CE_EXTENSIONS) if (isFile(base + extension)) return base + extension;
  for (const extension of CE_EXTENSIONS) if (isFile(path.join(base, `index${extension}`))) return path.join(base, `index${extension}`);
  return null;
}

const scopes = new Map<string, ModuleScope>();

function scopeOf(file: string): ModuleScope {
  const cached = scopes.get(file);
  if (cached) return cached;
  const program = parseModule(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['jsx'] }).program;
  const scope: ModuleScope = { file, program, locals: new Map(), exports: new Map(), starExports: [], gqlNames: new Set() };
  const declare = (statement: Node) => {
    if (statement.type !== 'VariableDeclaration') return;
    for (const declarator of statement.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) scope.locals.set(declarator.id.name, declarator.init);
    }
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportNamespaceSpecifier'
              ? '*'
              : specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : specifier.imported.value;
        if (imported === 'gql' && ['@apollo/client', 'graphql-tag'].includes(statement.source.value))
          scope.gqlNames.add(specifier.local.name);
        else if (imported === 'default' && statement.source.value === 'graphql-tag') scope.gqlNames.add(specifier.local.name);
        else scope.locals.set(specifier.local.name, { from: statement.source.value, imported });
      }
    } else if (statement.type === 'VariableDeclaration') declare(statement);
    else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration) {
        declare(statement.declaration);
        if (statement.declaration.type === 'VariableDeclaration') {
          for (const declarator of statement.declaration.declarations) {
            if (declarator.id.type === 'Identifier') scope.exports.set(declarator.id.name, { local: declarator.id.name });
          }
        }
      }
      for (const specifier of statement.specifiers) {
        const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
        if (specifier.type !== 'ExportSpecifier') continue;
        if (statement.source) scope.exports.set(exported, { from: statement.source.value, imported: specifier.local.name });
        else scope.exports.set(exported, { local: specifier.local.name });
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type === 'Identifier') scope.exports.set('default', { local: declaration.name });
      else if (
        declaration.type !== 'FunctionDeclaration' &&
        declaration.type !== 'ClassDeclaration' &&
        declaration.type !== 'TSDeclareFunction'
      ) {
        scope.exports.set('default', { expression: declaration });
      }
    } else if (statement.type === 'ExportAllDeclaration') scope.starExports.push(statement.source.value);
  }
  scopes.set(file, scope);
  return scope;
}

class Unresolved extends Error {}

function importedValue(scope: ModuleScope, from: string, imported: string, seen: Set<string>): Value | undefined {
  const target = resolveImport(scope.file, from);
  if (target === null || !target.endsWith('.js')) return undefined;
  return exportedValue(scopeOf(target), imported, seen);
}

function exportedValue(scope: ModuleScope, name: string, seen: Set<string>): Value | undefined {
  const marker = `${scope.file}#${name}`;
  if (seen.has(marker)) throw new Unresolved(`a circular export of ${name}`);
  const inner = new Set(seen).add(marker);
  if (name === '*') {
    const all: { [key: string]: Value | undefined } = {};
    for (const exported of scope.exports.keys()) all[exported] = exportedValue(scope, exported, inner);
    return all;
  }
  const entry = scope.exports.get(name);
  if (entry === undefined) {
    for (const from of scope.starExports) {
      const value = importedValue(scope, from, name, inner);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  if ('local' in entry) return localValue(scope, entry.local, inner);
  if ('from' in entry) return importedValue(scope, entry.from, entry.imported, inner);
  return evaluate(scope, entry.expression, inner);
}

function localValue(scope: ModuleScope, name: string, seen: Set<string>): Value | undefined {
  const local = scope.locals.get(name);
  if (local === undefined) return undefined;
  if ('from' in local && typeof local.from === 'string') return importedValue(scope, local.from, local.imported, seen);
  return evaluate(scope, local as Expression, seen);
}

/** Evaluates what a `gql` template can interpolate: documents, strings, objects of them, names of them. */
function evaluate(scope: ModuleScope, expression: Expression, seen: Set<string>): Value | undefined {
  switch (expression.type) {
    case 'TaggedTemplateExpression':
      if (expression.tag.type !== 'Identifier' || !scope.gqlNames.has(expression.tag.name)) return undefined;
      return { document: templateText(scope, expression.quasi.quasis, expression.quasi.expressions as Expression[], seen) };
    case 'TemplateLiteral':
      return templateText(scope, expression.quasis, expression.expressions as Expression[], seen);
    case 'StringLiteral':
      return expression.value;
    case 'Identifier':
      return localValue(scope, expression.name, seen);
    case 'MemberExpression': {
      const object = evaluate(scope, expression.object, seen);
      const key = expression.computed ? undefined : expression.property.type === 'Identifier' ? expression.property.name : undefined;
      if (object === undefined || typeof object === 'string' || 'document' in object || key === undefined) return undefined;
      return (object as Record<string, Value | undefined>)[key];
    }
    case 'ObjectExpression': {
      const object: { [key: string]: Value | undefined } = {};
      for (const property of expression.properties) {
        if (property.type === 'ObjectProperty' && !property.computed && property.key.type === 'Identifier') {
          object[property.key.name] = evaluate(scope, property.value as Expression, seen);
        }
      }
      return object;
    }
    default:
      return undefined;
  }
}

function templateText(
  scope: ModuleScope,
  quasis: { value: { cooked?: string | null; raw: string } }[],
  expressions: Expression[],
  seen: Set<string>,
): string {
  let text = quasis[0]!.value.cooked ?? quasis[0]!.value.raw;
  expressions.forEach((expression, index) => {
    const value = evaluate(scope, expression, seen);
    const source = expression.type === 'Identifier' ? expression.name : expression.type;
    if (value === undefined) throw new Unresolved(`\${${source}} does not resolve`);
    if (typeof value !== 'string' && !('document' in value)) throw new Unresolved(`\${${source}} is not a document`);
    text += typeof value === 'string' ? value : value.document;
    text += quasis[index + 1]!.value.cooked ?? quasis[index + 1]!.value.raw;
  });
  return text;
}

/** graphql-tag's fragment handling: a fragment met twice with the same text is kept once. */
function dedupeFragments(document: DocumentNode): DocumentNode {
  const seen = new Set<string>();
  return {
    ...document,
    definitions: document.definitions.filter((definition) => {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) return true;
      const text = print(definition);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    }),
  };
}

const hasDirective = (node: ASTNode, name: string) =>
  'directives' in node && (node.directives ?? []).some((directive) => directive.name.value === name);

/**
 * Apollo Client 3.5's `removeClientSetsFromDocument` and `removeConnectionDirectiveFromDocument`:
 * `@client` fields, spreads and inline fragments go (with the variables only they used, and a
 * fragment left with nothing but `__typename`); `@connection` is dropped from the fields that carry it.
 * A selection left empty asks `__typename`, which Apollo adds to every selection set. Null when no
 * operation has anything left for the server.
 */
export function forServer(document: DocumentNode): DocumentNode | null {
  const removedVariables = new Set<string>();
  let result = visit(document, {
    enter(node) {
      if (
        (node.kind === Kind.FIELD || node.kind === Kind.FRAGMENT_SPREAD || node.kind === Kind.INLINE_FRAGMENT) &&
        hasDirective(node, 'client')
      ) {
        visit(node, { Variable: (variable) => void removedVariables.add(variable.name.value) });
        return null;
      }
      return undefined;
    },
    Directive: (directive) => (directive.name.value === 'connection' ? null : undefined),
  });
  // Fragments left with only __typename are not sent; nor are spreads of them.
  const typenameOnly = new Set(
    result.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .filter((fragment) =>
        fragment.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename'),
      )
      .map((fragment) => fragment.name.value),
  );
  result = visit(result, {
    FragmentDefinition: (fragment) => (typenameOnly.has(fragment.name.value) ? null : undefined),
    FragmentSpread: (spread) => (typenameOnly.has(spread.name.value) ? null : undefined),
  });
  const usedVariables = new Set<string>();
  visit(result, { VariableDefinition: () => false, Variable: (variable) => void usedVariables.add(variable.name.value) });
  result = visit(result, {
    VariableDefinition: (definition) =>
      removedVariables.has(definition.variable.name.value) && !usedVariables.has(definition.variable.name.value) ? null : undefined,
    SelectionSet: {
      leave(selectionSet, _key, parent) {
        const isRoot = parent !== undefined && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION;
        if (selectionSet.selections.length > 0 || isRoot) return undefined;
        return { ...selectionSet, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
      },
    },
  });
  const sendsSomething = result.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.selectionSet.selections.length > 0,
  );
  return sendsSomething ? result : null;
}

function modulesOf(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.js') && !NOT_BUILT.test(full)) files.push(full);
    }
  };
  walk(path.join(root, 'lib'));
  // A module that has a CE variant beside it is never reached: `./x` resolves to `x.ce.js` first.
  return files.filter((file) => !CE_EXTENSIONS.slice(0, 2).some((extension) => files.includes(file.replace(/\.js$/, extension)))).sort();
}

function gqlTemplates(scope: ModuleScope): Expression[] {
  const found: Expression[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const typed = node as Node;
    if (typed.type === 'TaggedTemplateExpression' && typed.tag.type === 'Identifier' && scope.gqlNames.has(typed.tag.name))
      found.push(typed);
    for (const [key, value] of Object.entries(typed))
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') walk(value);
  };
  walk(scope.program);
  return found;
}

/** Every operation document of Venia's packages that a CE build contains, as Apollo sends it. */
export function veniaDocuments(): VeniaDocument[] {
  const documents: VeniaDocument[] = [];
  for (const [name, root] of packageRoots) {
    for (const file of modulesOf(root)) {
      const scope = scopeOf(file);
      const relative = `${name.replace('@magento/', '')}/${path.relative(root, file)}`;
      gqlTemplates(scope).forEach((template, index) => {
        let text: string;
        try {
          text = (evaluate(scope, template, new Set()) as { document: string }).document;
        } catch (error) {
          if (!(error instanceof Unresolved)) throw error;
          documents.push({ key: `${relative}#template${index + 1}`, document: null, extractionError: error.message });
          return;
        }
        const parsed = dedupeFragments(parse(text, { noLocation: true }));
        const operations = parsed.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
        if (operations.length === 0) return;
        const operationName = operations.map((operation) => operation.name?.value ?? 'anonymous').join('+');
        documents.push({ key: `${relative}#${operationName}`, document: forServer(parsed) });
      });
    }
  }
  return documents;
}
