import {type DocumentNode, type OperationVariables, type TypedDocumentNode, useQuery} from '@apollo/client';
import {useCallback} from 'react';

export interface ConsoleQueryState<T> {
  /** The latest answer; kept while a newer call (other variables, reload) runs. */
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/**
 * A GraphQL read of a console page (Apollo's useQuery under ConsoleGraphqlProvider): always from the server, again
 * when the variables change or on reload(); `skip` waits. A 401 signs out through react-admin.
 */
export function useConsoleQuery<T, V extends OperationVariables = OperationVariables>(
  query: DocumentNode | TypedDocumentNode<T, V>,
  variables?: V,
  skip = false,
): ConsoleQueryState<T> {
  const {data, previousData, error, loading, refetch} = useQuery<T, V>(query, {
    variables,
    skip,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return {data: data ?? previousData, error, loading, reload};
}
