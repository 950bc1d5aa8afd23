import ExcelJS from 'exceljs';
import {createWriteStream, mkdirSync, statSync} from 'node:fs';
import {once} from 'node:events';
import {join} from 'node:path';

/** The header of the bench files: the required fields and five battery flash fields, as a manufacturer names them. */
export const BENCH_HEADER = [
  'Serial Number',
  'Model',
  'Nominal Capacity (kWh)',
  'Usable Capacity (kWh)',
  'Amp Hours',
  'IP Protection',
  'Operating Temperature',
];
/** The flash columns (product_serial's names and types) of the same fields, for the COPY baseline. */
export const BENCH_COLUMNS = [
  ['serial', 'text'],
  ['model', 'text'],
  ['nominal_capacity', 'numeric'],
  ['usable_capacity', 'numeric'],
  ['amp_hours', 'numeric'],
  ['ip_protection', 'text'],
  ['tempature_range', 'text'],
] as const;
export const BENCH_MODEL = 'DE-10';

/**
 * With `systems`, the files are battery systems of the demo's modular product: each nine rows one DE-STACK unit and
 * eight DE-M5 modules naming it in a Parent Serial column (the COPY baseline copies that column as text).
 */
const SYSTEM_ROWS = 9;
const benchHeader = (systems: boolean) => (systems ? [...BENCH_HEADER, 'Parent Serial'] : BENCH_HEADER);
const benchColumns = (systems: boolean): BenchFile['columns'] =>
  systems ? [...BENCH_COLUMNS, ['parent_serial', 'text']] : BENCH_COLUMNS;

export interface BenchFile {
  /** The file's columns as a COPY baseline's table takes them (name, type), in file order. */
  columns: ReadonlyArray<readonly [string, string]>;
  path: string;
  name: string;
  rows: number;
  bytes: number;
  seconds: number;
}

/** Row i of a run: a serial unique to the run and file, model DE-10 of Demo Energy, plausible battery values. */
function rowOf(prefix: string, i: number, systems: boolean): Array<string | number> {
  const serial = `${prefix}${String(i).padStart(7, '0')}`;
  if (!systems) return [serial, BENCH_MODEL, 10.24, 9.6 + (i % 5) / 10, 200, 'IP65', '-10~50C'];
  const first = i - ((i - 1) % SYSTEM_ROWS);
  // a unit carries the whole stack's figures (eight 5 kWh modules)
  if (i === first) return [serial, 'DE-STACK', 40, 36.8, 800, 'IP65', '-10~50C', ''];
  return [serial, 'DE-M5', 5, 4.6, 100, 'IP65', '-10~50C', `${prefix}${String(first).padStart(7, '0')}`];
}

/** A bench file just written (started at `startedAt`, ms): its columns, size and how long writing it took. */
function writtenFile(path: string, name: string, rows: number, systems: boolean, startedAt: number): BenchFile {
  return {
    columns: benchColumns(systems),
    path,
    name,
    rows,
    bytes: statSync(path).size,
    seconds: (Date.now() - startedAt) / 1000,
  };
}

/** A CSV of `rows` data rows after the header (UTF-8, ',' separated, nothing needing quotes), written in 1 MB chunks. */
export async function writeBenchCsv(dir: string, run: string, rows: number, systems = false): Promise<BenchFile> {
  mkdirSync(dir, {recursive: true});
  const name = `bench-import-${run}.csv`;
  const path = join(dir, name);
  const t = Date.now();
  const out = createWriteStream(path);
  let chunk = benchHeader(systems).join(',') + '\n';
  for (let i = 1; i <= rows; i++) {
    chunk += rowOf(`BC${run}`, i, systems).join(',') + '\n';
    if (chunk.length >= 1 << 20 || i === rows) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end();
  await once(out, 'finish');
  return writtenFile(path, name, rows, systems, t);
}

/**
 * An .xlsx of one sheet with `rows` data rows, written by exceljs's streaming WorkbookWriter with
 * shared strings, as Excel writes them (the sheet comes before sharedStrings.xml in the zip, as in
 * Excel's own files). Numbers are numeric cells; the serials are text.
 */
export async function writeBenchXlsx(dir: string, run: string, rows: number, systems = false): Promise<BenchFile> {
  mkdirSync(dir, {recursive: true});
  const name = `bench-import-${run}.xlsx`;
  const path = join(dir, name);
  const t = Date.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({filename: path, useSharedStrings: true, useStyles: false});
  const sheet = workbook.addWorksheet('Flash data');
  sheet.addRow(benchHeader(systems)).commit();
  for (let i = 1; i <= rows; i++) {
    sheet.addRow(rowOf(`BX${run}`, i, systems).map(v => (v === '' ? null : v))).commit();
    // let the zip stream drain now and then
    if (i % 50_000 === 0) await new Promise(r => setImmediate(r));
  }
  sheet.commit();
  await workbook.commit();
  return writtenFile(path, name, rows, systems, t);
}
