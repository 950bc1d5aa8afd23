import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {previewWorkbook} from '../../services/import/sheet-preview';
import {IMPORT_LIMITS, scanWorkbook} from '../../services/spreadsheet';
import {countCsvRows} from '../../services/spreadsheet/csv-row-count';

/** The counts as reading every field gives them (scanWorkbook), and the header's record: the reference for the quick count. */
async function countedByReading(path: string) {
  let total = 0;
  let empty = 0;
  let last = 0;
  let header = 0;
  for await (const e of scanWorkbook(path, 'csv', 'f.csv')) {
    if (e.kind === 'header') header = last = e.columns[0].rowIndex;
    if (e.kind !== 'data') continue;
    empty += e.rowNumber - last - 1;
    last = e.rowNumber;
    total++;
  }
  return {header, counts: {totalRowCount: total, emptyRowCount: empty}};
}

/** A random CSV of `rows` lines: data, blank, whitespace-only and delimiter-only lines, any line end. */
function randomCsv(rows: number, seed: number, delimiter: string): string {
  let x = seed;
  const rnd = (n: number) => (x = (x * 1103515245 + 12345) % 2147483648) % n;
  const ends = ['\n', '\r\n', '\r'];
  const blank = ['', ' ', '\t', `${delimiter}${delimiter}`, ` ${delimiter} `, '\u00a0', `\u3000${delimiter}`];
  let text = rnd(2) ? '\ufeff' : '';
  text += `Title${ends[rnd(3)]}Serial${delimiter}Model${delimiter}Capacity${ends[rnd(3)]}`;
  for (let i = 0; i < rows; i++) {
    text += rnd(5) === 0 ? blank[rnd(blank.length)] : `S${i}${delimiter}DE-10${delimiter}${rnd(3) ? '10.5' : 'é'}`;
    if (i < rows - 1 || rnd(2)) text += ends[rnd(3)];
  }
  return text;
}

describe('the quick count of a CSV preview', () => {
  const dir = mkdtempSync(join(tmpdir(), 'voltcheck-count-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('gives the data and blank rows that reading every field gives, for any line ends, blank lines and chunk boundaries', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const delimiter = seed % 4 === 0 ? ';' : ',';
      const path = join(dir, `f${seed}.csv`);
      writeFileSync(path, randomCsv(20 + seed * 7, seed, delimiter));
      const {header, counts: expected} = await countedByReading(path);
      const [sheet] = await previewWorkbook(path, 'csv', 'f.csv');
      expect({seed, totalRowCount: sheet.totalRowCount, emptyRowCount: sheet.emptyRowCount}).toEqual({
        seed,
        ...expected,
      });
      // The count itself, from the header on, in whole chunks and in tiny ones that split records, CRLF pairs
      // and multi-byte characters at every place.
      // Byte-sized chunks on every third file (both delimiters, every line end): one byte at a time is slow to read.
      for (const chunkBytes of seed % 3 === 0 ? [1 << 20, 1, 2, 3, 7] : [1 << 20, 7]) {
        const counted = await countCsvRows(path, delimiter, header, undefined, chunkBytes);
        expect({seed, chunkBytes, ...counted}).toEqual({
          seed,
          chunkBytes,
          dataRows: expected.totalRowCount,
          blankBetween: expected.emptyRowCount,
        });
      }
    }
  });

  it('leaves a file with quotes to reading field by field, and still counts it right', async () => {
    const path = join(dir, 'quoted.csv');
    const rows = Array.from({length: 30}, (_, i) => `S${i},"DE-10${i === 20 ? '\nsecond line' : ''}",1`);
    writeFileSync(path, ['Serial,Model,Capacity', ...rows].join('\n'));
    expect(await countCsvRows(path, ',', 0)).toBeUndefined();
    const heard: number[] = [];
    const [sheet] = await previewWorkbook(path, 'csv', 'quoted.csv', rows => heard.push(rows));
    expect(sheet.totalRowCount).toBe(30);
    expect(sheet.rows).toHaveLength(15);
    expect(sheet.rows[14].cells[0].value).toBe('S14');
    // Read again field by field after the quick count gave up: the progress never goes back.
    expect(heard).toEqual(Array.from({length: 30}, (_, i) => i + 1));
  });

  it('keeps its progress going up when a quote far into the file sends it back to reading field by field', async () => {
    const path = join(dir, 'late-quote.csv');
    const rows = Array.from({length: 100_000}, (_, i) => `S${i},DE-10,1`);
    rows.push('"S-quoted",DE-10,1');
    writeFileSync(path, ['Serial,Model,Capacity', ...rows].join('\n'));
    const heard: number[] = [];
    const [sheet] = await previewWorkbook(path, 'csv', 'late-quote.csv', n => heard.push(n));
    expect(sheet.totalRowCount).toBe(100_001);
    // The quick count got past the first megabyte before it met the quote.
    expect(heard.some(n => n > 50_000 && n < 100_001)).toBe(true);
    expect(heard.every((n, i) => i === 0 || n > heard[i - 1])).toBe(true);
    expect(heard[heard.length - 1]).toBe(100_001);
  });

  it('refuses more data rows than the limit, as reading does', async () => {
    const path = join(dir, 'big.csv');
    const rows = IMPORT_LIMITS.maxRows + 1;
    writeFileSync(path, 'Serial,Model\n' + 'S,DE-10\n'.repeat(rows));
    await expect(previewWorkbook(path, 'csv', 'big.csv')).rejects.toThrow(
      'big.csv: the file has more than 1,000,000 rows; split it into smaller files.',
    );
  });
});
