import {open} from 'node:fs/promises';

/** One cell as read: its text, and its number when the spreadsheet stored a number. */
export interface RawCell {
  text: string;
  num?: number;
}

/**
 * A stored number as the spreadsheet shows it: Excel keeps and displays 15 significant digits, so
 * 9.799999999999999 (binary noise of 9.8) is 9.8 to its user, and must be 9.8 to us.
 */
export function numberCell(value: number): RawCell {
  const shown = Number(value.toPrecision(15));
  return {text: String(shown), num: shown};
}

/** What a reader yields, sheet by sheet: a sheet starts, then its non-blank rows (1-based numbers). */
export type SheetEvent =
  {kind: 'sheet'; index: number; name: string} | {kind: 'row'; rowNumber: number; cells: Array<RawCell | undefined>};

export type SpreadsheetType = 'csv' | 'xlsx' | 'xls';

export const IMPORT_LIMITS = {maxBytes: 100 * 1024 * 1024, maxRows: 1_000_000} as const;

/** A file that cannot be imported as it is: the message names the file and is meant for the user. */
export class SpreadsheetError extends Error {}

/**
 * A reader failed on the file. Its message is for the user too, but the fault may be the reader's
 * rather than the file's (an import job reads a file that already read well for its preview), so an
 * import job runs again after it.
 */
export class UnreadableFileError extends SpreadsheetError {}

/** A spreadsheet's type judged by its first bytes, never by its name. */
export async function detectSpreadsheetType(path: string): Promise<SpreadsheetType> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    const {bytesRead} = await handle.read(head, 0, 8, 0);
    if (bytesRead >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
    if (bytesRead >= 8 && head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
    return 'csv';
  } finally {
    await handle.close();
  }
}

export function isBlank(cell: RawCell | undefined): boolean {
  return !cell || cell.text.trim() === '';
}

/** A row with no text in any cell: readers do not yield it. */
export function isBlankRow(cells: Array<RawCell | undefined>): boolean {
  return cells.every(isBlank);
}
