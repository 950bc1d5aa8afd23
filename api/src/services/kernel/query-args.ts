import {ServiceError} from './service-error';

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
