/**
 * Checks the values an operation hands to its fields before any resolver runs: no text with a NUL
 * character or an unpaired surrogate (PostgreSQL refuses both, so they used to end as "Unexpected
 * error."), and no list longer than the budget's `maxListItems` (100,000 filter values took seconds).
 * Literals in the document and variables' values are checked alike.
 */
import { Kind, type ArgumentNode, type DocumentNode, type GraphQLError, type SelectionSetNode, type ValueNode } from 'graphql';
import { budgetError, QUERY_BUDGET } from './query-budget.ts';
import { operationOf } from './query-cost.ts';

/** A NUL, or half of a surrogate pair without its other half: text no database or encoder takes. */
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

type Variables = Readonly<Record<string, unknown>>;
/** A variable's default value as written in the operation, used when the request leaves it out. */
type Defaults = ReadonlyMap<string, ValueNode>;

interface Problem {
  kind: 'character' | 'list';
  path: string;
  length?: number;
}

/** The first problem in a variable's JSON value. */
function problemInJson(value: unknown, path: string): Problem | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? { kind: 'character', path } : null;
  if (Array.isArray(value)) {
    if (value.length > QUERY_BUDGET.maxListItems) return { kind: 'list', path, length: value.length };
    for (const [index, item] of value.entries()) {
      const problem = problemInJson(item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemInJson(item, `${path}.${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem in an argument's value as written in the document (variables looked up). */
function problemInLiteral(value: ValueNode, path: string, variables: Variables, defaults: Defaults): Problem | null {
  switch (value.kind) {
    case Kind.STRING:
      return hasForbiddenCharacter(value.value) ? { kind: 'character', path } : null;
    case Kind.VARIABLE: {
      const name = value.name.value;
      if (Object.hasOwn(variables, name)) return problemInJson(variables[name], path);
      const fallback = defaults.get(name);
      return fallback ? problemInLiteral(fallback, path, {}, new Map()) : null;
    }
    case Kind.LIST: {
      if (value.values.length > QUERY_BUDGET.maxListItems) return { kind: 'list', path, length: value.values.length };
      for (const [index, item] of value.values.entries()) {
        const problem = problemInLiteral(item, `${path}[${index}]`, variables, defaults);
        if (problem) return problem;
      }
      return null;
    }
    case Kind.OBJECT:
      for (const field of value.fields) {
        const problem = problemInLiteral(field.value, `${path}.${field.name.value}`, variables, defaults);
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

function refusal(problem: Problem, argument: string, field: string): GraphQLError {
  const where = problem.path === argument ? '' : ` (at ${problem.path})`;
  if (problem.kind === 'list') {
    return budgetError(
      'BAD_USER_INPUT',
      400,
      `The argument "${argument}" of "${field}" holds a list of ${problem.length} items${where}; at most ${QUERY_BUDGET.maxListItems} are accepted.`,
      QUERY_BUDGET.maxListItems,
    );
  }
  // The shop's words for a bad character (customer/fields.ts), naming the input field as the client
  // wrote it: `city` of `input`, or the argument itself.
  const shown = problem.path.startsWith(`${argument}.`) ? problem.path.slice(argument.length + 1) : problem.path;
  return budgetError('BAD_USER_INPUT', 400, `"${shown}" contains characters that are not allowed`, undefined, {
    argument,
    field,
    path: problem.path,
  });
}

/**
 * The refusal for the first argument of `operationName` (or the only operation) whose value breaks a
 * rule, or null when all are fine. Every fragment is looked at once: its values are the same wherever
 * it is spread.
 */
export function checkArguments(document: DocumentNode, variables: Variables, operationName?: string | null): GraphQLError | null {
  const { operation, fragments } = operationOf(document, operationName);
  if (!operation) return null;
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults.set(definition.variable.name.value, definition.defaultValue);
  }
  const seen = new Set<string>();
  const checkAll = (args: readonly ArgumentNode[] | undefined, owner: string): GraphQLError | null => {
    for (const argument of args ?? []) {
      const problem = problemInLiteral(argument.value, argument.name.value, variables, defaults);
      if (problem) return refusal(problem, argument.name.value, owner);
    }
    return null;
  };
  const walk = (set: SelectionSetNode | undefined): GraphQLError | null => {
    for (const selection of set?.selections ?? []) {
      for (const directive of selection.directives ?? []) {
        const error = checkAll(directive.arguments, `@${directive.name.value}`);
        if (error) return error;
      }
      if (selection.kind === Kind.FIELD) {
        const error = checkAll(selection.arguments, selection.name.value) ?? walk(selection.selectionSet);
        if (error) return error;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const error = walk(selection.selectionSet);
        if (error) return error;
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const error = walk(fragments.get(selection.name.value)?.selectionSet);
        if (error) return error;
      }
    }
    return null;
  };
  return walk(operation.selectionSet);
}
