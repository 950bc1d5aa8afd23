import {maxAliasesRule} from '@escape.tech/graphql-armor-max-aliases';
import {maxDepthRule} from '@escape.tech/graphql-armor-max-depth';
import {maxDirectivesRule} from '@escape.tech/graphql-armor-max-directives';
import {
  DocumentNode,
  getNullableType,
  getOperationAST,
  GraphQLError,
  GraphQLSchema,
  isListType,
  Kind,
  OperationDefinitionNode,
  parse,
  SelectionSetNode,
  validate,
  ValidationRule,
} from 'graphql';
import {ComplexityEstimator, createComplexityRule} from 'graphql-query-complexity';
import {GraphqlLimits} from '../config';

/** The code of every refusal by a limit; `extensions.limit` says which one. */
export const LIMIT_CODE = 'QUERY_TOO_COMPLEX';

export type LimitName = 'tokens' | 'aliases' | 'depth' | 'directives' | 'cost' | 'bodyBytes' | 'responseBytes';

export function limitError(limit: LimitName, message: string, max: number): GraphQLError {
  return new GraphQLError(message, {extensions: {code: LIMIT_CODE, limit, max}});
}

/** Page sizes above the lists' own maximum (sql-list MAX_PER_PAGE) cost no more: the server clamps them. */
const MAX_PAGE = 500;
/** A page's size when the query does not say (the larger of the lists' defaults). */
const DEFAULT_PAGE = 100;
/** What a list without paging arguments (sheets of a preview, cells of a row) is assumed to hold. */
const UNPAGED_LIST = 10;
/** Lists bounded by what they hold, whatever their type says: an upload's ledger errors are of 3 kinds (or none). */
const BOUNDED_LISTS: Record<string, number> = {ledgerFailReasons: 4};
/** Introspection, whatever it selects: the console runs it once per session. */
const INTROSPECTION_COST = 100;

/**
 * graphql-query-complexity's estimator: a field costs 1, plus what it selects times how many
 * items it may answer: its `first` / `perPage` argument (clamped to the server's own maximum), or a
 * nominal 10 for another list.
 */
export const pagedCost: ComplexityEstimator = ({type, field, args, childComplexity}) => {
  if (field.name === '__typename') return 0;
  if (field.name.startsWith('__')) return INTROSPECTION_COST;
  const asked = Number(args.first ?? args.perPage);
  const paged = field.args.some(a => a.name === 'first' || a.name === 'perPage');
  // The list of a page object (UploadHistoryPage.list) holds the items its field's page size counted.
  const pageList = type.name.endsWith('Page');
  const size = paged
    ? Math.min(Math.max(Number.isFinite(asked) ? Math.trunc(asked) : DEFAULT_PAGE, 1), MAX_PAGE)
    : isListType(getNullableType(field.type)) && !pageList
      ? (BOUNDED_LISTS[field.name] ?? UNPAGED_LIST)
      : 1;
  return 1 + size * childComplexity;
};

/**
 * Parses a query, refusing a document of more than `limits.tokens` tokens before building it.
 * Undefined: a syntax error, which Apollo reports as it always has.
 */
export function parseWithin(query: string, limits: GraphqlLimits): DocumentNode | GraphQLError | undefined {
  try {
    return parse(query, {maxTokens: limits.tokens});
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    if (/Document contains more tha[nt] \d+ tokens/.test(err.message))
      return limitError('tokens', `The query has more than ${limits.tokens} tokens.`, limits.tokens);
    return undefined;
  }
}

/**
 * The cheap checks of one operation, run before Apollo's own validation (whose overlapping-fields
 * rule is quadratic in the fields of one selection) and before anything executes: aliases, depth,
 * directives (graphql-armor) and cost (graphql-query-complexity). The first refusal, or undefined.
 */
export function checkLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: GraphqlLimits,
  request: {operationName?: string; variables?: Record<string, unknown>},
): GraphQLError | undefined {
  const refusals: GraphQLError[] = [];
  const armor = (limit: LimitName, max: number) => ({
    n: max,
    propagateOnRejection: false,
    onReject: [
      (_: unknown, err: GraphQLError) =>
        refusals.push(limitError(limit, err.message.replace(/^Syntax Error: /, ''), max)),
    ],
  });
  const rules: ValidationRule[] = [
    maxAliasesRule(armor('aliases', limits.aliases)),
    maxDepthRule({...armor('depth', limits.depth), ignoreIntrospection: true}),
    maxDirectivesRule(armor('directives', limits.directives)),
  ];
  for (const error of validate(schema, document, rules)) refusals.push(error);
  if (refusals.length) return refusals[0];
  let costErrors: readonly GraphQLError[];
  try {
    costErrors = validate(schema, document, [
      createComplexityRule({
        maximumComplexity: limits.cost,
        estimators: [pagedCost],
        variables: request.variables ?? {},
        operationName: request.operationName,
        maxQueryNodes: limits.tokens,
        createError: (max, actual) => limitError('cost', `The query costs ${actual}; at most ${max} is allowed.`, max),
      }),
    ]);
  } catch (err) {
    // The rule throws, rather than reports, a document whose fragments expand to more than maxQueryNodes fields:
    // a refusal for its cost like any other. Anything else it cannot cost (an operation type the schema lacks)
    // is Apollo's to report.
    if (err instanceof GraphQLError && /maximum allowed number of nodes/.test(err.message))
      return limitError('cost', `The query expands to more than ${limits.tokens} fields.`, limits.cost);
    return undefined;
  }
  // Other errors (a required variable missing) are Apollo's to report, as it always has.
  return costErrors.find(e => e.extensions?.code === LIMIT_CODE);
}

const ROOT_TYPE = {query: 'Query', mutation: 'Mutation', subscription: 'Subscription'} as const;

/**
 * The root fields an operation selects (through fragments too), so an anonymous caller's request
 * can be held to the public operations before it runs. Undefined: no such operation (Apollo says so).
 */
export function rootFields(document: DocumentNode, operationName?: string): string[] | undefined {
  const operation: OperationDefinitionNode | null | undefined = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions.flatMap(d => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  const type = ROOT_TYPE[operation.operation];
  return [...names].map(name => (name === '__typename' ? name : `${type}.${name}`));
}
