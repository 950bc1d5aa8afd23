/**
 * The API's shapes, generated from the API by `npm run codegen` into src/generated/: the GraphQL schema's
 * types with those of every operation of the portal and the console, and the REST operations of the
 * OpenAPI document. The UIs take their API types from here, never from copies of their own.
 */
import type {components, paths} from './generated/openapi';

export type * from './generated/graphql-schema';
export type * from './generated/graphql-operations';

/** A named schema of the OpenAPI document (StatusMessage, ErrorResponse, Profile, Registration...). */
export type RestSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<T> = T extends {content: {'application/json': infer Body}} ? Body : never;

/** The JSON answer of a REST operation (`/api/...` path as in the document) for an HTTP status, 200 by default. */
export type RestAnswer<
  Path extends keyof paths,
  M extends Method,
  Status extends number = 200,
> = paths[Path][M] extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? JsonOf<Responses[Status]>
    : never
  : never;

/** The JSON body a REST operation takes. */
export type RestBody<Path extends keyof paths, M extends Method> = paths[Path][M] extends {requestBody?: infer Body}
  ? JsonOf<NonNullable<Body>>
  : never;
