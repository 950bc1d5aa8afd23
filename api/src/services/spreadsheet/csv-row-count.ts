import {createReadStream} from 'node:fs';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** The ASCII bytes String.prototype.trim removes (line ends never occur inside a record here). */
const ASCII_BLANK = new Set([0x20, 0x09, 0x0b, 0x0c]);

/** The data rows of a CSV after one of its records, and the blank records between them. */
export interface CsvRowCount {
  dataRows: number;
  /** Blank records before each data row counted (not those after the last one). */
  blankBetween: number;
}

/**
 * Counts a CSV's records after record `after` (1-based, numbered as CsvTokenizer and readCsv number
 * them: records end at CRLF, LF or a lone CR) without splitting them into fields. A record is a data
 * row unless every field is blank, as readCsv decides. Only for a file without a quote character:
 * a quoted field may span lines, so then the answer is undefined and the caller reads the file field
 * by field. The preview counts a million rows this way in a fraction of the time of reading them.
 */
export async function countCsvRows(
  path: string,
  delimiter: ',' | ';',
  after: number,
  onRows?: (dataRows: number) => void,
  chunkBytes = 1 << 20,
): Promise<CsvRowCount | undefined> {
  const separator = delimiter.charCodeAt(0);
  const count: CsvRowCount = {dataRows: 0, blankBetween: 0};
  let record = 0;
  let lastData = after;
  const take = (buf: Buffer, start: number, end: number) => {
    if (++record <= after || isBlankRecord(buf, start, end, separator)) return;
    count.dataRows++;
    count.blankBetween += record - lastData - 1;
    lastData = record;
  };

  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, {highWaterMark: chunkBytes}) as AsyncIterable<Buffer>) {
    if (chunk.indexOf(QUOTE) >= 0) return undefined;
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    carry = Buffer.from(buf.subarray(splitRecords(buf, false, take)));
    onRows?.(count.dataRows);
  }
  if (carry.length) splitRecords(carry, true, take);
  onRows?.(count.dataRows);
  return count;
}

/**
 * Hands each complete record of `buf` to `take` (its bytes without the line end) and returns where
 * the incomplete rest begins; with `final`, the rest is a record too.
 */
function splitRecords(buf: Buffer, final: boolean, take: (buf: Buffer, start: number, end: number) => void): number {
  let start = 0;
  let nextCr = buf.indexOf(CR);
  while (start < buf.length) {
    if (nextCr >= 0 && nextCr < start) nextCr = buf.indexOf(CR, start);
    const lf = buf.indexOf(LF, start);
    const end = nextCr < 0 ? lf : lf < 0 ? nextCr : Math.min(lf, nextCr);
    if (end < 0) {
      if (!final) return start;
      take(buf, start, buf.length);
      return buf.length;
    }
    if (buf[end] === CR && end + 1 >= buf.length && !final) return start; // CRLF or a lone CR: the next byte says
    take(buf, start, end);
    start = buf[end] === CR && buf[end + 1] === LF ? end + 2 : end + 1;
  }
  return start;
}

/** Every field only whitespace (or the record empty), as readCsv's trim() judges it. */
function isBlankRecord(buf: Buffer, start: number, end: number, separator: number): boolean {
  for (let i = start; i < end; i++) {
    const b = buf[i];
    if (b === separator || ASCII_BLANK.has(b)) continue;
    if (b < 0x80) return false;
    // Non-ASCII: Unicode whitespace (a no-break space, say) is blank to trim() too.
    const text = buf.toString('utf8', start, end);
    return text.split(String.fromCharCode(separator)).every(field => field.trim() === '');
  }
  return true;
}
