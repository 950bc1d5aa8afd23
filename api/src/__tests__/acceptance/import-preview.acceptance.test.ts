import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {RunningServer} from '../../server';
import {givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenXls, givenXlsx, postUploadFile} from '../helpers/import.helpers';

describe('uploadFile: reading messy spreadsheets into a preview', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenToken(server, 'madmin');
  });
  afterAll(() => server.stop());

  const upload = async (file: Buffer, name: string, variables: Record<string, unknown> = {}) => {
    const res = await postUploadFile(server, token, file, name, variables).expect(200);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.uploadFile;
  };

  it('tells the uploader (and nobody else) how many rows it has read, while it reads: FileRead', async () => {
    const publish = jest.spyOn(server.live, 'publish');
    const csv = ['Serial Number,Model', ...Array.from({length: 3000}, (_, i) => `FR-${i},DE-10`)].join('\n');
    await upload(Buffer.from(csv), 'progress.csv');
    const reads = publish.mock.calls.filter(
      ([, event, payload]) => event === 'FileRead' && (payload as {fileName: string}).fileName === 'progress.csv',
    );
    publish.mockRestore();
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map(([rooms]) => rooms)).toEqual(reads.map(() => expect.stringMatching(/^user:\d+$/)));
    expect(reads[reads.length - 1][2]).toEqual({fileName: 'progress.csv', rows: 3000});
  });

  it('finds the header below title and blank rows, skips blank leading columns, maps known names and previews 15 rows', async () => {
    const data = Array.from({length: 20}, (_, i) => [null, `SN-${i}`, 'DE-10', `${10 + i}kWh`]);
    const file = await givenXlsx({
      'Batch 7 serials': [
        ['Serial export March'],
        [],
        [null, ' serial no ', 'MODEL NUMBER', 'Nominal Capacity (kWh)'],
        ...data.slice(0, 10),
        [],
        [],
        ...data.slice(10),
      ],
      Empty: [],
      'Notes only': [['just a note']],
    });
    const uploaded = await upload(file, 'serials.xlsx');
    expect(uploaded).toMatchObject({
      originalName: 'serials.xlsx',
      systemName: 'original.xlsx',
      index: 0,
      fileType: 'xlsx',
      type: 1,
    });
    expect(uploaded.mappings.map((m: {fieldName: string}) => m.fieldName)).toEqual(
      expect.arrayContaining(['Serial Number', 'Model', 'nominalCapacity', 'pmax']),
    );
    const [sheet, empty, notes] = uploaded.sheets;
    expect(sheet).toMatchObject({
      name: 'Batch 7 serials',
      enabled: true,
      valid: true,
      isEmpty: false,
      totalRowCount: 20,
      emptyRowCount: 2,
    });
    expect(sheet.header.columns).toEqual([
      {columnIndex: 1, columnName: 'serial no', rowIndex: 3, fieldName: 'Serial Number'},
      {columnIndex: 2, columnName: 'MODEL NUMBER', rowIndex: 3, fieldName: 'Model'},
      {columnIndex: 3, columnName: 'Nominal Capacity (kWh)', rowIndex: 3, fieldName: 'nominalCapacity'},
    ]);
    expect(sheet.rows).toHaveLength(15);
    expect(sheet.rows[0].cells).toEqual([
      {index: 1, rowIndex: 4, value: 'SN-0'},
      {index: 2, rowIndex: 4, value: 'DE-10'},
      {index: 3, rowIndex: 4, value: '10kWh'},
    ]);
    expect(empty).toMatchObject({name: 'Empty', enabled: false, isEmpty: true, totalRowCount: 0});
    expect(notes).toMatchObject({enabled: false, isEmpty: true});
    expect(existsSync(join(server.config.dataDir, 'files', 'uploads', uploaded.batchId, 'original.xlsx'))).toBe(true);
  });

  it('reads a semicolon CSV with a UTF-8 BOM, judged by content whatever its name', async () => {
    const csv = '\uFEFFSerial Number;Model;Pmax (W)\r\nA1;DE-10;400w\r\nA2;DE-10;401\r\n';
    const uploaded = await upload(Buffer.from(csv, 'utf8'), 'serials.xlsx');
    expect(uploaded.fileType).toBe('csv');
    expect(uploaded.systemName).toBe('original.csv');
    expect(uploaded.sheets[0].header.columns.map((c: {fieldName: string}) => c.fieldName)).toEqual([
      'Serial Number',
      'Model',
      'pmax',
    ]);
    expect(uploaded.sheets[0].header.columns[0].columnName).toBe('Serial Number');
    expect(uploaded.sheets[0].totalRowCount).toBe(2);
  });

  it('reads an old-format xls workbook with several sheets', async () => {
    const file = givenXls({
      First: [
        ['S/N', 'Model No'],
        ['X1', 'DE-5'],
        [12345, 'DE-5'],
      ],
      Second: [
        ['SN', 'Model'],
        ['X3', 'DE-10'],
      ],
    });
    const uploaded = await upload(file, 'legacy.xls');
    expect(uploaded.fileType).toBe('xls');
    expect(
      uploaded.sheets.map((s: {name: string; totalRowCount: number; enabled: boolean}) => [
        s.name,
        s.totalRowCount,
        s.enabled,
      ]),
    ).toEqual([
      ['First', 2, true],
      ['Second', 1, true],
    ]);
    expect(uploaded.sheets[0].rows[1].cells[0].value).toBe('12345');
  });

  it('groups several files under one batchId', async () => {
    const first = await upload(Buffer.from('Serial,Model\nB1,DE-10\n'), 'a.csv');
    const second = await upload(Buffer.from('Serial,Model\nB2,DE-10\n'), 'b.csv', {batchId: first.batchId});
    expect(second).toMatchObject({batchId: first.batchId, index: 1, systemName: 'original-1.csv'});
  });

  it('refuses a file that is no spreadsheet, a GraphQL request without multipart, and a missing manufacturer for admins', async () => {
    const binary = await postUploadFile(server, token, Buffer.from([0, 1, 2, 3, 0, 0, 0]), 'x.csv').expect(200);
    expect(binary.body.errors[0].message).toBe('x.csv: not a csv, xls or xlsx file.');
    const admin = await givenToken(server, 'admin');
    const noManufacturer = await postUploadFile(server, admin, Buffer.from('Serial,Model\nC1,DE-10\n'), 'c.csv').expect(
      200,
    );
    expect(noManufacturer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
