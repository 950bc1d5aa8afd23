import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenImport} from '../helpers/import.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenModel,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const DASHBOARD = `query($m: ID, $year: Int!) {
  all: ProductSerialListing(manufacturerId: $m, first: 1) { count }
  installed: ProductSerialListing(manufacturerId: $m, type: 1, first: 1) { count }
  available: ProductSerialListing(manufacturerId: $m, type: 2, first: 1) { count }
  failed: FailedProductSerialListing(manufacturerId: $m, first: 1) { count }
  installations(manufacturerId: $m, first: 1) { count }
  installationSummary(manufacturerId: $m) { totalInstallation years }
  installationStats(year: $year, manufacturerId: $m) { totalInstallation }
  products(manufacturerId: $m, first: 100) { count list { productId model serialStats { failed installed pending totalRequests } } }
}`;
const MODEL_TABS = `query($id: ID!, $m: ID) {
  available: ProductAvailableSerialsByProductId(id: $id, manufacturerId: $m, first: 1) { count }
  installed: ProductInstalledSerialsByProductId(id: $id, manufacturerId: $m, first: 1) { count }
  failed: ProductFailedSerialsByProductId(id: $id, manufacturerId: $m, first: 1) { count }
}`;
const UPLOADS = `query($m: ID) { uploadHistory(manufacturerId: $m, first: 100) { count list { uploadId totalRecords success failed
  ledgerHistory { ledgerPendingCount ledgerPassCount ledgerFailCount ledgerDeletedCount } } } }`;
const CONSOLE = `query($id: ID!) { Manufacturer(id: $id) { totalSerial totalInstalled totalPending totalRequest totalFailed } }`;
const REPORTS = `query($from: String, $to: String, $m: ID) {
  leadershipStats(search: "Demo Energy", from: $from, to: $to) { manufacturers { manufacturerId totalInstallations } }
  reports(fromDate: $from, toDate: $to) { topManufacturers { displayName totalInstallations } }
  filteredInstallations(fromDate: $from, toDate: $to, manufacturerId: $m) { totalInstallations }
}`;

// A year of its own: the test files sharing this database count installations of other periods exactly.
const MONTHS = ['2023-01', '2023-02', '2023-04', '2023-05', '2023-07', '2023-08', '2023-10', '2023-11', '2023-12'];

/**
 * Every count a manufacturer is shown (dashboard cards and tabs, the Models list, each model's tabs, the console's
 * manufacturer detail, the reports) against a recount in SQL, on data generated through the real paths: uploaded
 * serials of several models, installations over a year, verified, failed and unknown serials, unknown models,
 * sandbox requests, parallel imports and a released installation.
 */
describe('every count shown for a manufacturer equals a recount, on generated data', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  let manufacturerId: number;
  /** Uploads before this test's own: other tests on the same database make uploads of the demo manufacturer too. */
  let uploadsBefore: number;

  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables});
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const one = async (sql: string, params: unknown[] = [manufacturerId]) =>
    (await server.pool.query(sql, params)).rows[0];

  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenToken(server, 'madmin');
    admin = await givenToken(server, 'admin');
    manufacturerId = (
      await server.pool.query(
        `SELECT m.id FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
      )
    ).rows[0].id;
    const app = await givenAppToken(server, await givenAppProvider(server));
    uploadsBefore = (await server.pool.query('SELECT coalesce(max(id), 0)::int AS id FROM upload')).rows[0].id;

    // generated: models with uploaded serials, then requests about them month by month
    const models = [
      await givenModel(server, '2020-01-01', '2035-01-01'),
      await givenModel(server, '2020-01-01', '2035-01-01'),
      'DE-10',
    ];
    // an upload through the importer: good rows, a model not of the brand, a serial twice
    const prefix = unique('UP');
    const rows = Array.from({length: 25}, (_, i) => `${prefix}-${i},${models[0]}`);
    rows.push(`${prefix}-X1,NO-SUCH-MODEL`, `${prefix}-X2,NO-SUCH-MODEL`, `${prefix}-0,${models[0]}`);
    await givenImport(server, madmin, Buffer.from(`Serial,Model\n${rows.join('\n')}\n`), 'generated.csv');
    const serials = new Map<string, string[]>();
    for (const [i, model] of models.entries())
      serials.set(model, await givenSerials(server, {model, count: 40 + 10 * i}));
    let installations: number[] = [];
    for (const [n, month] of MONTHS.entries()) {
      const model = models[n % models.length];
      const pool = serials.get(model)!;
      const [a, b, c] = pool.splice(0, 3);
      const items = [
        {serial: a, model},
        {serial: b, model},
        {serial: unique('NOSUCH'), model}, // a serial not stored, of a model of the brand
        {serial: unique('NOSUCH'), model: 'NO-SUCH-MODEL'}, // of no model
        {serial: 'SANDBOX-WITHDRAWN-000001', model: 'DE-10'}, // the sandbox's, no manufacturer's
        {serial: unique('NOSUCH'), model: 'DE-EXPIRED'}, // a sandbox model's
      ];
      const res = await postVerification(
        server,
        app,
        verificationRequest(items, {requestType: 1, installation: installationOf('2150', `${month}-15`)}),
      ).expect(200);
      if (res.body.installationId) installations.push(res.body.installationId);
      // a plain check of a serial (no installation), and a parallel import
      await postVerification(server, app, verificationRequest([{serial: c, model}])).expect(200);
      await postVerification(
        server,
        app,
        verificationRequest([{serial: unique('NOSUCH'), model, parallelImportComment: 'Bought overseas'}]),
      ).expect(200);
    }
    installations = installations.filter(Boolean);
    // one installation released (its serials available again)
    const [released] = (
      await server.pool.query(
        `SELECT DISTINCT installation_id FROM product_serial WHERE manufacturer_id = $1 AND installation_id IS NOT NULL
          AND NOT sandbox ORDER BY installation_id DESC LIMIT 1`,
        [manufacturerId],
      )
    ).rows;
    await server.pool.query('SELECT release_installation($1)', [released.installation_id]);
    await server.pool.query('SELECT fold_batch_counts(true)');
  }, 120_000);
  afterAll(() => server.stop());

  it('the dashboard, the Models list, each model’s tabs and the console read the recount', async () => {
    const recount = await one(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE state = 'installed')::int AS installed,
              count(*) FILTER (WHERE state = 'available')::int AS available,
              count(DISTINCT installation_id) FILTER (WHERE state = 'installed')::int AS installations,
              (SELECT count(*)::int FROM product_log WHERE manufacturer_id = $1) AS requests,
              (SELECT count(*)::int FROM product_log WHERE manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL) AS failed
         FROM product_serial WHERE manufacturer_id = $1 AND NOT sandbox`,
    );
    expect(recount.installations).toBeGreaterThanOrEqual(5); // six installed (DE-10 is approved only from 2024), one released
    expect(recount.failed).toBeGreaterThan(20);
    const year = new Date().getUTCFullYear();
    const dashboard = await gql(madmin, DASHBOARD, {m: String(manufacturerId), year});

    expect({
      all: dashboard.all.count,
      installed: dashboard.installed.count,
      available: dashboard.available.count,
      failed: dashboard.failed.count,
      installations: dashboard.installations.count,
      summary: dashboard.installationSummary.totalInstallation,
    }).toEqual({
      all: recount.total,
      installed: recount.installed,
      available: recount.available,
      failed: recount.failed,
      installations: recount.installations,
      summary: recount.installations,
    });
    // the chart's months, year by year, add up to the summary
    let charted = 0;
    for (const y of dashboard.installationSummary.years as number[]) {
      const stats = (await gql(madmin, DASHBOARD, {m: String(manufacturerId), year: y})).installationStats;
      charted += stats.reduce((s: number, r: {totalInstallation: number}) => s + r.totalInstallation, 0);
    }
    expect(charted).toBe(recount.installations);

    // the Models list: every model of the brand but the sandbox's, each row its recount, each model's tabs the same
    const models = await server.pool.query(
      `SELECT p.id, p.model::text AS model,
              (SELECT count(*)::int FROM product_log l WHERE l.product_id = p.id AND l.status = 0 AND l.resolved_on IS NULL) AS failed,
              (SELECT count(*)::int FROM product_log l WHERE l.product_id = p.id) AS "totalRequests",
              (SELECT count(*)::int FROM product_serial s WHERE s.product_id = p.id AND NOT s.sandbox AND s.state = 'installed') AS installed,
              (SELECT count(*)::int FROM product_serial s WHERE s.product_id = p.id AND NOT s.sandbox AND s.state = 'available') AS pending
         FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND NOT p.sandbox ORDER BY p.model, p.id`,
      [manufacturerId],
    );
    expect(dashboard.products.count).toBe(models.rows.length);
    const rows = dashboard.products.list.map((r: {model: string; serialStats: object}) => ({
      model: r.model,
      ...r.serialStats,
    }));
    expect(rows).toEqual(models.rows.map(({id: _id, ...r}) => r));
    for (const m of models.rows) {
      const tabs = await gql(madmin, MODEL_TABS, {id: String(m.id), m: String(manufacturerId)});
      expect({
        model: m.model,
        available: tabs.available.count,
        installed: tabs.installed.count,
        failed: tabs.failed.count,
      }).toEqual({
        model: m.model,
        available: m.pending,
        installed: m.installed,
        failed: m.failed,
      });
    }
    // the failed requests of no model are the dashboard's less the models'
    const ofModels = models.rows.reduce((s, r) => s + r.failed, 0);
    const ofNoModel = await one(
      `SELECT count(*)::int AS n FROM product_log WHERE manufacturer_id = $1 AND product_id IS NULL AND status = 0 AND resolved_on IS NULL`,
    );
    expect(dashboard.failed.count).toBe(ofModels + ofNoModel.n);

    // the console's manufacturer detail
    const detail = (await gql(admin, CONSOLE, {id: String(manufacturerId)})).Manufacturer;
    expect(detail).toEqual({
      totalSerial: recount.total,
      totalInstalled: recount.installed,
      totalPending: recount.available,
      totalRequest: recount.requests,
      totalFailed: recount.failed,
    });
  });

  it('the reports count the manufacturer’s installations of a period as the recount does', async () => {
    for (const [from, to] of [
      ['2023-01-01', '2023-12-31'],
      ['2023-03-01', '2023-09-30'],
      ['2022-12-01', '2026-12-31'],
    ]) {
      const recount = await one(
        `SELECT count(DISTINCT i.id)::int AS n FROM installation i JOIN product_serial s ON s.installation_id = i.id
          WHERE s.manufacturer_id = $1 AND NOT s.sandbox AND i.installation_date BETWEEN $2 AND $3`,
        [manufacturerId, from, to],
      );
      const shown = await gql(admin, REPORTS, {from, to, m: String(manufacturerId)});
      const board = shown.leadershipStats.manufacturers.find(
        (m: {manufacturerId: string}) => m.manufacturerId === String(manufacturerId),
      );
      const top = shown.reports.topManufacturers.find((m: {displayName: string}) => m.displayName === 'Demo Energy');
      expect({
        period: `${from}..${to}`,
        board: board?.totalInstallations ?? 0,
        top: top?.totalInstallations ?? 0,
        filtered: shown.filteredInstallations.totalInstallations,
      }).toEqual({period: `${from}..${to}`, board: recount.n, top: recount.n, filtered: recount.n});
    }
  });

  it('the upload history counts each upload’s serials as the recount does', async () => {
    const {uploadHistory} = await gql(madmin, UPLOADS, {m: String(manufacturerId)});
    expect(uploadHistory.count).toBeGreaterThan(0);
    const own = uploadHistory.list.filter((u: {uploadId: number}) => Number(u.uploadId) > uploadsBefore);
    expect(own.length).toBeGreaterThan(0);
    for (const u of own) {
      const recount = await one(
        `SELECT count(*)::int AS stored,
                count(*) FILTER (WHERE ledger_status = 'pending')::int AS pending,
                count(*) FILTER (WHERE ledger_status = 'pass')::int AS pass,
                count(*) FILTER (WHERE ledger_status = 'fail')::int AS fail,
                count(*) FILTER (WHERE ledger_status = 'deleted')::int AS deleted
           FROM product_serial WHERE upload_id = $1 AND NOT sandbox`,
        [u.uploadId],
      );
      expect({upload: u.uploadId, total: u.totalRecords, ...u.ledgerHistory}).toEqual({
        upload: u.uploadId,
        total: u.success + u.failed,
        ledgerPendingCount: recount.pending,
        ledgerPassCount: recount.pass,
        ledgerFailCount: recount.fail,
        ledgerDeletedCount: recount.deleted,
      });
      expect(u.success).toBe(recount.stored);
    }
  });
});
