import {ApolloServer} from '@apollo/server';
import {expressMiddleware} from '@as-integrations/express4';
import express from 'express';
import {JwtAuthenticator, AuthenticationRefused} from '../auth/jwt-authenticator';
import {GraphQLError} from 'graphql';
import {GraphqlContext, GraphqlServices} from './context';
import {formatGraphqlError} from './errors';
import {graphqlMultipart} from './multipart.middleware';
import {graphqlModules} from './modules';
import {buildSchema} from './schema';

/**
 * Builds the Apollo server and an express router for `/graphql` with the caller and the services in
 * its context. Uploaded files stream to `uploadDir` first.
 */
export async function createGraphqlRouter(
  authenticator: JwtAuthenticator,
  services: GraphqlServices,
  uploadDir: string,
): Promise<{router: express.Router; stop: () => Promise<void>}> {
  const server = new ApolloServer<GraphqlContext>({
    ...buildSchema(graphqlModules),
    introspection: true,
    formatError: formatGraphqlError,
  });
  await server.start();
  const router = express.Router();
  router.use(
    graphqlMultipart(uploadDir),
    express.json({limit: '10mb'}),
    expressMiddleware(server, {
      context: async ({req}) => {
        try {
          return {services, caller: await authenticator.authenticate(req)};
        } catch (err) {
          if (err instanceof AuthenticationRefused) {
            throw new GraphQLError(err.message, {extensions: {code: 'UNAUTHENTICATED', http: {status: 401}}});
          }
          throw err;
        }
      },
    }),
  );
  return {router, stop: () => server.stop()};
}
