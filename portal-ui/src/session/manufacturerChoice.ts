import {useSyncExternalStore} from 'react';
import {isDistributorRole, manufacturerIds} from '@voltcheck/api-client';
import type {TokenClaims} from '@voltcheck/api-client';
import type {Profile} from './profile';
import {useSession} from './SessionContext';

/** The manufacturer a distributor acts for (document 001 section 2), kept across visits. */
export const MANUFACTURER_CHOICE_KEY = 'selectedManufacturerId';
export const MANUFACTURER_CHOICE_EVENT = 'voltcheck:manufacturer-choice';

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === MANUFACTURER_CHOICE_KEY) && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(MANUFACTURER_CHOICE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(MANUFACTURER_CHOICE_EVENT, onChange);
  };
}

const read = () => localStorage.getItem(MANUFACTURER_CHOICE_KEY);

/** Remembers a distributor's choice and tells every mounted chooser in this tab (other tabs hear `storage`). */
export function chooseManufacturer(id: number): void {
  localStorage.setItem(MANUFACTURER_CHOICE_KEY, String(id));
  window.dispatchEvent(new Event(MANUFACTURER_CHOICE_EVENT));
}

export interface ManufacturerChoice {
  /** Distributor roles choose; manufacturers and administrators do not. */
  needsChoice: boolean;
  options: Array<{id: number; name: string}>;
  /** What calls pass as manufacturerId: the chosen manufacturer of a distributor, else undefined. */
  manufacturerId: number | undefined;
  choose(id: number): void;
}

/**
 * The choice from the token, the profile and the stored id: the profile's named manufacturers (else the
 * token's ids), the stored one if it is still among them, else the first.
 */
export function manufacturerChoiceOf(
  claims: TokenClaims | null,
  profile: Profile | null,
  stored: string | null,
): Omit<ManufacturerChoice, 'choose'> {
  const needsChoice = isDistributorRole(claims?.role);
  const ids = manufacturerIds(claims).filter(id => id > 0);
  const named = profile?.manufacturers?.filter(m => m.id > 0) ?? [];
  const options = named.length ? named : ids.map(id => ({id, name: `Manufacturer #${id}`}));
  const chosen = options.find(o => String(o.id) === stored)?.id ?? options[0]?.id;
  return {needsChoice, options, manufacturerId: needsChoice ? chosen : undefined};
}

/** The chosen manufacturer as the GraphQL ID variable `manufacturerId` (null: the caller's own scope). */
export function manufacturerIdVariable(id: number | undefined): string | null {
  return id === undefined ? null : String(id);
}

export function useManufacturerChoice(): ManufacturerChoice {
  const {claims, profile} = useSession();
  const stored = useSyncExternalStore(subscribe, read, () => null);
  return {...manufacturerChoiceOf(claims, profile, stored), choose: chooseManufacturer};
}
