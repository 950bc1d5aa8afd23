import {type DocumentNode, type OperationVariables, type TypedDocumentNode, useApolloClient} from '@apollo/client';
import {graphqlQuery, toHttpError} from '@voltcheck/api-client/react-admin';
import {useMemo} from 'react';
import {HttpError} from 'react-admin';

/**
 * GraphQL calls a console page makes on an action (a save, a check before it), on the pages' client: failures come
 * as react-admin's HttpError (status 200 with the server's message for a GraphQL refusal, `body.errors` for a field),
 * which the forms and notifications read.
 */
export function useConsoleClient() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      query: <T, V extends OperationVariables = OperationVariables>(
        query: DocumentNode | TypedDocumentNode<T, V>,
        variables?: V,
      ): Promise<T> => graphqlQuery<T, V>(client, {query, variables}),
      mutate: async <T, V extends OperationVariables = OperationVariables>(
        mutation: DocumentNode | TypedDocumentNode<T, V>,
        variables?: V,
      ): Promise<T> => {
        let data: T | null | undefined;
        try {
          ({data} = await client.mutate<T, V>({mutation, variables}));
        } catch (err) {
          throw toHttpError(err);
        }
        if (!data) throw new HttpError('The server answered without data.', 500);
        return data;
      },
    }),
    [client],
  );
}
