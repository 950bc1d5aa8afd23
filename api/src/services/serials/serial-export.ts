import ExcelJS from 'exceljs';
import {Readable, Writable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {csvLine, xlsxCell} from '../export';
import type {ExportCursor} from './product-serial.repository';

const FETCH_ROWS = 5000;

/** The request type as the Failed tab names it (document 001 section 9). */
export const requesterTypeName = (type: unknown) => (type === 1 ? 'Installation' : type === 2 ? 'Product' : 'Serial');

export const EXPORT_HEADER = [
  'Serial',
  'Model',
  'Requested Time',
  'Requester Name',
  'Requester ABN',
  'Request Type',
  'Requested Brand',
  'Requested Model',
  'Location App Name',
  'Latitude',
  'Longitude',
  'Parallel Import Comment',
  'Status',
  'Reason',
  'Resolved On',
  // A battery system's module: the serial of the unit (BMU) it is uploaded or installed under.
  'Parent Serial',
];

function cells(r: Record<string, unknown>): unknown[] {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : '');
  return [
    r.serial,
    r.model ?? 'NA',
    iso(r.requestedTime),
    r.requesterName,
    r.requesterAbn,
    requesterTypeName(r.requesterType),
    r.requestedBrand,
    r.requestedModel,
    r.requesterAppName,
    r.latitude,
    r.longitude,
    r.comment,
    r.status === 1 ? 'Verified' : 'Not verified',
    r.reason,
    iso(r.resolvedOn),
    r.parentSerial ?? '',
  ];
}

async function* csvPieces(cursor: ExportCursor): AsyncGenerator<string> {
  yield csvLine(EXPORT_HEADER);
  for (;;) {
    const rows = await cursor.fetch(FETCH_ROWS);
    if (!rows.length) return;
    yield rows.map(r => csvLine(cells(r))).join('');
  }
}

/** Writes the cursor's rows to `out` as CSV or XLSX (streamed, formula-safe), then closes the cursor. */
export async function writeExport(cursor: ExportCursor, format: 'csv' | 'xlsx', out: Writable): Promise<void> {
  try {
    if (format === 'csv') await pipeline(Readable.from(csvPieces(cursor)), out);
    else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({stream: out, useSharedStrings: false, useStyles: false});
      const sheet = workbook.addWorksheet('Serials');
      sheet.addRow(EXPORT_HEADER).commit();
      for (;;) {
        const rows = await cursor.fetch(FETCH_ROWS);
        if (!rows.length) break;
        for (const r of rows) sheet.addRow(cells(r).map(xlsxCell)).commit();
      }
      sheet.commit();
      await workbook.commit();
    }
  } catch (err) {
    await cursor.close(false).catch(() => undefined);
    throw err;
  }
  await cursor.close(true);
}
