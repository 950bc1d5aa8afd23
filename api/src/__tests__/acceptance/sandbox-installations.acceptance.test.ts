import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenInstallation} from '../helpers/serial-rows.helpers';
import {client} from '../helpers/app.helpers';
import {postVerification, verificationRequest} from '../helpers/verification.helpers';

const MIGRATIONS = join(__dirname, '..', '..', '..', '..', 'migrations');
const MIGRATION = join(MIGRATIONS, '144_sandbox_installations_uncounted.sql');

/** A manufacturer's maintained installation counts and their recount from the serials, sandbox ones left out. */
async function counts(server: RunningServer, manufacturerId: number) {
  const {rows} = await server.pool.query(
    `SELECT (SELECT coalesce(sum(total_installation), 0)::int FROM installation_stats_now
              WHERE manufacturer_id = $1 AND distributor_id = 0) AS monthly,
            (SELECT count(*)::int FROM installation_tally WHERE manufacturer_id = $1 AND distributor_id = 0) AS listed,
            (SELECT coalesce(sum(installations), 0)::int FROM installation_day_tally_unfolded
              WHERE dimension = 'manufacturer' AND key = $1::text) AS daily,
            (SELECT count(DISTINCT installation_id)::int FROM product_serial
              WHERE manufacturer_id = $1 AND installation_id IS NOT NULL AND NOT sandbox) AS recount`,
    [manufacturerId],
  );
  return rows[0] as {monthly: number; listed: number; daily: number; recount: number};
}

describe('sandbox data stored before its flags: the migrations take it out of the counts', () => {
  let server: RunningServer;
  const made: number[] = [];
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(async () => {
    // the sandbox serials available again, for the test files that share this database
    for (const id of made) await server.pool.query('SELECT release_installation($1)', [id]);
    await server.stop();
  });

  it('leave the installation counts once the migration has run: they equal a recount without the sandbox', async () => {
    const {rows} = await server.pool.query(
      `SELECT ps.id, ps.manufacturer_id FROM product_serial ps JOIN brand b ON b.id = ps.brand_id
        WHERE b.name = 'Demo Energy' AND ps.sandbox AND ps.state = 'available' AND ps.installation_id IS NULL
        ORDER BY ps.id LIMIT 2`,
    );
    const [one, two] = rows as Array<{id: number; manufacturer_id: number}>;
    const manufacturerId = one.manufacturer_id;
    await server.pool.query('SELECT fold_batch_counts(true)');
    const before = await counts(server, manufacturerId);

    // as before the flag: the serials counted like any other when installed, then marked sandbox
    await server.pool.query('UPDATE product_serial SET sandbox = false WHERE id = ANY($1::bigint[])', [
      [one.id, two.id],
    ]);
    made.push(
      await givenInstallation(server.pool, {date: '2025-03-04', serialIds: [one.id], retailerName: 'Test Retail'}),
    );
    made.push(await givenInstallation(server.pool, {date: '2025-05-06', serialIds: [two.id], ratedPowerW: 5000}));
    await server.pool.query('UPDATE product_serial SET sandbox = true WHERE id = ANY($1::bigint[])', [
      [one.id, two.id],
    ]);
    const stale = await counts(server, manufacturerId);
    expect(stale.recount).toBe(before.recount);
    expect(stale.monthly).toBe(before.monthly + 2);
    expect(stale.listed).toBe(before.listed + 2);
    expect(stale.daily).toBe(before.daily + 2);

    const db = await server.pool.connect();
    try {
      await db.query('BEGIN');
      await db.query(readFileSync(MIGRATION, 'utf8'));
      await db.query('COMMIT');
    } finally {
      db.release();
    }
    const after = await counts(server, manufacturerId);
    expect(after).toEqual(before);
    expect(after.monthly).toBe(after.recount);
    expect(after.listed).toBe(after.recount);
  });

  it('a sandbox serial given an installation outside a verification adds no count', async () => {
    const {rows} = await server.pool.query(
      `SELECT ps.id, ps.manufacturer_id FROM product_serial ps
        WHERE ps.sandbox AND ps.state = 'available' AND ps.installation_id IS NULL ORDER BY ps.id DESC LIMIT 1`,
    );
    const before = await counts(server, rows[0].manufacturer_id);
    made.push(await givenInstallation(server.pool, {date: '2025-07-08', serialIds: [rows[0].id]}));
    expect(await counts(server, rows[0].manufacturer_id)).toEqual(before);
  });

  it('the sandbox models migration marks the models of the sandbox only and moves the requests naming them', async () => {
    const manufacturer = await server.pool.query(
      `SELECT m.id FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
    );
    const manufacturerId = manufacturer.rows[0].id;
    // as before the flag: the models unmarked, and a request naming one counted for the manufacturer and the model
    await server.pool.query(`UPDATE product SET sandbox = false WHERE model IN ('DE-EXPIRED', 'DE-FUTURE')`);
    await server.pool.query('SELECT fold_batch_counts(true)');
    const statsOf = async () =>
      (
        await server.pool.query(
          `SELECT (SELECT failed::int FROM manufacturer_stats_now WHERE manufacturer_id = $1) AS failed,
                  (SELECT total_requests::int FROM manufacturer_stats_now WHERE manufacturer_id = $1) AS requests`,
          [manufacturerId],
        )
      ).rows[0];
    const before = await statsOf();
    const token = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'})
      .expect(200);
    const serial = 'NOT-STORED-FUTURE-1';
    await postVerification(
      server,
      token.body.access_token,
      verificationRequest([{serial, brand: 'Demo Energy', model: 'DE-FUTURE'}]),
    ).expect(200);
    const logOf = async () =>
      (
        await server.pool.query('SELECT manufacturer_id, product_id FROM product_log WHERE failed_serial = $1', [
          serial,
        ])
      ).rows[0];
    expect((await logOf()).manufacturer_id).toBe(manufacturerId);

    const db = await server.pool.connect();
    try {
      await db.query('BEGIN');
      await db.query(readFileSync(join(MIGRATIONS, '143_sandbox_models.sql'), 'utf8'));
      await db.query('COMMIT');
    } finally {
      db.release();
    }
    await server.pool.query('SELECT fold_batch_counts(true)');
    const marked = await server.pool.query(`SELECT model::text FROM product WHERE sandbox ORDER BY model`);
    expect(marked.rows.map(r => r.model)).toEqual(['DE-EXPIRED', 'DE-FUTURE']);
    expect(await logOf()).toEqual({manufacturer_id: null, product_id: null});
    expect(await statsOf()).toEqual(before);
  });
});
