import type {ApolloClient, DocumentNode, OperationVariables} from '@apollo/client';
import {graphqlQuery} from '@voltcheck/api-client/react-admin';
import type {DataProvider, GetListParams, GetListResult, RaRecord} from 'react-admin';

/**
 * A console list whose GraphQL query has its own arguments (first/skip paging, named filters) instead of the
 * `allXs` convention: the query, the variables of react-admin's list parameters and the records of its answer.
 */
export interface QueryResource<Q = never, V extends OperationVariables = OperationVariables> {
  document: DocumentNode;
  variables: (params: GetListParams) => V;
  records: (data: Q) => GetListResult<RaRecord>;
}

/** A console list read from a REST route of the typed client (`rest`), whose answer is the whole list. */
export interface RestResource {
  list: (params: GetListParams) => Promise<GetListResult<RaRecord>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource keeps its own query types
export type QueryResources = Record<string, QueryResource<any, any> | RestResource>;

/** first/skip of react-admin's 1-based page. */
export const firstSkip = ({pagination}: Pick<GetListParams, 'pagination'>) => {
  const {page, perPage} = pagination ?? {page: 1, perPage: 25};
  return {first: perPage, skip: (page - 1) * perPage};
};

/** A filter's text, trimmed; null when there is none (the query then leaves it out). */
export const textOr = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();

/** The data provider with these resources' lists read through their own queries or routes; any other call goes to `base`. */
export function withQueryResources<P extends DataProvider>(
  base: P,
  client: ApolloClient<unknown>,
  resources: QueryResources,
): P {
  return {
    ...base,
    getList: (resource: string, params: GetListParams) => {
      const own = resources[resource];
      if (!own) return base.getList(resource, params);
      if ('list' in own) return own.list(params);
      return graphqlQuery(client, {query: own.document, variables: own.variables(params)}).then(own.records);
    },
  } as P;
}
