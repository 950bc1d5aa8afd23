import type {ApolloClient, OperationVariables, QueryOptions} from '@apollo/client';
import buildGraphQLProvider, {type GraphqlDataProvider} from 'ra-data-graphql';
import {type DataProvider, HttpError} from 'react-admin';
import {createApolloClient, networkStatus} from '../apollo';
import {buildQueryFactory} from './buildQuery';

export interface CreateDataProviderOptions {
  /** Defaults to the shared client on `/graphql` with the bearer token (401s left to authProvider.checkError). */
  client?: ApolloClient<unknown>;
  /** react-admin resource name -> GraphQL type, where the console's route names differ (e.g. Users -> User). */
  resourceTypes?: Record<string, string>;
}

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * The console's dataProvider: ra-data-graphql over the API's schema, introspected on first use.
 * ra-data-graphql keeps its introspection promise forever; a failed introspection (server down,
 * expired token) is not kept here: the next call builds a fresh provider and introspects again.
 */
export function createDataProvider({client, resourceTypes}: CreateDataProviderOptions = {}): DataProvider {
  const apollo = client ?? createApolloClient({onUnauthorized: null});
  const make = (): GraphqlDataProvider =>
    buildGraphQLProvider({client: apollo, buildQuery: buildQueryFactory(resourceTypes)});
  let current = make();

  const ready = async (): Promise<GraphqlDataProvider> => {
    const provider = current;
    try {
      await provider.getIntrospection();
      return provider;
    } catch (err) {
      if (current === provider) current = make();
      throw toHttpError(err);
    }
  };

  const provider = Object.fromEntries(
    METHODS.map(method => [
      method,
      async (resource: string, params: unknown) => {
        const p = await ready();
        try {
          return await (p[method] as (r: string, q: unknown) => Promise<unknown>)(resource, params);
        } catch (err) {
          throw withFieldErrors(err);
        }
      },
    ]),
  );
  return provider as unknown as DataProvider;
}

/** Apollo and GraphQL errors as react-admin's HttpError: the HTTP status, else 401/403 from the error code, else 200. */
export function toHttpError(err: unknown): HttpError {
  const e = err as {
    message?: string;
    networkError?: unknown;
    graphQLErrors?: Array<{message?: string; extensions?: {code?: unknown; field?: unknown}}>;
  };
  const first = e.graphQLErrors?.[0];
  const code = first?.extensions?.code;
  const status =
    networkStatus(e.networkError) ??
    (e.networkError ? 503 : code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 200);
  // A refusal about one input (extensions.field): react-admin's forms show body.errors beside that input.
  const field = first?.extensions?.field;
  const body = typeof field === 'string' ? {errors: {[field]: first?.message ?? e.message}} : err;
  return new HttpError(e.message ?? String(err), status, body);
}

/**
 * A GraphQL query outside the resources (dashboard counts, reports), for a custom dataProvider
 * method: react-admin then runs its checkError on failures like any other call.
 */
export async function graphqlQuery<T, V extends OperationVariables = OperationVariables>(
  client: ApolloClient<unknown>,
  options: QueryOptions<V, T>,
): Promise<T> {
  try {
    const {data} = await client.query<T, V>({fetchPolicy: 'network-only', ...options});
    return data;
  } catch (err) {
    throw toHttpError(err);
  }
}

/**
 * ra-data-graphql answers a GraphQL error as HttpError(message, 200, the Apollo error): one about an input
 * (extensions.field) becomes the form's field errors, anything else stays as it was.
 */
export function withFieldErrors(err: unknown): unknown {
  const body = (err as {body?: unknown})?.body;
  const mapped = body && typeof body === 'object' && 'graphQLErrors' in body ? toHttpError(body) : undefined;
  return mapped && mapped.body !== body ? mapped : err;
}
