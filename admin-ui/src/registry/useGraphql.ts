import type {DocumentNode} from '@apollo/client';
import {useCallback, useEffect, useState} from 'react';
import {useDataProvider} from 'react-admin';
import type {AdminDataProvider} from '../providers';

export interface GraphqlState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/** A console query through the dataProvider (a 401 signs out), run again when `variables` change or on reload. */
export function useGraphql<T>(
  query: DocumentNode,
  variables: Record<string, unknown> = {},
  skip = false,
): GraphqlState<T> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{data?: T; error?: Error; loading: boolean}>({loading: !skip});
  const [round, setRound] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (skip) return;
    let live = true;
    setState(s => ({...s, loading: true}));
    dataProvider.graphql<T>(query, JSON.parse(key) as Record<string, unknown>).then(
      data => live && setState({data, loading: false}),
      (error: Error) => live && setState({error, loading: false}),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, query, key, round, skip]);
  const reload = useCallback(() => setRound(r => r + 1), []);
  return {...state, reload};
}

/** A console mutation through the dataProvider. */
export function useGraphqlMutation() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useCallback(
    <T>(mutation: DocumentNode, variables: Record<string, unknown> = {}) =>
      dataProvider.graphql<T>(mutation, variables, true),
    [dataProvider],
  );
}
