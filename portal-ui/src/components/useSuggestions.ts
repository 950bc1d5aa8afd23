import {useEffect, useState} from 'react';
import {config} from '../config';
import {useDebouncedValue} from '@voltcheck/ui-shared';

export interface Suggestions<T> {
  options: T[];
  loading: boolean;
  failed: boolean;
  /** The text is too short to search (below the autocomplete threshold). */
  tooShort: boolean;
}

/** Autocomplete suggestions from the server, searched only once `minChars` are typed, debounced. */
export function useSuggestions<T>(
  text: string,
  minChars: number,
  search: (text: string, signal: AbortSignal) => Promise<T[]>,
  enabled = true,
  /** Anything else the search depends on: a change searches again. */
  scope: unknown = null,
): Suggestions<T> {
  const query = useDebouncedValue(text.trim(), config.searchDebounceMs);
  const tooShort = text.trim().length < minChars;
  const [state, setState] = useState<{options: T[]; loading: boolean; failed: boolean}>({
    options: [],
    loading: false,
    failed: false,
  });

  useEffect(() => {
    if (!enabled || query.length < minChars) {
      setState({options: [], loading: false, failed: false});
      return;
    }
    const controller = new AbortController();
    setState(s => ({...s, loading: true, failed: false}));
    search(query, controller.signal).then(
      options => !controller.signal.aborted && setState({options, loading: false, failed: false}),
      () => !controller.signal.aborted && setState({options: [], loading: false, failed: true}),
    );
    return () => controller.abort();
    // `search` is a module-level function; re-running on its identity is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, minChars, enabled, scope]);

  return {...state, loading: enabled && (state.loading || (!tooShort && query !== text.trim())), tooShort};
}
