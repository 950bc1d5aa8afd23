import {invalidInput, ServiceError} from '../kernel/service-error';
import {normaliseSerial} from '../verification/verification-rules';

/** A range of numbered serials: `prefix` followed by each number from `from` to `to`, zero-padded to `digits`. */
export interface SerialRange {
  prefix: string;
  from: number;
  to: number;
  digits: number;
  /** A batch of a larger range: the whole range's `from`, which its rows are numbered from. */
  base?: number;
}

/** Every serial of a model (by name) uploaded between two dates, both included. */
export interface ModelWindow {
  name: string;
  uploadedFrom: string;
  uploadedTo: string;
}

/** Which serials a status change or a recall takes: exactly one of a list, a range or a model's uploads. */
export type SerialSelection =
  | {kind: 'list'; norms: string[]; rows: number[]; sent: string[]}
  | {kind: 'range'; range: SerialRange}
  | {kind: 'model'; model: ModelWindow; ids?: {from: number; to: number}};

/** One row of a selection that changes nothing: its 1-based row in the list (or number in the range), and why. */
export interface RowProblem {
  row: number;
  serial: string;
  problem: string;
}

/** The largest list or range one call takes: a million serials (the largest model recall the design plans for). */
export const MAX_SELECTION = 1_000_000;

export const SELECTION_MESSAGES = {
  one: 'Give exactly one of serials, range or model.',
  repeated: 'Repeated in the list.',
  empty: 'Empty serial.',
  unknown: 'No such serial of yours.',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the selection of a request body, naming the first broken field; repeated and empty rows become problems.
 * `listRows`: the row each of `serials` is known by (a list file's sheet rows), instead of its 1-based position.
 */
export function readSelection(
  body: {serials?: unknown; range?: unknown; model?: unknown},
  listRows?: number[],
): {
  selection: SerialSelection;
  problems: RowProblem[];
} {
  const given = [body.serials, body.range, body.model].filter(v => v !== undefined && v !== null);
  if (given.length !== 1) throw new ServiceError(SELECTION_MESSAGES.one, 'VALIDATION', {reason: 'INVALID_FIELD'});
  if (body.serials !== undefined && body.serials !== null) return readList(body.serials, listRows);
  if (body.range !== undefined && body.range !== null) return {selection: readRange(body.range), problems: []};
  return {selection: readModel(body.model), problems: []};
}

function readList(value: unknown, listRows?: number[]): {selection: SerialSelection; problems: RowProblem[]} {
  if (!Array.isArray(value) || !value.length) throw invalidInput('serials', 'a non-empty list of serials');
  if (value.length > MAX_SELECTION) throw invalidInput('serials', `at most ${MAX_SELECTION} serials`);
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  const norms: string[] = [];
  const rows: number[] = [];
  const sent: string[] = [];
  value.forEach((v, n) => {
    const serial = typeof v === 'string' ? v : String(v ?? '');
    const norm = normaliseSerial(serial);
    const row = listRows?.[n] ?? n + 1;
    if (!norm) problems.push({row, serial, problem: SELECTION_MESSAGES.empty});
    else if (seen.has(norm)) problems.push({row, serial, problem: SELECTION_MESSAGES.repeated});
    else {
      seen.add(norm);
      norms.push(norm);
      rows.push(row);
      sent.push(serial);
    }
  });
  return {selection: {kind: 'list', norms, rows, sent}, problems};
}

function readRange(value: unknown): SerialSelection {
  const r = (value ?? {}) as Record<string, unknown>;
  const prefix = typeof r.prefix === 'string' ? normaliseSerial(r.prefix) : undefined;
  if (prefix === undefined) throw invalidInput('range.prefix', 'a text (may be empty)');
  for (const k of ['from', 'to', 'digits'] as const)
    if (!Number.isSafeInteger(r[k]) || (r[k] as number) < 0)
      throw invalidInput(`range.${k}`, 'a whole number, 0 or more');
  const [from, to, digits] = [r.from as number, r.to as number, r.digits as number];
  if (to < from) throw invalidInput('range.to', 'at least range.from');
  if (to - from + 1 > MAX_SELECTION) throw invalidInput('range', `at most ${MAX_SELECTION} serials`);
  if (digits > 30) throw invalidInput('range.digits', 'at most 30');
  return {kind: 'range', range: {prefix, from, to, digits}};
}

function readModel(value: unknown): SerialSelection {
  const m = (value ?? {}) as Record<string, unknown>;
  const name = typeof m.name === 'string' ? m.name.trim() : '';
  if (!name) throw invalidInput('model.name', 'This field is required');
  for (const k of ['uploadedFrom', 'uploadedTo'] as const)
    if (typeof m[k] !== 'string' || !DATE.test(m[k] as string) || Number.isNaN(Date.parse(m[k] as string)))
      throw invalidInput(`model.${k}`, 'a date, YYYY-MM-DD');
  if ((m.uploadedTo as string) < (m.uploadedFrom as string))
    throw invalidInput('model.uploadedTo', 'on or after uploadedFrom');
  return {kind: 'model', model: {name, uploadedFrom: m.uploadedFrom as string, uploadedTo: m.uploadedTo as string}};
}

/** The serial a range gives at position `row` (1-based), as stored (normalised). */
export function rangeSerial(range: SerialRange, row: number): string {
  return range.prefix + String(range.from + row - 1).padStart(range.digits, '0');
}
