/**
 * The estimated cost of one operation, with its variables known: roughly how many values the API will
 * resolve, plus a weight for each field that searches the catalogue. A list multiplies the cost of what
 * is selected inside it by its length: the page size a paginated field is asked for (its `pageSize`,
 * `itemsPerPage`, `first` … argument, a variable's value, or the schema's default), the length of a list
 * argument (`productsBySkus(skus: [...])`), or otherwise an assumed length.
 */
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Arguments that say how many items a page holds. */
const PAGE_SIZE_ARGUMENTS = new Set(['pageSize', 'itemsPerPage', 'first', 'last', 'limit']);

/** The list fields that hold a paginated field's page (Magento's `items`, our `products` and `locations`). */
const PAGE_FIELDS = new Set(['items', 'products', 'locations']);

export interface CostModel {
  /** Length assumed for a list whose length no argument tells. */
  assumedListLength: number;
  /** Extra cost of one call of a field (`Type.field`) beyond the values it returns: a catalogue search. */
  fieldWeights: Readonly<Record<string, number>>;
  /**
   * The largest page a field (`Type.field`) serves: it refuses a larger page size with its own error
   * before resolving anything, so such a field counts 1 and the client gets the field's message.
   */
  pageSizeCeilings: Readonly<Record<string, number>>;
}

type Variables = Readonly<Record<string, unknown>>;

/** The page size a field is asked for, when it has such an argument; null otherwise. */
function pageSizeOf(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | null {
  for (const argument of field.args) {
    if (!PAGE_SIZE_ARGUMENTS.has(argument.name)) continue;
    const given = node.arguments?.find((candidate) => candidate.name.value === argument.name);
    let value: unknown = argument.defaultValue;
    if (given) {
      value =
        given.value.kind === Kind.VARIABLE
          ? (variables[given.value.name.value] ?? argument.defaultValue)
          : valueFromAST(given.value, argument.type, variables);
    }
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, Math.trunc(value));
  }
  return null;
}

/** The length of the longest list given to the field as an argument (`skus: [...]`); null without one. */
function listArgumentLength(node: FieldNode, variables: Variables): number | null {
  let longest: number | null = null;
  for (const argument of node.arguments ?? []) {
    let length: number | null = null;
    if (argument.value.kind === Kind.LIST) length = argument.value.values.length;
    else if (argument.value.kind === Kind.VARIABLE) {
      const value = variables[argument.value.name.value];
      if (Array.isArray(value)) length = value.length;
    }
    if (length !== null) longest = Math.max(longest ?? 0, length);
  }
  return longest;
}

function fieldDefinition(schema: GraphQLSchema, parent: GraphQLNamedType | null, name: string): GraphQLField<unknown, unknown> | null {
  if (name === SchemaMetaFieldDef.name && parent === schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name && parent === schema.getQueryType()) return TypeMetaFieldDef;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name] ?? null;
  return null;
}

/** The operation `operationName` names (or the first), and the document's fragments by name. */
export function operationOf(
  document: DocumentNode,
  operationName?: string | null,
): { operation: OperationDefinitionNode | undefined; fragments: ReadonlyMap<string, FragmentDefinitionNode> } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) {
      operation ??= definition;
    }
  }
  return { operation, fragments };
}

/**
 * The estimated cost of `operationName` (or the only operation) in `document`. Fields the schema does
 * not know count 1 each (validation refuses them anyway); the branches of a union or interface are
 * added up, @skip and @include are not looked at: the estimate errs high, never low.
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
  model: CostModel,
  operationName?: string | null,
): number {
  const { operation, fragments } = operationOf(document, operationName);
  if (!operation) return 0;

  /** `page`: the size of a page asked for above, not yet applied to its page field. */
  const selectionCost = (
    selections: SelectionSetNode | undefined,
    parent: GraphQLNamedType | null,
    page: number | null,
    spreads: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? null) : parent;
        total += selectionCost(selection.selectionSet, type, page, spreads);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment that spreads itself is refused by validation; never loop here.
        if (!fragment || spreads.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value) ?? null;
        total += selectionCost(fragment.selectionSet, type, page, new Set([...spreads, name]));
      } else {
        total += fieldCost(selection, parent, page, spreads);
      }
    }
    return total;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType | null, page: number | null, spreads: ReadonlySet<string>): number => {
    const name = node.name.value;
    if (name === TypeNameMetaFieldDef.name) return 0;
    const field = fieldDefinition(schema, parent, name);
    if (!field) return 1 + selectionCost(node.selectionSet, null, null, spreads);
    const key = parent ? `${parent.name}.${name}` : name;
    const weight = model.fieldWeights[key] ?? 0;
    const pageSize = pageSizeOf(field, node, variables);
    // A field asked for more than it serves refuses with its own error before resolving anything.
    if (pageSize !== null && pageSize > (model.pageSizeCeilings[key] ?? Infinity)) return 1;
    const type = getNamedType(field.type);
    if (!isListType(getNullableType(field.type))) {
      // An object that is not a list passes a page size on to the page inside it (`products.items`).
      return 1 + weight + selectionCost(node.selectionSet, type, pageSize ?? page, spreads);
    }
    const length =
      pageSize ?? (page !== null && PAGE_FIELDS.has(name) ? page : null) ?? listArgumentLength(node, variables) ?? model.assumedListLength;
    return 1 + weight + length * selectionCost(node.selectionSet, type, null, spreads);
  };

  return selectionCost(operation.selectionSet, schema.getRootType(operation.operation) ?? null, null, new Set());
}
