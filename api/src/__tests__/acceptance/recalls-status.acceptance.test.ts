import {PoolClient} from 'pg';
import {RunningServer} from '../../server';
import {SerialStatusRepository} from '../../services/recalls/serial-status.repository';
import {SerialStatus, StatusChange} from '../../services/recalls/serial-status.sql';
import {givenRunningApp} from '../helpers/app.helpers';
import {getAs, givenRecallRow, postAs, statusOf} from '../helpers/recall.helpers';
import {givenStaff} from '../helpers/staff.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {givenSerials, unique} from '../helpers/verification.helpers';

describe('POST /api/serials/status: each way of changing a status, each role', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenSignedToken(server, 'madmin');
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  const change = (token: string, body: object) => postAs(server, token, '/api/serials/status', body);

  it('a list: the own serials change, unknown, foreign, empty and repeated rows are reported and change nothing', async () => {
    const [a, b] = await givenSerials(server, {count: 2});
    const [foreign] = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    const res = await change(madmin, {
      serials: [a, ` ${b.toLowerCase()} `, 'NO-SUCH-1', foreign, a, ''],
      status: 'ineligible',
      reason: 'Not for the Australian market',
    }).expect(200);
    expect(res.body).toEqual({
      changed: 2,
      problems: expect.arrayContaining([
        {row: 3, serial: 'NO-SUCH-1', problem: 'No such serial of yours.'},
        {row: 4, serial: foreign, problem: 'No such serial of yours.'},
        {row: 5, serial: a, problem: 'Repeated in the list.'},
        {row: 6, serial: '', problem: 'Empty serial.'},
      ]),
    });
    expect(res.body.problems).toHaveLength(4);
    expect(await statusOf(server, [a, b, foreign])).toEqual({
      [a]: 'ineligible',
      [b]: 'ineligible',
      [foreign]: 'available',
    });
    // the same change again changes nothing
    expect((await change(madmin, {serials: [a], status: 'ineligible', reason: 'again'}).expect(200)).body.changed).toBe(
      0,
    );
  });

  it('a range: prefix and numbers, zero-padded; numbers with no serial are reported by their serial', async () => {
    const prefix = unique('RG');
    await server.pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm)
       SELECT b.id, m.id, p.id, $1 || lpad(g::text, 4, '0'), $1 || lpad(g::text, 4, '0')
         FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = 'DE-10',
              generate_series(1, 5) g WHERE b.name = 'Demo Energy'`,
      [prefix],
    );
    const res = await change(madmin, {
      range: {prefix: prefix.toLowerCase(), from: 3, to: 7, digits: 4},
      status: 'ineligible',
      reason: 'Lot failed inspection',
    }).expect(200);
    expect(res.body.changed).toBe(3);
    expect(res.body.problems).toEqual([
      {row: 4, serial: `${prefix}0006`, problem: 'No such serial of yours.'},
      {row: 5, serial: `${prefix}0007`, problem: 'No such serial of yours.'},
    ]);
    const stored = await statusOf(
      server,
      [1, 2, 3, 4, 5].map(n => `${prefix}000${n}`),
    );
    expect(Object.values(stored)).toEqual(
      expect.arrayContaining(['available', 'available', 'ineligible', 'ineligible', 'ineligible']),
    );
  });

  it('a model uploaded in a date window: only the serials uploaded inside it', async () => {
    const model = unique('DE-W');
    await server.pool.query(
      `INSERT INTO product (brand_id, model, product_type, approved_date) SELECT id, $1, 'battery', '2024-01-01' FROM brand WHERE name = 'Demo Energy'`,
      [model],
    );
    const serials = await givenSerials(server, {model, count: 4});
    await server.pool.query(
      `UPDATE product_serial SET uploaded_on = CASE WHEN serial = $2 THEN timestamptz '2025-01-10 12:00' ELSE timestamptz '2025-03-01 12:00' END
        WHERE serial = ANY($1)`,
      [serials, serials[0]],
    );
    const res = await change(madmin, {
      model: {name: ` ${model.toLowerCase()} `, uploadedFrom: '2025-02-01', uploadedTo: '2025-03-01'},
      status: 'ineligible',
      reason: 'Batch shipped without approval',
    }).expect(200);
    expect(res.body).toEqual({changed: 3, problems: []});
    expect((await statusOf(server, serials))[serials[0]]).toBe('available');
  });

  it('recalled needs a recall of the same manufacturer; another manufacturer’s recall answers 404', async () => {
    const [serial] = await givenSerials(server);
    await change(madmin, {serials: [serial], status: 'recalled', reason: 'x'}).expect(422);
    const foreign = await givenRecallRow(server, 'Austral Demo Batteries');
    await change(madmin, {serials: [serial], status: 'recalled', reason: 'x', recallId: foreign}).expect(404);
    await change(madmin, {serials: [serial], status: 'recalled', reason: 'x', recallId: 99999999}).expect(404);
    const own = await givenRecallRow(server);
    const res = await change(madmin, {serials: [serial], status: 'recalled', reason: 'Overheating', recallId: own});
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(1);
    const {rows} = await server.pool.query(
      'SELECT recall_id FROM recall_serial WHERE product_serial_id = (SELECT id FROM product_serial WHERE serial = $1)',
      [serial],
    );
    expect(rows).toEqual([{recall_id: own}]);
  });

  it('names the broken field', async () => {
    const [serial] = await givenSerials(server);
    const bad = async (body: object, text: string) =>
      expect((await change(madmin, body).expect(422)).body.message).toContain(text);
    await bad({serials: [serial], status: 'gone', reason: 'x'}, 'status');
    await bad({serials: [serial], status: 'ineligible', reason: '  '}, 'reason');
    await bad({status: 'ineligible', reason: 'x'}, 'exactly one of serials, range or model');
    await bad(
      {serials: [serial], range: {prefix: 'A', from: 1, to: 2, digits: 1}, status: 'ineligible', reason: 'x'},
      'exactly one',
    );
    await bad({range: {prefix: 'A', from: 5, to: 2, digits: 1}, status: 'ineligible', reason: 'x'}, 'range.to');
    await bad(
      {model: {name: 'DE-10', uploadedFrom: 'soon', uploadedTo: '2025-01-01'}, status: 'ineligible', reason: 'x'},
      'model.uploadedFrom',
    );
    expect((await statusOf(server, [serial]))[serial]).toBe('available');
  });

  it('roles: staff with Upload and administrators may; staff without it, suppliers and no token may not', async () => {
    const [a, b, c] = await givenSerials(server, {count: 3});
    const body = (serial: string) => ({serials: [serial], status: 'ineligible', reason: 'Role check'});
    const staff = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1, 2]});
    const readOnly = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1]});
    expect((await change(staff.token, body(a)).expect(200)).body.changed).toBe(1);
    await change(readOnly.token, body(b)).expect(403);
    await change(await givenSignedToken(server, 'supplier'), body(b)).expect(403);
    await postAs(server, '', '/api/serials/status', body(b)).expect(401);
    const mid = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
    expect((await change(admin, {...body(c), manufacturerId: mid}).expect(200)).body.changed).toBe(1);
    expect((await change(admin, body(b)).expect(200)).body.changed).toBe(1);
    // a manufacturer that is not the caller's answers as unknown
    await change(madmin, {...body(b), manufacturerId: mid + 1000}).expect(404);
  });

  it('keeps each change in the serial’s history and the audit log', async () => {
    const [serial] = await givenSerials(server);
    await change(madmin, {serials: [serial], status: 'ineligible', reason: 'First'}).expect(200);
    await change(madmin, {serials: [serial], status: 'available', reason: 'Cleared by testing'}).expect(200);
    const history = (await getAs(server, madmin, `/api/serials/${serial}/status-history`).expect(200)).body;
    expect(history).toEqual([
      expect.objectContaining({
        serial,
        from: 'ineligible',
        to: 'available',
        reason: 'Cleared by testing',
        by: 'madmin',
        recallId: null,
      }),
      expect.objectContaining({serial, from: 'available', to: 'ineligible', reason: 'First', by: 'madmin'}),
    ]);
    const [foreign] = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    await getAs(server, madmin, `/api/serials/${foreign}/status-history`).expect(404);
    await getAs(server, madmin, `/api/serials/NO-SUCH-SERIAL/status-history`).expect(404);
    expect((await getAs(server, admin, `/api/serials/${foreign}/status-history`).expect(200)).body).toEqual([]);
    const {rows} = await server.pool.query(
      `SELECT after->>'reason' AS reason FROM audit_log WHERE action = 'serial.status' AND after->>'reason' = 'Cleared by testing'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('a change that waited for a concurrent one reads the status that one left, not the status before it', async () => {
    const [serial] = await givenSerials(server);
    const statuses = new SerialStatusRepository(server.pool);
    const {rows} = await server.pool.query<{mid: number}>(
      `SELECT manufacturer_id AS mid FROM product_serial WHERE serial = $1`,
      [serial],
    );
    const of = (status: SerialStatus, reason: string): StatusChange => ({
      manufacturerId: rows[0].mid,
      status,
      recallId: null,
      reason,
      userId: null,
      selection: {kind: 'list', norms: [serial], rows: [1], sent: [serial]},
    });
    const [first, second] = [await server.pool.connect(), await server.pool.connect()];
    try {
      await first.query('BEGIN');
      expect((await statuses.change(first, of('ineligible', 'First, held open'))).changed).toBe(1);
      await second.query('BEGIN');
      const waiting = statuses.change(second, of('available', 'Second, waited'));
      // the second waits on the first's lock of the serial until the first commits
      await waitForLockWait(server, second);
      await first.query('COMMIT');
      expect((await waiting).changed).toBe(1);
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
    expect(await statusOf(server, [serial])).toEqual({[serial]: 'available'});
    const history = (await getAs(server, madmin, `/api/serials/${serial}/status-history`).expect(200)).body;
    expect(history.map((h: {from: string; to: string}) => `${h.from}>${h.to}`)).toEqual([
      'ineligible>available',
      'available>ineligible',
    ]);
  });
});

/** Resolves once the connection `db` is waiting for a lock (pg_locks, polled). */
async function waitForLockWait(server: RunningServer, db: PoolClient): Promise<void> {
  const pid = (db as unknown as {processID: number}).processID;
  for (let tries = 0; tries < 200; tries++) {
    const {rows} = await server.pool.query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND NOT granted`, [pid]);
    if (rows.length) return;
    await new Promise(r => setTimeout(r, 25));
  }
  throw new Error('the second change never waited for the first');
}
