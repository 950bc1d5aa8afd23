import {AccessRule} from '../auth/access';
import {GraphqlContext} from './context';
import {guard} from './guards';

type Resolver = (parent: unknown, args: unknown, ctx: GraphqlContext, info: unknown) => unknown;

/** One module of the GraphQL schema: its SDL, its resolvers and the access rule of each operation. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
  /** A rule for every field of Query and Mutation the module resolves (the security suite reads them). */
  access?: {Query?: Record<string, AccessRule>; Mutation?: Record<string, AccessRule>};
}

const OPERATION_TYPES = ['Query', 'Mutation'] as const;

const ROOT_TYPEDEFS = `
  scalar JSON
  type Query { _health: Boolean! }
  type Mutation { _noop: Boolean }
`;

const rootModule: GraphqlModule = {
  typeDefs: ROOT_TYPEDEFS,
  resolvers: {Query: {_health: () => true}, Mutation: {_noop: () => null}},
  access: {Query: {_health: {kind: 'public'}}, Mutation: {_noop: {kind: 'public'}}},
};

/** The access rule of every Query and Mutation field, by `Query.field` / `Mutation.field`. */
export function accessRules(modules: GraphqlModule[]): Map<string, AccessRule> {
  const rules = new Map<string, AccessRule>();
  for (const m of [rootModule, ...modules]) {
    for (const type of OPERATION_TYPES) {
      for (const [field, rule] of Object.entries(m.access?.[type] ?? {})) rules.set(`${type}.${field}`, rule);
    }
  }
  return rules;
}

/**
 * Merges every module's type definitions and resolvers into one schema definition. Each Query and
 * Mutation resolver runs behind the guard of its declared rule; a resolver without a rule is a
 * programming error and stops the build.
 */
export function buildSchema(modules: GraphqlModule[]): {
  typeDefs: string[];
  resolvers: Record<string, Record<string, unknown>>;
} {
  const all = [rootModule, ...modules];
  const rules = accessRules(modules);
  const resolvers: Record<string, Record<string, unknown>> = {};
  const missing: string[] = [];
  for (const m of all) {
    for (const [type, fields] of Object.entries(m.resolvers)) {
      const merged = (resolvers[type] ??= {});
      for (const [field, resolve] of Object.entries(fields)) {
        if (!(OPERATION_TYPES as readonly string[]).includes(type)) {
          merged[field] = resolve;
          continue;
        }
        const rule = rules.get(`${type}.${field}`);
        if (!rule) {
          missing.push(`${type}.${field}`);
          continue;
        }
        merged[field] = (parent: unknown, args: unknown, ctx: GraphqlContext, info: unknown) => {
          guard(ctx, rule);
          return (resolve as Resolver)(parent, args, ctx, info);
        };
      }
    }
  }
  if (missing.length) throw new Error(`GraphQL operations without an access rule: ${missing.join(', ')}`);
  return {typeDefs: all.map(m => m.typeDefs), resolvers};
}
