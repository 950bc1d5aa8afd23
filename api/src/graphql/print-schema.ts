import {buildASTSchema, concatAST, GraphQLSchema, lexicographicSortSchema, parse, printSchema} from 'graphql';
import {graphqlModules} from './modules';
import {buildSchema} from './schema';

/** The GraphQL schema served at /graphql, as an executable-less schema object (codegen, the security suite). */
export function servedSchema(): GraphQLSchema {
  const {typeDefs} = buildSchema(graphqlModules);
  return buildASTSchema(concatAST(typeDefs.map(source => parse(source))));
}

/**
 * The GraphQL schema served at /graphql as SDL, types and fields sorted so that moving a module
 * does not change it: the source of the UIs' generated types (`npm run codegen`).
 */
export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(servedSchema()))}\n`;
}

if (require.main === module) process.stdout.write(printSchemaSdl());
