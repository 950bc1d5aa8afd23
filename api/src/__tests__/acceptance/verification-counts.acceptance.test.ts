import {Client} from 'pg';
import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

/**
 * Each count beside its recount from the rows it counts, per manufacturer: the serials, installed serials, logs and
 * failed logs (manufacturer_stats_now), the installations holding its serials (installation_stats_now and the day
 * tallies' manufacturer dimension, folded and not). `folded`: the count tables alone, nothing pending.
 */
const DRIFT = (folded: boolean) => `
  SELECT m.id,
         coalesce(s.total_serials, 0) - c.serials AS serials, coalesce(s.installed, 0) - c.installed AS installed,
         coalesce(s.total_requests, 0) - l.requests AS requests, coalesce(s.failed, 0) - l.failed AS failed,
         coalesce((SELECT sum(total_installation) FROM ${folded ? 'installation_stats' : 'installation_stats_now'} x
                    WHERE x.manufacturer_id = m.id ${folded ? '' : 'AND x.distributor_id = 0'}), 0) - c.installations AS installations,
         coalesce((SELECT sum(installations) FROM (SELECT installations FROM installation_day_tally t
                                                    WHERE t.dimension = 'manufacturer' AND t.key = m.id::text
                                                   ${folded ? '' : "UNION ALL SELECT installations FROM installation_day_tally_unfolded u WHERE u.dimension = 'manufacturer' AND u.key = m.id::text"}) d), 0)
           - c.installations AS day_tally
    FROM manufacturer m
    LEFT JOIN ${folded ? 'manufacturer_stats' : 'manufacturer_stats_now'} s ON s.manufacturer_id = m.id,
         LATERAL (SELECT count(*) AS serials, count(*) FILTER (WHERE state = 'installed') AS installed,
                         count(DISTINCT installation_id) AS installations
                    FROM product_serial WHERE manufacturer_id = m.id) c,
         LATERAL (SELECT count(*) AS requests, count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL) AS failed
                    FROM product_log WHERE manufacturer_id = m.id) l
   ORDER BY m.id`;

const AUSTRAL = {brand: 'Austral Demo Batteries', model: 'ADB-13.5'};

describe('maintained counts of verification batches: one count_batch row each, folded later, exact at every moment', () => {
  let server: RunningServer;
  let token: string;

  // No background fold: the test folds, kills a fold and runs two at once itself.
  beforeAll(async () => {
    server = await givenRunningApp({runWorkers: false});
    token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
  });
  afterAll(() => server.stop());

  const drift = async (folded = false) => (await server.pool.query(DRIFT(folded))).rows;
  const pending = async () => Number((await server.pool.query('SELECT count(*) FROM count_batch')).rows[0].count);
  const verify = (
    items: Array<{serial: string; brand?: string; model?: string}>,
    installation?: ReturnType<typeof installationOf>,
  ) =>
    postVerification(
      server,
      token,
      verificationRequest(items, installation ? {requestType: 1, installation} : {}),
    ).expect(200);

  it('counts installations, installed serials and logs exactly before, during and after a fold, a killed fold and two folds at once', async () => {
    await server.pool.query('SELECT fold_batch_counts(true)');
    const folded0 = await drift(true);
    const before = await drift();
    const serials = await givenSerials(server, {count: 12});
    const austral = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5', count: 2});
    const home = installationOf('7000');
    home.address.state = 'TAS';
    // Concurrent batches: two into one installation, another elsewhere, a failed item, a check without installation.
    await Promise.all([
      verify([{serial: serials[0]}, {serial: serials[1]}, {serial: austral[0], ...AUSTRAL}], home),
      verify([{serial: serials[2]}, {serial: serials[3], model: 'NOT-THIS-MODEL'}], installationOf('2600')),
      verify([{serial: serials[4]}]),
    ]);
    await verify([{serial: serials[5]}, {serial: austral[1], ...AUSTRAL}], home);
    expect(await pending()).toBe(4);
    // Exact at once: the views add the batches not folded yet.
    expect(await drift()).toEqual(before);

    // kill -9 of a fold: its backend dies inside the transaction, which undoes the DELETE with the counts it fed.
    const doomed = new Client({connectionString: server.config.databaseUrl});
    await doomed.connect();
    doomed.on('error', () => undefined);
    const pid = (await doomed.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await doomed.query('BEGIN');
    expect(Number((await doomed.query('SELECT fold_batch_counts(false) AS n')).rows[0].n)).toBe(4);
    await server.pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await doomed.end().catch(() => undefined);
    expect(await pending()).toBe(4);
    expect(await drift()).toEqual(before);

    // Two replicas at once: the second skips while the first holds the lock; the first moves every batch once.
    const first = new Client({connectionString: server.config.databaseUrl});
    await first.connect();
    try {
      await first.query('BEGIN');
      expect(Number((await first.query('SELECT fold_batch_counts(false) AS n')).rows[0].n)).toBe(4);
      expect(Number((await server.pool.query('SELECT fold_batch_counts(false) AS n')).rows[0].n)).toBe(0);
      await first.query('COMMIT');
    } finally {
      await first.end();
    }
    expect(await pending()).toBe(0);
    expect(await drift()).toEqual(before);
    // The count tables alone, once folded, moved exactly as the rows did.
    expect(await drift(true)).toEqual(folded0);
  });
});
