import {GraphqlModule} from './schema';

/** Every module of the GraphQL schema. A new capability adds its module here. */
export const graphqlModules: GraphqlModule[] = [];
