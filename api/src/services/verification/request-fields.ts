/** Field-by-field reading of a verification request that records every problem instead of stopping at the first. */

export interface FieldProblem {
  field: string;
  message: string;
}

/** How far from today an installation date may be: older installations were never verified, later ones are not yet real. */
export const INSTALLATION_DATE_WINDOW = {yearsBack: 10, daysAhead: 31};

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Collects a request's problems; each reader returns undefined for a field it refused. A JSON request is
 * `typed`: each value must have its schema's JSON type (a postcode is text, a rating a number). XML carries
 * only text, so an untyped reader takes numbers and booleans written as text.
 */
export class FieldReader {
  readonly problems: FieldProblem[] = [];

  constructor(readonly typed = true) {}

  fail(field: string, message: string): undefined {
    this.problems.push({field, message});
    return undefined;
  }

  /** Optional text: absent, or a string of at most `max` characters, trimmed. */
  text(obj: Record<string, unknown>, key: string, path: string, max = 200): string | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'string') return this.fail(path, 'must be text');
    const value = raw;
    const trimmed = value.trim();
    if (trimmed.length > max) return this.fail(path, `must be at most ${max} characters`);
    return trimmed || undefined;
  }

  /** Required text: present, not blank, at most `max` characters. */
  requiredText(obj: Record<string, unknown>, key: string, path: string, max = 200): string | undefined {
    const before = this.problems.length;
    const value = this.text(obj, key, path, max);
    if (value === undefined && this.problems.length === before) return this.fail(path, 'is required');
    return value;
  }

  /** Optional number within [min, max] (untyped: a numeric string too). */
  number(obj: Record<string, unknown>, key: string, path: string, min: number, max: number): number | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null || (raw === '' && !this.typed)) return undefined;
    const text = !this.typed && typeof raw === 'string' && raw.trim();
    const value = typeof raw === 'number' ? raw : text ? Number(raw) : NaN;
    if (!Number.isFinite(value) || value < min || value > max)
      return this.fail(path, `must be a number from ${min} to ${max}`);
    return value;
  }

  /** Optional boolean: true/false (untyped: the strings "true"/"false" too). */
  boolean(obj: Record<string, unknown>, key: string, path: string): boolean | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null || (raw === '' && !this.typed)) return undefined;
    if (raw === true || (raw === 'true' && !this.typed)) return true;
    if (raw === false || (raw === 'false' && !this.typed)) return false;
    return this.fail(path, 'must be true or false');
  }

  /** An installation date: a real calendar day YYYY-MM-DD inside INSTALLATION_DATE_WINDOW of `today`. */
  installationDate(obj: Record<string, unknown>, path: string, today: Date): string | undefined {
    const date = this.requiredText(obj, 'date', path, 10);
    if (date === undefined) return undefined;
    if (!isCalendarDate(date)) return this.fail(path, 'must be a real calendar date YYYY-MM-DD');
    const {earliest, latest} = installationDateWindow(today);
    if (date < earliest || date > latest) return this.fail(path, `must be from ${earliest} to ${latest}`);
    return date;
  }
}

/** True for YYYY-MM-DD naming a day that exists (no 2026-02-30, no 2025-02-29). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The installation dates accepted on `today` (UTC), as YYYY-MM-DD. */
export function installationDateWindow(today: Date): {earliest: string; latest: string} {
  const earliest = new Date(today);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - INSTALLATION_DATE_WINDOW.yearsBack);
  const latest = new Date(today.getTime() + INSTALLATION_DATE_WINDOW.daysAhead * 86_400_000);
  return {earliest: earliest.toISOString().slice(0, 10), latest: latest.toISOString().slice(0, 10)};
}
