import {useCallback, useEffect, useState} from 'react';
import {rest, type RestData, type RestInitArg, type RestPath} from '@voltcheck/api-client';

export interface RestQueryState<T> {
  /** The latest answer; kept while a newer call (other parameters, reload) runs. */
  data?: T;
  /** Why the latest call failed (an ApiError with the server's message for a refused answer). */
  error?: Error;
  loading: boolean;
  reload: () => void;
}

// The generic signature of rest.GET does not survive the JSON round trip of the parameters below.
const get = rest.GET as unknown as (path: string, init: object) => Promise<unknown>;

/**
 * A REST read (GET) of a signed-in page, typed by the OpenAPI document: called again when `path` or its parameters
 * change (compared as JSON) or on reload(); the newest call wins and a superseded one is aborted. `path` null skips
 * the call. GraphQL reads use Apollo's useQuery instead.
 */
export function useRestQuery<P extends RestPath<'get'>>(
  path: P | null,
  ...init: RestInitArg<P, 'get'>
): RestQueryState<RestData<P, 'get'>> {
  const [state, setState] = useState<{data?: RestData<P, 'get'>; error?: Error; loading: boolean}>({loading: !!path});
  const [round, setRound] = useState(0);
  const key = JSON.stringify(init[0] ?? {});
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState(s => ({...s, loading: true, error: undefined}));
    get(path, {...JSON.parse(key), signal: controller.signal}).then(
      data => {
        if (!controller.signal.aborted) setState({data: data as RestData<P, 'get'>, loading: false});
      },
      (error: Error) => {
        if (!controller.signal.aborted) setState(s => ({...s, error, loading: false}));
      },
    );
    return () => controller.abort();
  }, [path, key, round]);
  const reload = useCallback(() => setRound(r => r + 1), []);
  return {...state, reload};
}
