import {ApolloServer} from '@apollo/server';
import {expressMiddleware} from '@as-integrations/express4';
import {makeExecutableSchema} from '@graphql-tools/schema';
import express from 'express';
import {BindingAddress, Context} from '@loopback/core';
import {AuthBindings} from '../auth/auth.keys';
import {AppConfig} from '../config';
import {ImportBindings} from '../services/import/import.keys';
import {KernelBindings} from '../services/kernel/kernel.keys';
import {callerOf, graphqlCaller} from './caller.middleware';
import {GraphqlContext} from './context';
import {afterWrite} from '../middleware/read-route.middleware';
import {GraphqlBindings} from './graphql.keys';
import {formatGraphqlError} from './errors';
import {graphqlJsonBody, graphqlLimits} from './limits.middleware';
import {graphqlMultipart} from './multipart.middleware';
import {graphqlModules} from './modules';
import {refuse} from './refusal';
import {accessRules, buildSchema} from './schema';

/** The operations an anonymous caller may run: those whose declared access rule is public. */
function publicFields(): Set<string> {
  return new Set([...accessRules(graphqlModules)].filter(([, rule]) => rule.kind === 'public').map(([name]) => name));
}

/**
 * Builds the Apollo server and an express router for `/graphql`. In order: the caller from the
 * bearer token (headers only), uploads (refused before their body when the caller may not send
 * them), the JSON body within the caller's bound, the query's limits, then Apollo with the caller
 * and `app`'s bindings in its context. docs/security.md describes each step.
 */
export async function createGraphqlRouter(
  app: Context,
  config: Pick<AppConfig, 'limits' | 'debugErrors' | 'databaseReadUrl'>,
): Promise<{router: express.Router; stop: () => Promise<void>}> {
  const get = <T>(key: BindingAddress<T>): T => app.getSync(key);
  const importFiles = get(ImportBindings.FILE_SERVICE);
  const schema = makeExecutableSchema(buildSchema(graphqlModules));
  const server = new ApolloServer<GraphqlContext>({
    schema,
    introspection: true,
    // index.ts stops everything in order on SIGINT/SIGTERM; Apollo's own handler would re-raise the signal mid-stop.
    stopOnTerminationSignals: false,
    // A hash registered by one caller must not let another skip its limits.
    persistedQueries: false,
    includeStacktraceInErrorResponses: config.debugErrors,
    formatError: (formatted, error) => formatGraphqlError(formatted, error, config.debugErrors),
  });
  await server.start();
  const router = express.Router();
  router.use(
    graphqlCaller(get(AuthBindings.JWT_AUTHENTICATOR)),
    graphqlMultipart({
      tmpDir: get(KernelBindings.TEMP_SPACE).dir,
      limits: config.limits.uploads,
      quota: get(GraphqlBindings.UPLOAD_QUOTA),
      mayUpload: caller => importFiles.mayUpload(caller),
    }),
    graphqlJsonBody(config.limits.graphql),
    graphqlLimits(schema, config.limits.graphql, publicFields()),
    // A mutation and what it then reads go to the primary (with a read replica configured).
    (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (config.databaseReadUrl && res.locals.graphqlOperation === 'mutation') afterWrite(res);
      next();
    },
    expressMiddleware(server, {context: async ({res}): Promise<GraphqlContext> => ({get, caller: callerOf(res)})}),
  );
  router.use(bodyRefusal);
  return {router, stop: () => server.stop()};
}

/** The body parser's refusals (too large, not JSON) in GraphQL's error shape; anything else goes on. */
const bodyRefusal: express.ErrorRequestHandler = (err: BodyError, _req, res, next) => {
  if (!err.status || err.status >= 500) return next(err);
  if (err.type === 'entity.too.large')
    return refuse(
      res,
      413,
      {message: `The request body is larger than ${err.limit} bytes.`, code: 'PAYLOAD_TOO_LARGE'},
      {close: true},
    );
  refuse(res, err.status, {message: err.message, code: 'BAD_REQUEST'});
};

interface BodyError {
  status?: number;
  type?: string;
  limit?: number;
  message: string;
}
