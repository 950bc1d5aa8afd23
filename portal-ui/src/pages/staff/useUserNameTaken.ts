import {useEffect, useState} from 'react';
import {config} from '../../config';
import {isUserNameTaken} from './staff.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/**
 * Whether the typed user name is taken, checked live (undefined until known). An answer counts only for the name it
 * was asked about: while a newly typed name waits for its check, the previous name's "taken" must not block saving it.
 */
export function useUserNameTaken(userName: string): boolean | undefined {
  const typed = userName.trim();
  const term = useDebouncedValue(typed, config.searchDebounceMs);
  const [answer, setAnswer] = useState<{term: string; taken: boolean}>();
  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    isUserNameTaken(term, controller.signal).then(
      taken => !controller.signal.aborted && setAnswer({term, taken}),
      () => undefined,
    );
    return () => controller.abort();
  }, [term]);
  return answer && answer.term === typed ? answer.taken : undefined;
}
