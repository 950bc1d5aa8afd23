import {buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema} from 'graphql';
import {graphqlModules} from './modules';
import {buildSchema} from './schema';

/**
 * The GraphQL schema served at /graphql as SDL, types and fields sorted so that moving a module
 * does not change it: the source of the UIs' generated types (`npm run codegen`).
 */
export function printSchemaSdl(): string {
  const {typeDefs} = buildSchema(graphqlModules);
  const schema = buildASTSchema(concatAST(typeDefs.map(source => parse(source))));
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) process.stdout.write(printSchemaSdl());
