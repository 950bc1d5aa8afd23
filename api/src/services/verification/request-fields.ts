/** Field-by-field reading of a verification request that records every problem instead of stopping at the first. */

export interface FieldProblem {
  field: string;
  message: string;
}

/** How far from today an installation date may be: older installations were never verified, later ones are not yet real. */
export const INSTALLATION_DATE_WINDOW = {yearsBack: 10, daysAhead: 31};

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string, or a number sent where text was expected (XML has no types, JSON clients send postcodes as numbers). */
const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** Collects a request's problems; each reader returns undefined for a field it refused. */
export class FieldReader {
  readonly problems: FieldProblem[] = [];

  fail(field: string, message: string): undefined {
    this.problems.push({field, message});
    return undefined;
  }

  /** Optional text: absent, or a string (or number) of at most `max` characters, trimmed. */
  text(obj: Record<string, unknown>, key: string, path: string, max = 200): string | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null) return undefined;
    const value = asText(raw);
    if (value === undefined) return this.fail(path, 'must be text');
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

  /** Optional number within [min, max] (a numeric string is accepted: XML carries no types). */
  number(obj: Record<string, unknown>, key: string, path: string, min: number, max: number): number | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null || raw === '') return undefined;
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    if (!Number.isFinite(value) || value < min || value > max)
      return this.fail(path, `must be a number from ${min} to ${max}`);
    return value;
  }

  /** Optional boolean: true/false, or the strings "true"/"false" of XML. */
  boolean(obj: Record<string, unknown>, key: string, path: string): boolean | undefined {
    const raw = obj[key];
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (raw === true || raw === 'true') return true;
    if (raw === false || raw === 'false') return false;
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
