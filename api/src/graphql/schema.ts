/** One module of the GraphQL schema: its SDL and its resolvers. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

const ROOT_TYPEDEFS = `
  scalar JSON
  type Query { _health: Boolean! }
  type Mutation { _noop: Boolean }
`;

/** Merges every module's type definitions and resolvers into one schema definition. */
export function buildSchema(modules: GraphqlModule[]): {
  typeDefs: string[];
  resolvers: Record<string, Record<string, unknown>>;
} {
  const resolvers: Record<string, Record<string, unknown>> = {
    Query: {_health: () => true},
    Mutation: {_noop: () => null},
  };
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m.resolvers)) {
      resolvers[type] = {...(resolvers[type] ?? {}), ...fields};
    }
  }
  return {typeDefs: [ROOT_TYPEDEFS, ...modules.map(m => m.typeDefs)], resolvers};
}
