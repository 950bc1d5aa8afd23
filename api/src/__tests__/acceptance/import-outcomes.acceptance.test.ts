import ExcelJS from 'exceljs';
import {RunningServer} from '../../server';
import {IMPORT_REASONS, importTuning} from '../../services/import';
import {LEDGER_REPORT_FILE} from '../../services/uploads';
import {ImportRunRepository} from '../../services/import/import-run.repository';
import {LineBuffer} from '../../services/import/line-buffer';
import {client, downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenImport, givenXls, givenXlsx, gql, reportRows} from '../helpers/import.helpers';
import {givenAppToken, postVerification, unique, verificationRequest} from '../helpers/verification.helpers';

const HISTORY = `query($filter: String, $manufacturerId: ID) { uploadHistory(filter: $filter, manufacturerId: $manufacturerId, first: 10) {
  count list { uploadId batchId sourceFileName reportFileName totalRecords success failed type stateLabel isDeleted distributorId
  user { firstName lastName email } ledgerHistory { ledgerPendingCount ledgerDate } } } }`;

describe('importProduct: every row saved or failed with its reason', () => {
  let server: RunningServer;
  let token: string;
  let p: string;
  const download = (path: string, t = token) => downloadBytes(server, path, t);

  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenToken(server, 'madmin');
    p = unique('IMP');
  });
  afterAll(() => server.stop());

  it('classifies a CSV: saved, missing values, non-numeric, unknown model, repeated, mangled, already uploaded; reports them formula-safe', async () => {
    await server.pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm)
      SELECT b.id, m.id, pr.id, $1, $1 FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product pr ON pr.brand_id = b.id AND pr.model = 'DE-10'
       WHERE b.name = 'Demo Energy'`,
      [`${p}-OLD`],
    );
    const publish = jest.spyOn(server.live, 'publish');
    const csv = [
      'Serial Number,Model,Nominal Capacity,Pmax',
      `${p}-1,DE-10,10a,400w`,
      `${p}-2,de-10 ,9.5,12%`,
      `,DE-10,10,1`,
      `${p}-3,,10,1`,
      `${p}-4,DE-10,10kwh,1`,
      `${p}-5,NOPE-1,10,1`,
      `${p}-1,DE-5,10,1`,
      `1.23457E+14,DE-10,10,1`,
      `12345678.0,DE-10,10,1`,
      ` ${p.toLowerCase()}-old ,DE-10,10,1`,
      `=HYPERLINK("x")${p},DE-10,10,1`,
    ].join('\n');
    const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'flash.csv');
    expect(state).toMatchObject({status: 'done', error: null, totalRecords: 11, success: 3, failed: 8, rowsRead: 11});

    const report = await download(`/api/upload/report?batchId=${uploaded.batchId}&fileName=csv`).expect(200);
    expect(report.headers['content-disposition']).toContain('flash_report.csv');
    const rows = reportRows(report.body.toString('utf8'));
    expect(rows[0]).toEqual(['File', 'Sheet', 'Row', 'Serial Number', 'Model', 'Outcome', 'Reason']);
    const outcome = Object.fromEntries(rows.slice(1).map(r => [r[2], [r[5], r[6]]]));
    expect(outcome).toEqual({
      2: ['Saved', ''],
      3: ['Saved', ''],
      4: ['Failed', IMPORT_REASONS.serialRequired],
      5: ['Failed', IMPORT_REASONS.modelRequired],
      6: ['Failed', `nominalCapacity: ${IMPORT_REASONS.notNumeric}`],
      7: ['Failed', IMPORT_REASONS.unknownModel],
      8: ['Failed', IMPORT_REASONS.repeated],
      9: ['Failed', IMPORT_REASONS.scientific],
      10: ['Failed', IMPORT_REASONS.trailingZero],
      11: ['Failed', IMPORT_REASONS.alreadyUploaded],
      12: ['Saved', ''],
    });
    expect(rows[11][3]).toBe(`'=HYPERLINK("x")${p}`);

    const xlsx = await download(`/api/upload/report?batchId=${uploaded.batchId}&fileName=excel`).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    expect(workbook.worksheets[0].getRow(12).getCell(4).value).toBe(`'=HYPERLINK("x")${p}`);
    expect(workbook.worksheets[0].rowCount).toBe(12);
    expect(workbook.worksheets[0].getRow(2).values).toEqual([
      undefined,
      'flash.csv',
      'flash',
      2,
      `${p}-1`,
      'DE-10',
      'Saved',
    ]);

    const original = await download(`/api/upload/original?batchId=${uploaded.batchId}`).expect(200);
    expect(original.body.toString('utf8')).toBe(csv);
    expect(original.headers['content-disposition']).toContain('filename="flash.csv"');

    const {rows: saved} = await server.pool.query(
      `SELECT serial, nominal_capacity::float AS cap, pmax::float AS pmax, distributor_id, state FROM product_serial WHERE upload_id = $1 ORDER BY id`,
      [state.uploadId],
    );
    expect(saved).toEqual([
      {serial: `${p}-1`, cap: 10, pmax: 400, distributor_id: null, state: 'available'},
      {serial: `${p}-2`, cap: 9.5, pmax: 12, distributor_id: null, state: 'available'},
      {serial: `=HYPERLINK("x")${p}`, cap: 10, pmax: 1, distributor_id: null, state: 'available'},
    ]);
    const events = publish.mock.calls
      .filter(c => (c[2] as {batchId?: string}).batchId === uploaded.batchId)
      .map(c => [c[0], c[1]]);
    const rooms = [expect.stringMatching(/^user:\d+$/), expect.stringMatching(/^manufacturer:\d+$/), 'admin'];
    expect(events).toEqual(
      expect.arrayContaining([
        [rooms, 'RowsCopied'],
        [rooms, 'UploadComplete'],
      ]),
    );
    const complete = publish.mock.calls.find(
      c => c[1] === 'UploadComplete' && (c[2] as {batchId: string}).batchId === uploaded.batchId,
    );
    expect(complete![2]).toEqual({
      batchId: uploaded.batchId,
      uploadId: Number(state.uploadId),
      success: 3,
      failed: 8,
      total: 11,
      units: 0,
      modules: 0,
    });

    const history = await gql(server, token, HISTORY, {filter: 'flash.csv'});
    expect(history.data.uploadHistory.list[0]).toMatchObject({
      uploadId: String(state.uploadId),
      sourceFileName: 'flash.csv',
      reportFileName: 'flash_report',
      totalRecords: 11,
      success: 3,
      failed: 8,
      type: 1,
      stateLabel: 'Original',
      isDeleted: null,
      user: {firstName: 'Mia', lastName: 'Maker'},
      ledgerHistory: {ledgerPendingCount: 3},
    });
  });

  it('fails a row whose text PostgreSQL cannot store (a NUL, an unpaired surrogate), naming the field, and saves the others', async () => {
    // An old-format .xls holds any UTF-16 text (a CSV with a NUL is refused as binary; UTF-8 has no unpaired surrogates).
    const xls = givenXls({
      Sheet1: [
        ['Serial Number', 'Model', 'IP Protection'],
        [`${p}-NUL\u0000`, 'DE-10', 'IP65'],
        [`${p}-OK1`, 'DE-10', 'IP\uD80065'],
        [`${p}-OK2`, 'DE\u0000-10', 'IP65'],
        [`${p}-OK3`, 'DE-10', 'IP65'],
      ],
    });
    const {uploaded, state} = await givenImport(server, token, xls, 'odd.xls');
    expect(state).toMatchObject({status: 'done', error: null, totalRecords: 4, success: 1, failed: 3});
    const report = await download(`/api/upload/report?batchId=${uploaded.batchId}&fileName=csv`).expect(200);
    const outcome = Object.fromEntries(
      reportRows(report.body.toString('utf8'))
        .slice(1)
        .map(r => [r[2], [r[5], r[6]]]),
    );
    expect(outcome).toEqual({
      2: ['Failed', `Serial Number: ${IMPORT_REASONS.unstorable}`],
      3: ['Failed', `iPProtection: ${IMPORT_REASONS.unstorable}`],
      4: ['Failed', `Model: ${IMPORT_REASONS.unstorable}`],
      5: ['Saved', ''],
    });
    const lone = await server.pool.query('SELECT count(*)::int AS n FROM product_serial WHERE serial_norm LIKE $1', [
      `${p}-OK%`,
    ]);
    expect(lone.rows[0].n).toBe(1);
  });

  it('flags serials a spreadsheet stored as numbers, across several sheets, and reads units in numeric cells', async () => {
    const file = await givenXlsx({
      One: [
        ['Title'],
        ['Serial', 'Model', 'Usable Capacity'],
        [`${p}-X1`, 'DE-10', '9.8 kWh'],
        [`${p}-X2`, 'DE-10', 9.8],
        [123456789012, 'DE-10', 1],
        [1.23456789012345e17, 'DE-10', 1],
        [12.5, 'DE-10', 1],
      ],
      Two: [
        ['Serial', 'Model'],
        [`${p}-X3`, 'DE-5'],
      ],
      Blank: [],
    });
    const {uploaded, state} = await givenImport(server, token, file, 'batteries.xlsx');
    expect(state).toMatchObject({error: null, status: 'done', totalRecords: 6, success: 2, failed: 4});
    const rows = reportRows(
      (await download(`/api/upload/report?batchId=${uploaded.batchId}`).expect(200)).body.toString('utf8'),
    );
    expect(rows.slice(1).map(r => [r[1], r[2], r[5], r[6]])).toEqual([
      ['One', '3', 'Failed', `usableCapacity: ${IMPORT_REASONS.notNumeric}`],
      ['One', '4', 'Saved', ''],
      ['One', '5', 'Failed', IMPORT_REASONS.numericCell],
      ['One', '6', 'Failed', IMPORT_REASONS.scientific],
      ['One', '7', 'Failed', IMPORT_REASONS.scientific],
      ['Two', '2', 'Saved', ''],
    ]);
  });

  it('reads stored numbers as the spreadsheet shows them (15 significant digits): 9.7 + 0.1 is stored as 9.8', async () => {
    const noisy = 9.7 + 0.1;
    expect(String(noisy)).toBe('9.799999999999999');
    const file = await givenXlsx({
      Sheet1: [
        ['Serial', 'Model', 'Usable Capacity', 'Nominal Capacity'],
        [`${p}-N1`, 'DE-10', noisy, 10.24],
      ],
    });
    const {state} = await givenImport(server, token, file, 'noisy.xlsx');
    expect(state).toMatchObject({status: 'done', error: null, success: 1});
    const {rows} = await server.pool.query(
      'SELECT usable_capacity::text, nominal_capacity::text FROM product_serial WHERE serial = $1',
      [`${p}-N1`],
    );
    expect(rows).toEqual([{usable_capacity: '9.8', nominal_capacity: '10.24'}]);
  });

  it('a supplier imports for its linked manufacturer only; its serials record it; its history shows only its own uploads', async () => {
    const supplier = await givenToken(server, 'supplier');
    // A name of its own: other test files upload as the demo supplier too.
    const fileName = `${p}-supplier.csv`;
    const {state} = await givenImport(server, supplier, Buffer.from(`Serial,Model\n${p}-S1,DE-10\n`), fileName);
    expect(state).toMatchObject({status: 'done', error: null, success: 1});
    const {rows} = await server.pool.query(
      `SELECT d.name FROM product_serial s JOIN distributor d ON d.id = s.distributor_id WHERE s.serial = $1`,
      [`${p}-S1`],
    );
    expect(rows).toEqual([{name: 'Demo Supply Co'}]);
    const history = await gql(server, supplier, HISTORY, {filter: fileName});
    expect(history.data.uploadHistory.list.map((u: {sourceFileName: string}) => u.sourceFileName)).toEqual([fileName]);
    const all = await gql(server, supplier, HISTORY, {});
    // Not the manufacturer's own upload of this file (flash.csv, above).
    expect(all.data.uploadHistory.list.map((u: {sourceFileName: string}) => u.sourceFileName)).not.toContain(
      'flash.csv',
    );
    const austral = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`))
      .rows[0].id;
    await expect(
      givenImport(server, supplier, Buffer.from(`Serial,Model\n${p}-S2,ADB-13.5\n`), 's.csv', {
        manufacturerId: austral,
      }),
    ).rejects.toThrow(/NOT_FOUND/);
    const stranger = await download(`/api/upload/report?batchId=${state.batchId}`, token).expect(200);
    expect(stranger.body.length).toBeGreaterThan(0);
    const madminHistory = await gql(server, token, HISTORY, {filter: fileName});
    expect(madminHistory.data.uploadHistory.count).toBe(1);
  });

  it('resolves failed serials when they are uploaded (resolve upload, type 2), and importing the same file twice stores nothing twice', async () => {
    const appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(server, appToken, verificationRequest([{serial: `${p}-R1`}])).expect(200);
    const csv = Buffer.from(`Serial,Model\n${p}-R1,DE-10\n${p}-R2,DE-10\n`);
    const {state} = await givenImport(server, token, csv, 'resolve.csv', {type: 2});
    expect(state).toMatchObject({status: 'done', error: null, success: 2});
    const {rows} = await server.pool.query(
      `SELECT resolved_on IS NOT NULL AS resolved, upload_batch_id FROM product_log WHERE failed_serial = $1`,
      [`${p}-R1`],
    );
    expect(rows).toEqual([{resolved: true, upload_batch_id: state.batchId}]);
    const again = await givenImport(server, token, csv, 'resolve.csv', {type: 2});
    expect(again.state).toMatchObject({status: 'done', error: null, success: 0, failed: 2});
    const {
      rows: [count],
    } = await server.pool.query(`SELECT count(*)::int AS n FROM product_serial WHERE serial LIKE $1`, [`${p}-R%`]);
    expect(count.n).toBe(2);
  });

  it("resolves failed serials from whichever side is smaller: an upload larger than the manufacturer's unresolved failures", async () => {
    const appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(
      server,
      appToken,
      verificationRequest([{serial: `${p}-BIG-F1`}, {serial: `${p}-BIG-F2`}]),
    ).expect(200);
    const {
      rows: [m],
    } = await server.pool
      .query(`SELECT s.failed::int AS failed FROM manufacturer_stats_now s JOIN manufacturer m ON m.id = s.manufacturer_id
      WHERE m.name = 'Demo Energy'`);
    const others = Array.from({length: m.failed + 3}, (_, i) => `${p}-BIG-${i},DE-10`);
    const {state} = await givenImport(
      server,
      token,
      Buffer.from(['Serial,Model', `${p}-BIG-F2,DE-10`, ...others].join('\n')),
      'big.csv',
    );
    expect(state).toMatchObject({status: 'done', error: null, success: others.length + 1});
    const {rows} = await server.pool.query(
      `SELECT failed_serial, upload_batch_id FROM product_log WHERE failed_serial LIKE $1 AND resolved_on IS NOT NULL`,
      [`${p}-BIG-F%`],
    );
    expect(rows).toEqual([{failed_serial: `${p}-BIG-F2`, upload_batch_id: state.batchId}]);
  });

  it('gives the same outcomes when repeats, stored, withdrawn and failed serials fall in different chunks', async () => {
    const appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(server, appToken, verificationRequest([{serial: `${p}-CF`}])).expect(200);
    await server.pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state)
      SELECT b.id, m.id, pr.id, s, upper(s), st FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product pr ON pr.brand_id = b.id AND pr.model = 'DE-10',
             (VALUES ($1, 'available'), ($2, 'withdrawn')) AS v(s, st)
       WHERE b.name = 'Demo Energy'`,
      [`${p}-COLD`, `${p}-CW`],
    );
    const csv = [
      'Serial,Model',
      `${p}-C1,DE-10`,
      `${p}-C2,NOPE`,
      `${p}-C1,DE-10`,
      `${p}-C3,DE-10`,
      `${p}-COLD,DE-10`,
      `${p}-C2,DE-10`,
      `${p}-CW,DE-10`,
      `${p}-CW,DE-10`,
      `${p}-CF,DE-10`,
    ].join('\n');
    const chunkRows = importTuning.chunkRows;
    importTuning.chunkRows = 2;
    try {
      const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'chunks.csv');
      expect(state).toMatchObject({status: 'done', error: null, totalRecords: 9, success: 5, failed: 4});
      const rows = reportRows(
        (await download(`/api/upload/report?batchId=${uploaded.batchId}`).expect(200)).body.toString('utf8'),
      );
      expect(rows.slice(1).map(r => [r[3].slice(p.length), r[5], r[6]])).toEqual([
        ['-C1', 'Saved', ''],
        ['-C2', 'Failed', IMPORT_REASONS.unknownModel],
        ['-C1', 'Failed', IMPORT_REASONS.repeated],
        ['-C3', 'Saved', ''],
        ['-COLD', 'Failed', IMPORT_REASONS.alreadyUploaded],
        ['-C2', 'Saved', ''],
        ['-CW', 'Saved', ''],
        ['-CW', 'Failed', IMPORT_REASONS.repeated],
        ['-CF', 'Saved', ''],
      ]);
      const stored = await server.pool.query(
        `SELECT serial, state, upload_id = $2 AS this FROM product_serial WHERE serial LIKE $1 ORDER BY serial`,
        [`${p}-C%`, Number(state.uploadId)],
      );
      expect(stored.rows.map(r => [r.serial.slice(p.length), r.state, r.this])).toEqual([
        ['-C1', 'available', true],
        ['-C2', 'available', true],
        ['-C3', 'available', true],
        ['-CF', 'available', true],
        ['-COLD', 'available', null],
        ['-CW', 'available', true],
      ]);
      const log = await server.pool.query(
        `SELECT upload_batch_id FROM product_log WHERE failed_serial = $1 AND resolved_on IS NOT NULL`,
        [`${p}-CF`],
      );
      expect(log.rows).toEqual([{upload_batch_id: state.batchId}]);
    } finally {
      importTuning.chunkRows = chunkRows;
    }
  });

  it("looks a chunk's serials up by their unique key even where the planner would rather scan (a fresh install's first import)", async () => {
    const db = await server.pool.connect();
    try {
      await db.query('BEGIN');
      // Costs under which a plan free to scan product_serial does: what a small table's statistics did to the lookup's
      // generic plan, kept while the import's own rows grew the table (a fresh clone's 1 M-row import took 117 s).
      await db.query(
        `SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL random_page_cost = 1000; SET LOCAL cpu_index_tuple_cost = 100`,
      );
      const {
        rows: [t],
      } =
        await db.query(`SELECT b.id AS "brandId", m.id AS "manufacturerId" FROM brand b JOIN manufacturer m ON m.brand_id = b.id
        WHERE b.name = 'Demo Energy'`);
      const seqScans = async () =>
        (await db.query(`SELECT seq_scan::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'product_serial'`))
          .rows[0].n;
      const norms = new LineBuffer();
      for (const norm of ['DE10-000001', 'DE10-000002']) norms.push(`${norm}\n`);
      const before = await seqScans();
      const stored = await new ImportRunRepository(server.pool).persistChunk(
        db,
        {...t, distributorId: null, uploadId: 0},
        {norms, lines: new LineBuffer()},
      );
      expect(stored).toEqual({alreadyUploaded: [0, 1], takenOver: [], linked: [], saved: 0});
      expect(await seqScans()).toBe(before);
    } finally {
      await db.query('ROLLBACK');
      db.release();
    }
  });

  it("refreshes product_serial's statistics after an import that grows it by a tenth or more, so plans made on the smaller table are made again", async () => {
    const counted = async () =>
      (await server.pool.query(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'product_serial'`)).rows[0]
        .n;
    const stored = async () => (await server.pool.query(`SELECT count(*)::bigint AS n FROM product_serial`)).rows[0].n;
    const rows = Math.max(1000, Math.ceil(Number(await stored()) / 5));
    const csv = ['Serial,Model', ...Array.from({length: rows}, (_, i) => `${p}-STAT-${i},DE-10`)].join('\n');
    const {state} = await givenImport(server, token, Buffer.from(csv), 'statistics.csv');
    expect(state).toMatchObject({status: 'done', success: rows});
    // The job analyzes once the import has committed and been announced: wait for it, up to 20 s.
    const total = await stored();
    for (let waited = 0; (await counted()) !== total && waited < 20_000; waited += 100)
      await new Promise(r => setTimeout(r, 100));
    expect(await counted()).toBe(total);
  });

  it("gives the ledger report of an upload: its serials in order with ledger status, supplier and the ledger's latest answer, formula-safe", async () => {
    const csv = `Serial,Model\n${p}-L1,DE-10\n${p}-L2,DE-10\n=${p}-L3,DE-10\n${p}-L4,NOPE\n`;
    const {uploaded, state} = await givenImport(server, token, Buffer.from(csv), 'ledger.csv');
    expect(state).toMatchObject({status: 'done', error: null, success: 3, failed: 1});
    await server.pool.query(
      `WITH s AS (UPDATE product_serial SET ledger_status = 'fail', ledger_date = '2026-11-20T01:02:03Z' WHERE serial = $1 RETURNING id, upload_id, serial)
       INSERT INTO ledger_record (product_serial_id, upload_id, serial, brand, model, status, error, source_brand, source_model, source_distributor_name, created_time)
       SELECT id, upload_id, serial, 'Demo Energy', 'DE-10', st, er, 'Other Brand', 'OB-1', 'Someone Else', t
         FROM s, (VALUES ('pending', NULL, '2026-11-19T00:00:00Z'::timestamptz), ('fail', 'Brand Mismatch', '2026-11-20T01:02:03Z')) AS r(st, er, t)`,
      [`${p}-L2`],
    );

    const res = await download(`/api/upload/ledger-report?batchId=${uploaded.batchId}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`filename="${LEDGER_REPORT_FILE}"`);
    const rows = reportRows(res.body.toString('utf8'));
    expect(rows[0]).toEqual([
      'Serial',
      'Brand',
      'Model',
      'Supplier',
      'Ledger Status',
      'Ledger Date',
      'Error',
      'Ledger Brand',
      'Ledger Model',
      'Ledger Supplier',
      'Record Id',
    ]);
    expect(rows.slice(1).map(r => r.slice(0, 10))).toEqual([
      [`${p}-L1`, 'Demo Energy', 'DE-10', 'Self supplier', 'Pending', '', '', '', '', ''],
      [
        `${p}-L2`,
        'Demo Energy',
        'DE-10',
        'Self supplier',
        'Failed',
        '2026-11-20T01:02:03.000Z',
        'Brand Mismatch',
        'Other Brand',
        'OB-1',
        'Someone Else',
      ],
      [`'=${p}-L3`, 'Demo Energy', 'DE-10', 'Self supplier', 'Pending', '', '', '', '', ''],
    ]);
    expect(rows[2][10]).toMatch(/^\d+$/);

    // The history card counts what the report lists: two Pending, one Failed.
    const ledgerCounts = `query($filter: String) { uploadHistory(filter: $filter) { list { ledgerHistory { ledgerPendingCount ledgerPassCount ledgerFailCount ledgerDeletedCount } } } }`;
    expect(
      (await gql(server, token, ledgerCounts, {filter: 'ledger.csv'})).data.uploadHistory.list[0].ledgerHistory,
    ).toEqual({ledgerPendingCount: 2, ledgerPassCount: 0, ledgerFailCount: 1, ledgerDeletedCount: 0});

    // Tenancy as the other downloads: a supplier does not see the manufacturer's own uploads; no token, no report.
    await download(
      `/api/upload/ledger-report?batchId=${uploaded.batchId}`,
      await givenToken(server, 'supplier'),
    ).expect(404);
    await client(server).get(`/api/upload/ledger-report?batchId=${uploaded.batchId}`).expect(401);
  });
});
