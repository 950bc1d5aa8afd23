import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import schemaSdl from '../generated/schema.graphql?raw';

let schema: GraphQLSchema | undefined;

type Row = Record<string, unknown>;

/**
 * The answer `data` of `document` with the `__typename` of every object filled in from the API's schema, as the
 * server sends them: Apollo's cache needs them to match fragments, and the generated types (which the mocks are
 * written in) leave them out. An object of an interface or union type keeps the __typename it was given.
 */
export function withTypenames<T>(document: DocumentNode, data: T): T {
  schema ??= buildSchema(schemaSdl);
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operation ??= definition;
  }
  const root =
    operation?.operation === 'mutation'
      ? schema.getMutationType()
      : operation?.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!operation || !root || !data || typeof data !== 'object') return data;
  const copy = {...(data as Row)};
  fill(schema, fragments, root, operation.selectionSet, copy, true);
  return copy as T;
}

function fill(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  declared: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  row: Row,
  root = false,
): void {
  const named = typeof row.__typename === 'string' ? schema.getType(row.__typename) : undefined;
  const type = named && isCompositeType(named) ? named : declared;
  if (!root && isObjectType(type)) row.__typename ??= type.name;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const field = ('getFields' in type ? type.getFields() : {})[selection.name.value];
      const child = field && getNamedType(field.type);
      if (!selection.selectionSet || !child || !isCompositeType(child) || row[key] == null) continue;
      row[key] = copyInto(row[key], value => fill(schema, fragments, child, selection.selectionSet!, value));
      continue;
    }
    const definition = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!definition) continue;
    const condition = definition.typeCondition && schema.getType(definition.typeCondition.name.value);
    // A fragment on another member of a union or interface does not apply to this object.
    if (condition && isObjectType(condition) && isObjectType(type) && condition !== type) continue;
    const target = condition && isObjectType(condition) ? condition : type;
    fill(schema, fragments, target, definition.selectionSet, row, root);
  }
}

/** A copy of an object, or of each object of a (nested) list, that `fill` may change. */
function copyInto(value: unknown, fillRow: (row: Row) => void): unknown {
  if (Array.isArray(value)) return value.map(item => copyInto(item, fillRow));
  if (!value || typeof value !== 'object') return value;
  const row = {...(value as Row)};
  fillRow(row);
  return row;
}
