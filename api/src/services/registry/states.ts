/** The states of document 002, section 5, by their state id (there is no 4124), with their postcode ranges. */
export const STATES = [
  {stateId: 4122, stateName: 'ACT', from: 2600, to: 2620},
  {stateId: 4123, stateName: 'NT', from: 800, to: 899},
  {stateId: 4125, stateName: 'SA', from: 5000, to: 5999},
  {stateId: 4126, stateName: 'WA', from: 6000, to: 6999},
  {stateId: 4127, stateName: 'NSW', from: 1000, to: 2999},
  {stateId: 4128, stateName: 'QLD', from: 4000, to: 4999},
  {stateId: 4129, stateName: 'VIC', from: 3000, to: 3999},
  {stateId: 4130, stateName: 'TAS', from: 7000, to: 7999},
] as const;

export type State = (typeof STATES)[number];

export const stateById = (stateId: unknown): State | undefined => STATES.find(s => s.stateId === Number(stateId));
export const stateByName = (name: string | null | undefined): State | undefined =>
  STATES.find(s => s.stateName === String(name ?? '').toUpperCase());

/** True when `postalCode` (digits only) lies in the range of the state. */
export function postcodeInState(postalCode: string, state: State): boolean {
  if (!/^\d{3,4}$/.test(postalCode)) return false;
  const n = Number(postalCode);
  return n >= state.from && n <= state.to;
}

/** Australian postcodes are kept with four digits (NT's 800 is 0800). */
export const fourDigits = (postalCode: string) => postalCode.padStart(4, '0');
