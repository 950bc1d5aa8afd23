import {statusIsAvailable} from '../../models';
import {RunningServer} from '../../server';
import {catalogueOf, LEDGER_ERRORS, LedgerSimulator} from '../../services/ledger';
import {client, givenToken} from '../helpers/app.helpers';
import {waitForMails} from '../helpers/account.helpers';
import {givenImport} from '../helpers/import.helpers';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';
import {givenGroupWithContacts} from '../helpers/notify.helpers';
import {unique} from '../helpers/verification.helpers';

const DEMO_PRODUCTS = [
  {brand: 'Demo Energy', model: 'DE-10'},
  {brand: 'Demo Energy', model: 'DE-5'},
];
const DEMO_LINKS = [{brand: 'Demo Energy', supplier: 'Demo Supply Co'}];

describe('the ledger submission job against the ledger simulator (server.md section 4)', () => {
  let app: Awaited<ReturnType<typeof givenIsolatedApp>>;
  let server: RunningServer;
  let ledger: LedgerSimulator;
  let madmin: string;
  let supplier: string;
  let admin: string;

  const serials = async (prefix: string) =>
    (
      await server.pool.query(
        `SELECT ps.serial, ps.ledger_status, ps.ledger_date, ps.upload_id FROM product_serial ps WHERE ps.serial LIKE $1 ORDER BY ps.serial`,
        [`${prefix}%`],
      )
    ).rows;
  const records = async (prefix: string) =>
    (
      await server.pool.query(
        `SELECT serial, status, error, source_brand, source_model, source_distributor_name, distributor_name, change_key, batch_id
           FROM ledger_record WHERE serial LIKE $1 ORDER BY id`,
        [`${prefix}%`],
      )
    ).rows;
  /** Waits until every serial with the prefix has `status` (polling the database). */
  const waitForStatus = async (prefix: string, status: string, count: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await serials(prefix);
      if (rows.length === count && rows.every(r => r.ledger_status === status)) return rows;
      if (Date.now() > deadline) throw new Error(`${prefix}: ${JSON.stringify(rows.map(r => r.ledger_status))}`);
      await new Promise(r => setTimeout(r, 100));
    }
  };
  const csv = (prefix: string, n: number, model = 'DE-10') =>
    Buffer.from(
      `Serial,Model\n${Array.from({length: n}, (_, i) => `${prefix}-${String(i).padStart(3, '0')},${model}`).join('\n')}\n`,
    );

  beforeAll(async () => {
    app = await givenIsolatedApp('ledger', {
      ledger: {batchSize: 25, pollMs: 150, backoffBaseMs: 100, backoffMaxMs: 400, timeoutMs: 800},
    });
    server = app.server;
    ledger = server.externals.ledger!;
    madmin = await givenToken(server, 'madmin');
    supplier = await givenToken(server, 'supplier');
    admin = await givenToken(server, 'admin');
  });
  afterAll(() => app.drop());
  afterEach(() => {
    ledger.mode = {down: false, delayMs: 0};
  });

  it('sends new serials and stores a pass for each, with the serial status and date and the upload counts following', async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, DEMO_LINKS));
    const p = unique('LP');
    const {uploaded} = await givenImport(server, madmin, csv(p, 3), 'pass.csv');
    const rows = await waitForStatus(p, 'pass', 3);
    expect(rows.every(r => r.ledger_date)).toBe(true);
    const stored = await records(p);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({
      status: 'pass',
      error: null,
      source_brand: 'Demo Energy',
      source_model: 'DE-10',
      distributor_name: null,
    });
    expect(stored[0].change_key).toMatch(/:new$/);
    expect(stored[0].batch_id).toBe(uploaded.batchId);
    const upload = (
      await server.pool.query(
        'SELECT ledger_pending_count, ledger_pass_count, ledger_fail_count, ledger_date FROM upload WHERE batch_id = $1',
        [uploaded.batchId],
      )
    ).rows[0];
    expect(upload).toMatchObject({ledger_pending_count: 0, ledger_pass_count: 3, ledger_fail_count: 0});
    expect(upload.ledger_date).not.toBeNull();
  });

  it('answers each error kind of document 002 as the ledger source decides', async () => {
    ledger.setCatalogue(catalogueOf([{brand: 'Tesla', model: 'Powerwall 2'}], DEMO_LINKS));
    const brand = unique('LB');
    await givenImport(server, madmin, csv(brand, 2), 'brand.csv');
    await waitForStatus(brand, 'fail', 2);
    expect((await records(brand)).map(r => [r.error, r.source_brand])).toEqual([
      [LEDGER_ERRORS.brand, null],
      [LEDGER_ERRORS.brand, null],
    ]);

    ledger.setCatalogue(catalogueOf([{brand: 'Demo Energy', model: 'DE-5'}], DEMO_LINKS));
    const model = unique('LM');
    await givenImport(server, madmin, csv(model, 1), 'model.csv');
    await waitForStatus(model, 'fail', 1);
    expect(await records(model)).toMatchObject([
      {error: LEDGER_ERRORS.model, source_brand: 'Demo Energy', source_model: null},
    ]);

    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, [{brand: 'Demo Energy', supplier: 'Someone Else Pty Ltd'}]));
    const supplied = unique('LS');
    const demoEnergy = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
    await givenImport(server, supplier, csv(supplied, 1), 'supplier.csv', {manufacturerId: demoEnergy});
    await waitForStatus(supplied, 'fail', 1);
    expect(await records(supplied)).toMatchObject([
      {error: LEDGER_ERRORS.supplier, distributor_name: 'Demo Supply Co', source_distributor_name: null},
    ]);
    const history = await client(server).post('/graphql').set('Authorization', `Bearer ${madmin}`).send({
      query: '{ uploadHistory { list { ledgerHistory { ledgerFailCount ledgerFailReasons { error count } } } } }',
    });
    type Ledger = {ledgerFailCount: number; ledgerFailReasons: {error: string; count: number}[]};
    const cards = history.body.data.uploadHistory.list.map((u: {ledgerHistory: Ledger}) => u.ledgerHistory);
    expect(cards.map((l: Ledger) => l.ledgerFailCount)).toEqual(expect.arrayContaining([2, 1]));
    // Each failed card says why: the ledger's error with how many serials it failed.
    expect(cards.map((l: Ledger) => l.ledgerFailReasons)).toEqual(
      expect.arrayContaining([
        [{error: LEDGER_ERRORS.brand, count: 2}],
        [{error: LEDGER_ERRORS.model, count: 1}],
        [{error: LEDGER_ERRORS.supplier, count: 1}],
      ]),
    );
    for (const l of cards as Ledger[])
      expect(l.ledgerFailReasons.reduce((n, r) => n + r.count, 0)).toBe(l.ledgerFailCount);
  });

  it("mails a manufacturer's notification groups its new ledger failures", async () => {
    const demoEnergy = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
    const contact = `${unique('ledger-ops')}@mail.example`.toLowerCase();
    await givenGroupWithContacts(server, admin, demoEnergy, [contact]);
    ledger.setCatalogue(catalogueOf([{brand: 'Tesla', model: 'Powerwall 2'}], DEMO_LINKS));
    const prefix = unique('LN');
    await givenImport(server, madmin, csv(prefix, 2), 'notify.csv');
    await waitForStatus(prefix, 'fail', 2);
    const [mail] = await waitForMails(server, contact, 1);
    const body = mail.replace(/=\r?\n/g, '');
    expect(body).toContain(`${prefix}-000`);
    expect(body).toContain(`${prefix}-001`);
    expect(body).toContain(LEDGER_ERRORS.brand);
  });

  it('keeps serials pending while the ledger is down or too slow, backs off, and sends each change once when it is back', async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, DEMO_LINKS));
    ledger.mode = {down: true, delayMs: 0};
    const p = unique('LD');
    await givenImport(server, madmin, csv(p, 60), 'down.csv');
    await new Promise(r => setTimeout(r, 1200));
    expect((await serials(p)).every(r => r.ledger_status === 'pending')).toBe(true);
    expect(await records(p)).toHaveLength(0);
    const state = (await server.pool.query('SELECT failures, retry_after, last_error FROM ledger_connector_state'))
      .rows[0];
    expect(state.failures).toBeGreaterThan(0);
    expect(state.last_error).toContain('503');

    // Slower than the connector's time limit: the ledger takes the changes, the connector gives up and sends them again later.
    ledger.mode = {down: false, delayMs: 1000};
    await new Promise(r => setTimeout(r, 1500));
    ledger.mode = {down: false, delayMs: 0};
    await waitForStatus(p, 'pass', 60);
    const stored = await records(p);
    expect(stored).toHaveLength(60);
    expect(new Set(stored.map(r => r.change_key)).size).toBe(60);
    for (const r of stored) expect(ledger.accepted.get(r.change_key)).toBe(1);
    expect((await server.pool.query('SELECT failures FROM ledger_connector_state')).rows[0].failures).toBe(0);
  });

  it('sends the serials of a deleted upload as deleted, and restored ones again', async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, DEMO_LINKS));
    const p = unique('LR');
    const {state} = await givenImport(server, madmin, csv(p, 4), 'restore.csv');
    await waitForStatus(p, 'pass', 4);
    const uploadId = (await serials(p))[0].upload_id;
    await client(server)
      .post('/api/upload/delete')
      .set('Authorization', `Bearer ${admin}`)
      .send({UploadId: uploadId, Reason: 'Other', CustomReason: 'ledger test'})
      .expect(200);
    await waitForStatus(p, 'deleted', 4);
    const counts = (
      await server.pool.query('SELECT ledger_deleted_count, ledger_pass_count FROM upload WHERE id = $1', [uploadId])
    ).rows[0];
    expect(counts).toEqual({ledger_deleted_count: 4, ledger_pass_count: 0});

    const restored = await client(server)
      .post('/api/upload/restore')
      .set('Authorization', `Bearer ${admin}`)
      .send({UploadId: uploadId})
      .expect(200);
    expect(restored.body.status).toBe(true);
    const back = await waitForStatus(p, 'pass', 4);
    expect(back[0].upload_id).not.toBe(uploadId);
    const history = (await records(p)).map(r => [r.status, r.change_key.split(':')[2]]);
    expect(history.filter(([, action]) => action === 'new')).toHaveLength(4);
    expect(history.filter(([status, action]) => status === 'deleted' && action === 'delete')).toHaveLength(4);
    expect(history.filter(([status, action]) => status === 'pass' && action === 'restore')).toHaveLength(4);
    expect(state.success).toBe(4);
  });

  it("tells the ledger of a newly merged supplier link before the supplier's serials, so that they pass", async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, []));
    // The link as a merge leaves it: a new row the ledger has not been told of.
    await server.pool.query(
      `UPDATE distributor_manufacturer dm SET ledger_sent_at = NULL FROM distributor d, manufacturer m
        WHERE d.id = dm.distributor_id AND m.id = dm.manufacturer_id AND d.name = 'Demo Supply Co' AND m.name = 'Demo Energy'`,
    );
    const p = unique('LL');
    const demoEnergy = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
    await givenImport(server, supplier, csv(p, 2), 'linked.csv', {manufacturerId: demoEnergy});
    await waitForStatus(p, 'pass', 2);
    expect(await records(p)).toMatchObject([
      {error: null, distributor_name: 'Demo Supply Co', source_distributor_name: 'Demo Supply Co'},
      {error: null},
    ]);
    const due = await server.pool.query(
      'SELECT count(*)::int AS n FROM distributor_manufacturer WHERE ledger_sent_at IS NULL',
    );
    expect(due.rows[0].n).toBe(0);
  });

  it('sends status changes as status updates, retried while the ledger is down, and lists them as records', async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, DEMO_LINKS));
    const p = unique('LU');
    await givenImport(server, madmin, csv(p, 2), 'status.csv');
    await waitForStatus(p, 'pass', 2);
    ledger.mode = {down: true, delayMs: 0};
    await client(server)
      .post('/api/serials/status')
      .set('Authorization', `Bearer ${madmin}`)
      .send({serials: [`${p}-000`], status: 'ineligible', reason: 'Not for the Australian market'})
      .expect(200);
    const stateOf = async () =>
      (
        await server.pool.query(
          `SELECT c.ledger_state FROM serial_status_change c JOIN product_serial ps ON ps.id = c.product_serial_id WHERE ps.serial = $1`,
          [`${p}-000`],
        )
      ).rows.map(r => r.ledger_state);
    await new Promise(r => setTimeout(r, 600));
    expect(await stateOf()).toEqual(['pending']);
    ledger.mode = {down: false, delayMs: 0};
    const deadline = Date.now() + 20_000;
    while ((await stateOf())[0] !== 'sent') {
      if (Date.now() > deadline) throw new Error(`status update not sent: ${await stateOf()}`);
      await new Promise(r => setTimeout(r, 100));
    }
    expect(ledger.statusUpdates.get(`${p}-000`)).toEqual([
      {status: 'ineligible', reason: 'Not for the Australian market'},
    ]);
    const stored = await server.pool.query(
      `SELECT status, serial_status, change_key FROM ledger_record WHERE serial = $1 ORDER BY id`,
      [`${p}-000`],
    );
    expect(stored.rows.map(r => [r.status, r.serial_status])).toEqual([
      ['pass', null],
      ['pass', 'ineligible'],
    ]);
    // The upload's answer stays the serial's ledger status: a status update is not an upload.
    expect((await serials(p)).map(r => r.ledger_status)).toEqual(['pass', 'pass']);
    const listed = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({query: `{ productSerialLedgerRecords(pageSize: 50) { list { serial serialStatus } } }`});
    expect(listed.body.data.productSerialLedgerRecords.list).toEqual(
      expect.arrayContaining([{serial: `${p}-000`, serialStatus: 'ineligible'}]),
    );
  });

  it("keeps an administrator's status change of a sandbox serial in its history but never sends it, nor the sandbox serials", async () => {
    ledger.setCatalogue(catalogueOf(DEMO_PRODUCTS, DEMO_LINKS));
    const p = unique('LS');
    await givenImport(server, madmin, csv(p, 1), 'real.csv');
    await waitForStatus(p, 'pass', 1);
    const {rows} = await server.pool.query(
      `SELECT serial FROM product_serial ps
        WHERE sandbox AND ${statusIsAvailable()} ORDER BY id LIMIT 1`,
    );
    const [{serial: sandbox}] = rows;
    const res = await client(server)
      .post('/api/serials/status')
      .set('Authorization', `Bearer ${admin}`)
      .send({serials: [sandbox, `${p}-000`], status: 'ineligible', reason: 'Checked by an administrator'})
      .expect(200);
    expect(res.body).toEqual({changed: 2, problems: []});
    const stateOf = async (serial: string) =>
      (
        await server.pool.query(
          `SELECT c.ledger_state FROM serial_status_change c JOIN product_serial ps ON ps.id = c.product_serial_id
            WHERE ps.serial = $1 AND c.reason = 'Checked by an administrator'`,
          [serial],
        )
      ).rows.map(r => r.ledger_state);
    // the real serial's change is sent: the job has run past the sandbox one
    const deadline = Date.now() + 20_000;
    while ((await stateOf(`${p}-000`))[0] !== 'sent') {
      if (Date.now() > deadline) throw new Error(`status update not sent: ${await stateOf(`${p}-000`)}`);
      await new Promise(r => setTimeout(r, 100));
    }
    expect(await stateOf(sandbox)).toEqual(['test']);
    expect(ledger.statusUpdates.get(sandbox)).toBeUndefined();
    const history = await client(server)
      .get(`/api/serials/${sandbox}/status-history`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(JSON.stringify(history.body)).toContain('Checked by an administrator');
    // nothing of the sandbox reached the ledger
    const sent = await server.pool.query(
      `SELECT count(*)::int AS n FROM ledger_record r JOIN product_serial ps ON ps.serial = r.serial WHERE ps.sandbox`,
    );
    expect(sent.rows[0].n).toBe(0);
  });
});
