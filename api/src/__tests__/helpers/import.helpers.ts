import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import {client, Reachable} from './app.helpers';

export const UPLOAD_FILE = `mutation($file: Upload!, $type: Int!, $manufacturerId: ID, $batchId: ID) {
  uploadFile(file: $file, type: $type, manufacturerId: $manufacturerId, batchId: $batchId) {
    originalName systemName index batchId type fileType manufacturerId
    mappings { index fieldName knownNames optional columnType dataType }
    sheets { index name enabled isEmpty valid emptyRowCount totalRowCount
      header { columns { columnIndex columnName rowIndex fieldName } }
      rows { cells { index rowIndex value } }
      mappings { fieldName columnIndex } } } }`;

export const IMPORT_PRODUCT = `mutation($product: ImportInput!, $manufacturerId: ID) {
  importProduct(product: $product, manufacturerId: $manufacturerId) { batchId uploadId status error } }`;

export const UPLOAD_STATE = `query($batchId: ID!) { upload(batchId: $batchId) { batchId uploadId status error rowsRead totalRecords success failed } }`;

/** Uploads a file through the GraphQL multipart request spec. */
export function postUploadFile(
  server: Reachable,
  token: string,
  file: Buffer,
  filename: string,
  variables: Record<string, unknown> = {},
) {
  return client(server)
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .field('operations', JSON.stringify({query: UPLOAD_FILE, variables: {file: null, type: 1, ...variables}}))
    .field('map', JSON.stringify({'0': ['variables.file']}))
    .attach('0', file, filename);
}

export async function gql(server: Reachable, token: string, query: string, variables: Record<string, unknown> = {}) {
  return (
    await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200)
  ).body;
}

export interface UploadedSheet {
  index: number;
  name: string;
  enabled: boolean;
  header: {columns: Array<{columnIndex: number; columnName: string; fieldName: string | null}>};
}

/** importProduct input from an uploadFile answer, taking the proposed mapping (overridable per sheet). */
export function importInputOf(
  uploaded: {originalName: string; systemName: string; index: number; batchId: string; sheets: UploadedSheet[]},
  type = 1,
) {
  return {
    originalName: uploaded.originalName,
    systemName: uploaded.systemName,
    index: uploaded.index,
    batchId: uploaded.batchId,
    type,
    sheets: uploaded.sheets.map(s => ({
      name: s.name,
      index: s.index,
      enabled: s.enabled,
      header: {
        columns: s.header.columns.map(c => ({
          columnIndex: c.columnIndex,
          columnName: c.columnName,
          fieldName: c.fieldName,
        })),
      },
    })),
  };
}

/** Polls upload(batchId) until the import is done or failed. */
export async function waitForImport(
  server: Reachable,
  token: string,
  batchId: string,
  timeoutMs = 30_000,
  until = ['done', 'failed'],
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await gql(server, token, UPLOAD_STATE, {batchId});
    const state = res.data?.upload;
    if (!state) throw new Error(JSON.stringify(res.errors));
    if (until.includes(state.status)) return state;
    if (Date.now() > deadline) throw new Error(`import ${batchId} still ${state.status}`);
    await new Promise(r => setTimeout(r, 150));
  }
}

/** Upload, import with the proposed mapping, and wait: the state of the finished import. */
export async function givenImport(
  server: Reachable,
  token: string,
  file: Buffer,
  filename: string,
  opts: {type?: number; manufacturerId?: number} = {},
) {
  const up = await postUploadFile(server, token, file, filename, {
    type: opts.type ?? 1,
    manufacturerId: opts.manufacturerId,
  });
  if (up.body.errors) throw new Error(JSON.stringify(up.body.errors));
  const uploaded = up.body.data.uploadFile;
  const started = await gql(server, token, IMPORT_PRODUCT, {
    product: importInputOf(uploaded, opts.type ?? 1),
    manufacturerId: opts.manufacturerId,
  });
  if (started.errors) throw new Error(JSON.stringify(started.errors));
  return {uploaded, state: await waitForImport(server, token, uploaded.batchId)};
}

/** An .xlsx with one worksheet per entry; cells keep their JS types (numbers stay numeric cells). */
export async function givenXlsx(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== null && value !== undefined) sheet.getCell(r + 1, c + 1).value = value as ExcelJS.CellValue;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8) workbook. */
export function givenXls(sheets: Record<string, unknown[][]>): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(workbook, {type: 'buffer', bookType: 'xls'}) as Buffer;
}

/** The rows of a CSV report (simple parser: the report quotes only when needed). */
export function reportRows(csv: string): string[][] {
  const rows: string[][] = [];
  const re = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g;
  let row: string[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(csv)) && m[0] !== '') {
    row.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    if (m[2] !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}
