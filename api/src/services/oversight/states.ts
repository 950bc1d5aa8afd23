import {ServiceError} from '../kernel/service-error';

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

/** A YYYY-MM-DD date argument, or undefined when absent; anything else is refused. */
export function isoDate(value: string | null | undefined, name: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !date || date.toISOString().slice(0, 10) !== m[0])
    throw new ServiceError(`${name} must be a date as YYYY-MM-DD.`, 'VALIDATION', {field: name});
  return m[0];
}

/** A date range [from, to] (inclusive days), by default the `defaultDays` days up to today. */
export function dateRange(from: string | null | undefined, to: string | null | undefined, defaultDays = 30) {
  const today = new Date().toISOString().slice(0, 10);
  const end = isoDate(to, 'to') ?? today;
  const start =
    isoDate(from, 'from') ??
    new Date(Date.parse(`${end}T00:00:00Z`) - defaultDays * 86400000).toISOString().slice(0, 10);
  if (start > end) throw new ServiceError('The start date must not be after the end date.', 'VALIDATION');
  return {from: start, to: end};
}

/** A page size within [1, max], and a non-negative offset. */
export const pageOf = (
  first: number | null | undefined,
  skip: number | null | undefined,
  size: number,
  max = size,
) => ({
  limit: Math.min(Math.max(first ?? size, 1), max),
  offset: Math.max(skip ?? 0, 0),
});
