import {useCallback, useEffect, useState} from 'react';
import type {DependencyList} from 'react';

export interface AsyncState<T> {
  data?: T;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` on mount and when `deps` change; aborts the previous run; `reload` runs it again. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<{data?: T; error: unknown; loading: boolean}>({error: undefined, loading: true});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState(s => ({...s, error: undefined, loading: true}));
    load(controller.signal).then(
      data => !controller.signal.aborted && setState({data, error: undefined, loading: false}),
      error => !controller.signal.aborted && setState({error, loading: false}),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt(a => a + 1), []);
  return {...state, reload};
}
