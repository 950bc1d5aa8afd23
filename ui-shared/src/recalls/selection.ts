/** A row the server refused: its position in the list (or number in a range), the serial, and why. */
export type RowProblem = {row: number; serial: string; problem: string};

/** The serials of a pasted list: one a line, or separated by commas, semicolons or tabs; blanks dropped, repeats once. */
export function pastedSerials(text: string): string[] {
  const serials = text
    .split(/[\r\n,;\t]+/)
    .map(s => s.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
  return [...new Set(serials)];
}

/**
 * Which serials a recall or a status change takes: a pasted list, a list file (CSV, XLS or XLSX, read by the server
 * as the flash import reads files), a numbered range, or a model's uploads in a window.
 */
export type SelectionKind = 'list' | 'file' | 'range' | 'model';

export interface SelectionValues {
  kind: SelectionKind;
  list: string;
  file: File | null;
  prefix: string;
  from: string;
  to: string;
  digits: string;
  model: string;
  uploadedFrom: string;
  uploadedTo: string;
}

export const EMPTY_SELECTION: SelectionValues = {
  kind: 'list',
  list: '',
  file: null,
  prefix: '',
  from: '',
  to: '',
  digits: '',
  model: '',
  uploadedFrom: '',
  uploadedTo: '',
};

/** The part of a request body that names the serials: exactly one of serials, range and model. */
export type SelectionBody =
  | {serials: string[]}
  | {range: {prefix: string; from: number; to: number; digits: number}}
  | {model: {name: string; uploadedFrom: string; uploadedTo: string}};

export type SelectionErrors = Partial<Record<keyof SelectionValues, string>>;

const REQUIRED = 'This field is required';
const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/**
 * The body of the selection, or the list file to send in its place (the `/file` operations), or the fields to fix
 * (checked here so that nothing is sent half-filled).
 */
export function selectionBody(v: SelectionValues): {body?: SelectionBody; file?: File; errors: SelectionErrors} {
  const errors: SelectionErrors = {};
  if (v.kind === 'file') return v.file ? {file: v.file, errors} : {errors: {file: 'Choose a CSV or XLSX file'}};
  if (v.kind === 'list') {
    const serials = pastedSerials(v.list);
    if (!serials.length) errors.list = 'Paste at least one serial';
    return serials.length ? {body: {serials}, errors} : {errors};
  }
  if (v.kind === 'range') {
    for (const field of ['from', 'to'] as const)
      if (!wholeNumber(v[field])) errors[field] = v[field].trim() ? 'A whole number' : REQUIRED;
    if (v.digits.trim() && !wholeNumber(v.digits)) errors.digits = 'A whole number';
    if (!errors.from && !errors.to && Number(v.from) > Number(v.to)) errors.to = 'Not before the first number';
    if (Object.keys(errors).length) return {errors};
    const digits = v.digits.trim() ? Number(v.digits) : v.from.trim().length;
    return {body: {range: {prefix: v.prefix.trim(), from: Number(v.from), to: Number(v.to), digits}}, errors};
  }
  if (!v.model.trim()) errors.model = REQUIRED;
  if (!v.uploadedFrom) errors.uploadedFrom = REQUIRED;
  if (!v.uploadedTo) errors.uploadedTo = REQUIRED;
  if (v.uploadedFrom && v.uploadedTo && v.uploadedFrom > v.uploadedTo) errors.uploadedTo = 'Not before the start';
  if (Object.keys(errors).length) return {errors};
  return {body: {model: {name: v.model.trim(), uploadedFrom: v.uploadedFrom, uploadedTo: v.uploadedTo}}, errors};
}
