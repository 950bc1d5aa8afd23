import {createReadStream} from 'node:fs';
import {open} from 'node:fs/promises';
import {CsvTokenizer} from './csv-tokenizer';
import {isBlankRow, RawCell, SheetEvent} from './spreadsheet-types';

/** ';' when the first lines hold more semicolons than commas (outside quotes), else ','. */
export async function detectDelimiter(path: string): Promise<',' | ';'> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(64 * 1024);
    const {bytesRead} = await handle.read(buf, 0, buf.length, 0);
    const text = buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/"[^"]*"/g, '');
    const lines = text.split(/\r?\n/).slice(0, 50);
    const count = (ch: string) => lines.reduce((n, l) => n + l.split(ch).length - 1, 0);
    return count(';') > count(',') ? ';' : ',';
  } finally {
    await handle.close();
  }
}

/** Streams a CSV file (UTF-8, BOM stripped, ',' or ';'): one sheet, every cell text. */
export async function* readCsv(path: string, name: string): AsyncGenerator<SheetEvent> {
  const tokenizer = new CsvTokenizer(await detectDelimiter(path));
  yield {kind: 'sheet', index: 0, name};
  let rowNumber = 0;
  let first = true;
  const rows = function* (records: string[][]): Generator<SheetEvent> {
    for (const record of records) {
      rowNumber++;
      const cells: RawCell[] = record.map(text => ({text}));
      if (!isBlankRow(cells)) yield {kind: 'row', rowNumber, cells};
    }
  };
  // Small pieces: a piece's tokenized rows all stay alive until the last of them is taken, also while an
  // import waits for PostgreSQL (64 KB pieces: more survivors of every garbage collection, and slower).
  for await (const piece of createReadStream(path, {encoding: 'utf8', highWaterMark: 16 * 1024})) {
    const text = first ? (piece as string).replace(/^\uFEFF/, '') : (piece as string);
    first = false;
    yield* rows(tokenizer.push(text));
  }
  yield* rows(tokenizer.end());
}
