import type {DocumentNode} from 'graphql';
import {toHttpError} from '@voltcheck/api-client/react-admin';
import {useCallback, useEffect, useRef, useState} from 'react';
import {useLogoutIfAccessDenied} from 'react-admin';
import {apolloClient} from '../providers';

export interface GraphqlState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a query whenever its variables change (compared as JSON); the newest answer wins. A 401
 * signs out through react-admin, like the resources' calls.
 */
export function useGraphql<T, V extends Record<string, unknown> = Record<string, unknown>>(
  query: DocumentNode,
  variables: V,
  skip = false,
): GraphqlState<T> {
  const logoutIfDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<Omit<GraphqlState<T>, 'reload'>>({loading: !skip});
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (skip) return;
    const call = ++latest.current;
    setState(s => ({...s, loading: true, error: undefined}));
    apolloClient.query<T>({query, variables: JSON.parse(key), fetchPolicy: 'network-only'}).then(
      ({data}) => call === latest.current && setState({data, loading: false}),
      (err: unknown) => {
        const error = toHttpError(err);
        void logoutIfDenied(error);
        if (call === latest.current) setState({error, loading: false});
      },
    );
  }, [query, key, skip, tick, logoutIfDenied]);
  const reload = useCallback(() => setTick(t => t + 1), []);
  return {...state, reload};
}

/** A mutation on the same client; errors come back as HttpError (the server's message). */
export async function runMutation<T>(mutation: DocumentNode, variables: Record<string, unknown>): Promise<T> {
  try {
    const {data} = await apolloClient.mutate<T>({mutation, variables});
    return data as T;
  } catch (err) {
    throw toHttpError(err);
  }
}

/** A query on the same client, once (cheap checks like cityExists). */
export async function runQuery<T>(query: DocumentNode, variables: Record<string, unknown>): Promise<T> {
  try {
    const {data} = await apolloClient.query<T>({query, variables, fetchPolicy: 'network-only'});
    return data;
  } catch (err) {
    throw toHttpError(err);
  }
}

/** `value`, once it has stopped changing for `ms` (searches are debounced by 300 ms). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
