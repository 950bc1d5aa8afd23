import {useEffect, useState} from 'react';
import {config} from '../../config';
import {useDebouncedValue} from '../../components/useDebouncedValue';
import {isUserNameTaken} from './staff.queries';

/** Whether the typed user name is taken, checked live (undefined until known). */
export function useUserNameTaken(userName: string): boolean | undefined {
  const term = useDebouncedValue(userName.trim(), config.searchDebounceMs);
  const [taken, setTaken] = useState<boolean>();
  useEffect(() => {
    setTaken(undefined);
    if (!term) return;
    const controller = new AbortController();
    isUserNameTaken(term, controller.signal).then(
      answer => !controller.signal.aborted && setTaken(answer),
      () => undefined,
    );
    return () => controller.abort();
  }, [term]);
  return taken;
}
