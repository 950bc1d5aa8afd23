import ExcelJS from 'exceljs';
import {Readable, Writable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {csvLine, xlsxCell} from '../export';
import type {RecallRow, RowCursor} from './recall.repository';

export type ReachFormat = 'csv' | 'xlsx';

export const REACH_TYPES: Record<ReachFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** One header for both kinds: an installed unit fills where it is, one not installed where it came from. */
export const REACH_HEADER = [
  'Serial',
  'Model',
  'Installed',
  'Address',
  'Postcode',
  'State',
  'Installation Date',
  'Installer Accreditation',
  'Retailer',
  'App Provider',
  'Upload',
  'Uploaded On',
  'Supplier',
  'Remedy',
  'Remedied On',
];

const REMEDY_NAMES: Record<string, string> = {replaced: 'Replaced', repaired: 'Repaired', not_affected: 'Not affected'};
const FETCH_ROWS = 5000;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? ''));

function cells(kind: 'installed' | 'uninstalled', r: Record<string, unknown>): unknown[] {
  return [
    r.serial,
    r.model,
    kind === 'installed' ? 'Yes' : 'No',
    r.address ?? '',
    r.postcode ?? '',
    r.state ?? '',
    r.installedAt ?? '',
    r.installerAccreditation ?? '',
    r.retailer ?? '',
    r.appProvider ?? '',
    r.uploadId ?? '',
    iso(r.uploadedAt),
    r.supplier ?? '',
    r.remedy ? REMEDY_NAMES[r.remedy as string] : '',
    iso(r.remediedAt),
  ];
}

/** `recall-{id}-reach.{ext}`: the title may hold anything, the id does not. */
export const reachFileName = (recall: Pick<RecallRow, 'id'>, format: ReachFormat) =>
  `recall-${recall.id}-reach.${format}`;

type Open = (kind: 'installed' | 'uninstalled') => Promise<RowCursor>;

async function* rowsOf(open: Open): AsyncGenerator<unknown[]> {
  for (const kind of ['installed', 'uninstalled'] as const) {
    const cursor = await open(kind);
    try {
      for (;;) {
        const rows = await cursor.fetch(FETCH_ROWS);
        if (!rows.length) break;
        for (const r of rows) yield cells(kind, r);
      }
    } catch (err) {
      await cursor.close(false).catch(() => undefined);
      throw err;
    }
    await cursor.close(true);
  }
}

/** Streams the reach as CSV or XLSX, every cell through the export's formula guard. */
export async function writeReach(open: Open, format: ReachFormat, out: Writable): Promise<void> {
  if (format === 'csv') {
    const lines = async function* () {
      yield csvLine(REACH_HEADER);
      for await (const row of rowsOf(open)) yield csvLine(row);
    };
    await pipeline(Readable.from(lines()), out);
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({stream: out, useSharedStrings: false, useStyles: false});
  const sheet = workbook.addWorksheet('Reach');
  sheet.addRow(REACH_HEADER).commit();
  for await (const row of rowsOf(open)) sheet.addRow(row.map(xlsxCell)).commit();
  sheet.commit();
  await workbook.commit();
}
