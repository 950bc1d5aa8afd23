import {io, Socket} from 'socket.io-client';
import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {givenRunningApp, givenToken} from '../helpers/app.helpers';
import {getAs, postAs, statusOf} from '../helpers/recall.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {givenSerials, unique} from '../helpers/verification.helpers';
import {RecallBindings} from '../../services/recalls/recalls.keys';
import {ABANDONED, StatusJobRunner} from '../../services/recalls/status-job-runner';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

type Heard = [string, Record<string, unknown>];

/** A live connection recording the status-change events it hears. */
function listen(server: RunningServer, token: string): Promise<{socket: Socket; events: Heard[]}> {
  const socket = io(server.url, {path: '/socket.io', auth: {token}, transports: ['websocket'], reconnection: false});
  const events: Heard[] = [];
  for (const name of ['StatusChangeProgress', 'StatusChangeDone', 'StatusChangeFailed'])
    socket.on(name, (payload: Record<string, unknown>) => events.push([name, payload]));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({socket, events}));
    socket.on('connect_error', reject);
  });
}

/** Polls a queued change until it is done or failed. */
async function settled(server: RunningServer, token: string, changeId: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await getAs(server, token, `/api/serials/status-changes/${changeId}`).expect(200);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`change ${changeId} still ${res.body.state}`);
    await sleep(50);
  }
}

describe('a status change or recall over many serials runs as a job with live progress', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  let other: string;
  const open: Socket[] = [];
  beforeAll(async () => {
    // the threshold lowered: more than 5 serials is "many", 4 serials per batch
    server = await givenRunningApp({statusJobs: {threshold: 5, batchSize: 4}});
    madmin = await givenSignedToken(server, 'madmin');
    admin = await givenAdminToken(server);
    const austral = await givenAccount(server, {role: 'madmin', manufacturer: 'Austral Demo Batteries'});
    other = await givenToken(server, austral.username, austral.password);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(() => server.stop());

  it('a list over the threshold: 202 queued, progress events after each batch, then done with the serials changed', async () => {
    const serials = await givenSerials(server, {count: 10});
    const live = await listen(server, madmin);
    open.push(live.socket);
    const res = await postAs(server, madmin, '/api/serials/status', {
      serials: [...serials, 'NO-SUCH-1', serials[0]],
      status: 'ineligible',
      reason: 'Lot failed inspection',
    }).expect(202);
    expect(res.body).toEqual({changeId: expect.any(Number), state: 'queued', total: 11});
    const done = await settled(server, madmin, res.body.changeId);
    expect(done).toMatchObject({
      changeId: res.body.changeId,
      kind: 'status',
      state: 'done',
      total: 11,
      processed: 11,
      changed: 10,
      matched: 10,
      problems: expect.arrayContaining([
        {row: 11, serial: 'NO-SUCH-1', problem: 'No such serial of yours.'},
        {row: 12, serial: serials[0], problem: 'Repeated in the list.'},
      ]),
    });
    expect(done.problems).toHaveLength(2);
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(10).fill('ineligible'));
    // three batches of at most 4: progress 4, 8, 11, then done
    const deadline = Date.now() + 5000;
    while (!live.events.some(([e]) => e === 'StatusChangeDone') && Date.now() < deadline) await sleep(20);
    const progress = live.events.filter(([e]) => e === 'StatusChangeProgress').map(([, p]) => p.processed);
    expect(progress).toEqual([4, 8, 11]);
    expect(live.events.find(([e]) => e === 'StatusChangeDone')?.[1]).toEqual({
      changeId: res.body.changeId,
      changed: 10,
      matched: 10,
      recallId: null,
      problems: 2,
    });
    // the history and the audit are those of one change
    const {rows} = await server.pool.query(
      `SELECT count(*)::int AS n FROM serial_status_change c JOIN product_serial ps ON ps.id = c.product_serial_id
        WHERE ps.serial = ANY($1)`,
      [serials],
    );
    expect(rows[0].n).toBe(10);
  });

  it('at or under the threshold the change is answered at once', async () => {
    const serials = await givenSerials(server, {count: 5});
    const res = await postAs(server, madmin, '/api/serials/status', {serials, status: 'ineligible', reason: 'x'});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({changed: 5, problems: []});
  });

  it('a recall by model over the threshold: queued, then done with the recall, its reach and its serials', async () => {
    const model = unique('DE-J');
    await server.pool.query(
      `INSERT INTO product (brand_id, model, product_type, approved_date) SELECT id, $1, 'battery', '2024-01-01' FROM brand WHERE name = 'Demo Energy'`,
      [model],
    );
    const serials = await givenSerials(server, {model, count: 9});
    const today = new Date().toISOString().slice(0, 10);
    const res = await postAs(server, madmin, '/api/recalls', {
      title: unique('Big recall '),
      hazard: 'Cells may overheat',
      remedy: 'Switch off',
      noticeUrl: 'https://recalls.example/big',
      contact: '1800 000 000',
      model: {name: model, uploadedFrom: '2020-01-01', uploadedTo: today},
    }).expect(202);
    expect(res.body).toMatchObject({state: 'queued', total: 9});
    const done = await settled(server, madmin, res.body.changeId);
    expect(done).toMatchObject({kind: 'recall', state: 'done', changed: 9, matched: 9, problems: []});
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(9).fill('recalled'));
    const recall = await getAs(server, madmin, `/api/recalls/${done.recallId}`).expect(200);
    expect(recall.body.affected).toBe(9);
  });

  it('a change whose job cannot be queued leaves no change behind: the row and the job commit together or not at all', async () => {
    const serials = await givenSerials(server, {count: 6});
    // the queue refuses this job (its insert into pg-boss's table fails) once the change's row is written
    await server.pool.query(`
      CREATE OR REPLACE FUNCTION pg_temp_refuse_status_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the job queue is unavailable'; END $$;
      CREATE TRIGGER refuse_status_job BEFORE INSERT ON pgboss.job FOR EACH ROW
        WHEN (NEW.name = 'serial-status-change') EXECUTE FUNCTION pg_temp_refuse_status_job();`);
    try {
      const res = await postAs(server, madmin, '/api/serials/status', {serials, status: 'ineligible', reason: 'x'});
      expect(res.status).toBe(500);
    } finally {
      await server.pool.query(
        `DROP TRIGGER refuse_status_job ON pgboss.job; DROP FUNCTION pg_temp_refuse_status_job()`,
      );
    }
    const {rows} = await server.pool.query(
      `SELECT id, state FROM serial_status_job WHERE request::text LIKE '%' || $1 || '%'`,
      [serials[0]],
    );
    expect(rows).toEqual([]);
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(6).fill('available'));
    // with the queue back, the same change queues and is done
    const again = await postAs(server, madmin, '/api/serials/status', {serials, status: 'ineligible', reason: 'x'});
    expect(again.status).toBe(202);
    expect(await settled(server, madmin, again.body.changeId)).toMatchObject({state: 'done', changed: 6});
  });

  it('a change whose job ended while it was still running (every run lost to a dead process) is failed by the sweep', async () => {
    const serials = await givenSerials(server, {count: 7});
    const res = await postAs(server, madmin, '/api/serials/status', {serials, status: 'ineligible', reason: 'x'});
    expect(res.status).toBe(202);
    await settled(server, madmin, res.body.changeId);
    // as if its last run's process died mid-change: the row still running, its job ended (pg-boss expired it)
    await server.pool.query(`UPDATE serial_status_job SET state = 'running', finished_at = NULL WHERE id = $1`, [
      res.body.changeId,
    ]);
    const waiting = await givenSerials(server, {count: 6});
    const live = await postAs(server, madmin, '/api/serials/status', {
      serials: waiting,
      status: 'ineligible',
      reason: 'x',
    });
    const runner = await server.app.get<StatusJobRunner>(RecallBindings.JOB_RUNNER);
    await runner.recoverInterrupted();
    const failed = await getAs(server, madmin, `/api/serials/status-changes/${res.body.changeId}`).expect(200);
    expect(failed.body).toMatchObject({state: 'failed', error: ABANDONED});
    // a change whose job is still to run is left to it
    expect(await settled(server, madmin, live.body.changeId)).toMatchObject({state: 'done', changed: 6});
  });

  it('tenancy: another manufacturer’s admin gets 404 for the change; an administrator sees it; unknown ids 404', async () => {
    const serials = await givenSerials(server, {count: 6});
    const res = await postAs(server, madmin, '/api/serials/status', {serials, status: 'ineligible', reason: 'x'});
    expect(res.status).toBe(202);
    await settled(server, madmin, res.body.changeId);
    const foreign = await getAs(server, other, `/api/serials/status-changes/${res.body.changeId}`).expect(404);
    expect(foreign.body.message).toBe('No status change of yours has this id.');
    await getAs(server, admin, `/api/serials/status-changes/${res.body.changeId}`).expect(200);
    await getAs(server, madmin, '/api/serials/status-changes/99999999').expect(404);
    // the other manufacturer's own change of these serials queues, and changes none of them
    const theirs = await postAs(server, other, '/api/serials/status', {serials, status: 'available', reason: 'x'});
    expect(theirs.status).toBe(202);
    const settledTheirs = await settled(server, other, theirs.body.changeId);
    expect(settledTheirs).toMatchObject({state: 'done', changed: 0});
    expect(settledTheirs.problems).toHaveLength(6);
    expect(Object.values(await statusOf(server, serials))).toEqual(Array(6).fill('ineligible'));
  });
});
