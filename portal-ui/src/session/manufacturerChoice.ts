import {useCallback, useSyncExternalStore} from 'react';
import {isDistributorRole, manufacturerIds} from '@voltcheck/api-client';
import {useSession} from './SessionContext';

/** The manufacturer a distributor acts for (document 001 section 2), kept across visits. */
export const MANUFACTURER_CHOICE_KEY = 'selectedManufacturerId';
const EVENT = 'voltcheck:manufacturer-choice';

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === MANUFACTURER_CHOICE_KEY) && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(EVENT, onChange);
  };
}

const read = () => localStorage.getItem(MANUFACTURER_CHOICE_KEY);

export interface ManufacturerChoice {
  /** Distributor roles choose; manufacturers and administrators do not. */
  needsChoice: boolean;
  options: Array<{id: number; name: string}>;
  /** What calls pass as manufacturerId: the chosen manufacturer of a distributor, else undefined. */
  manufacturerId: number | undefined;
  choose(id: number): void;
}

export function useManufacturerChoice(): ManufacturerChoice {
  const {claims, profile} = useSession();
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const needsChoice = isDistributorRole(claims?.role);
  const ids = manufacturerIds(claims).filter(id => id > 0);
  const named = profile?.manufacturers?.filter(m => m.id > 0) ?? [];
  const options = named.length ? named : ids.map(id => ({id, name: `Manufacturer #${id}`}));
  const chosen = options.find(o => String(o.id) === stored)?.id ?? options[0]?.id;
  const choose = useCallback((id: number) => {
    localStorage.setItem(MANUFACTURER_CHOICE_KEY, String(id));
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return {needsChoice, options, manufacturerId: needsChoice ? chosen : undefined, choose};
}
