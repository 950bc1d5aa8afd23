import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {Pool} from 'pg';
import {IMPORT_INTERRUPTED} from '../../services/import';
import {givenToken} from '../helpers/app.helpers';
import {
  gql,
  IMPORT_PRODUCT,
  importInputOf,
  postUploadFile,
  UPLOAD_STATE,
  waitForImport,
} from '../helpers/import.helpers';
import {givenServerProcess, ServerProcess} from '../helpers/process.helpers';
import {unique} from '../helpers/verification.helpers';

const ROWS = 300_000;

/**
 * Crash recovery of imports: an import interrupted by kill -9 is failed as soon as
 * the server starts again, with nothing of it stored and its temporary files removed, and it can be
 * started again.
 */
describe('an import interrupted by kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-crash-'));
  const pool = new Pool({connectionString: process.env.VOLTCHECK_TEST_DATABASE_URL, max: 2});
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map(s => s.exited));
    await pool.end();
    rmSync(dataDir, {recursive: true, force: true});
  });

  const start = async () => {
    const server = await givenServerProcess(dataDir);
    servers.push(server);
    return server;
  };
  const batchRow = async (batchId: string) =>
    (await pool.query('SELECT status, error, rows_read, job_id FROM import_batch WHERE batch_id = $1', [batchId]))
      .rows[0];
  /** The temporary folders of the server process `pid`, with what they hold. */
  const tempOf = (pid: number) =>
    existsSync(join(dataDir, 'tmp'))
      ? readdirSync(join(dataDir, 'tmp'))
          .filter(name => name.startsWith(`${hostname().replace(/[^\w-]/g, '_')}.${pid}.`))
          .map(name => ({name, entries: readdirSync(join(dataDir, 'tmp', name))}))
      : [];

  it('ends failed within a minute of the restart, with nothing stored and its temporary files gone, and runs again', async () => {
    const p = unique('CRASH');
    const csv = Buffer.from(
      `Serial Number,Model\n${Array.from({length: ROWS}, (_, i) => `${p}-${i},DE-10`).join('\n')}\n`,
    );
    const first = await start();
    const token = await givenToken(first, 'madmin');
    const up = await postUploadFile(first, token, csv, 'big.csv').expect(200);
    expect(up.body.errors).toBeUndefined();
    const uploaded = up.body.data.uploadFile;
    const started = await gql(first, token, IMPORT_PRODUCT, {product: importInputOf(uploaded)});
    expect(started.errors).toBeUndefined();
    const batchId: string = uploaded.batchId;

    // Killed mid-way: rows are being read, nothing is committed yet.
    for (;;) {
      const row = await batchRow(batchId);
      expect(row.status).not.toBe('done');
      if (row.status === 'processing' && row.rows_read > 0) break;
      await new Promise(r => setTimeout(r, 20));
    }
    const pid = first.child.pid!;
    expect(tempOf(pid).some(t => t.entries.some(e => e.startsWith('import-')))).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    const left = await batchRow(batchId);
    expect(left.status).toBe('processing');
    expect((await pool.query('SELECT state FROM pgboss.job WHERE id = $1', [left.job_id])).rows[0].state).toBe(
      'active',
    );

    const second = await start();
    const restartedAt = Date.now();
    for (;;) {
      const row = await batchRow(batchId);
      if (row.status !== 'processing') break;
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      await new Promise(r => setTimeout(r, 100));
    }
    expect(await batchRow(batchId)).toMatchObject({status: 'failed', error: IMPORT_INTERRUPTED});
    const again = await givenToken(second, 'madmin');
    expect((await gql(second, again, UPLOAD_STATE, {batchId})).data.upload).toMatchObject({
      status: 'failed',
      error: IMPORT_INTERRUPTED,
      uploadId: null,
    });
    const stored = async () =>
      Number((await pool.query(`SELECT count(*) FROM product_serial WHERE serial LIKE $1`, [`${p}-%`])).rows[0].count);
    expect(await stored()).toBe(0);
    expect((await pool.query('SELECT count(*)::int AS n FROM upload WHERE batch_id = $1', [batchId])).rows[0].n).toBe(
      0,
    );
    // Its job is settled (it will not run again by itself an hour later), and the dead process's files are gone.
    expect((await pool.query('SELECT state FROM pgboss.job WHERE id = $1', [left.job_id])).rows[0].state).toBe(
      'cancelled',
    );
    expect(tempOf(pid)).toEqual([]);

    // Started again, the same file imports completely, once.
    const rerun = await gql(second, again, IMPORT_PRODUCT, {product: importInputOf(uploaded)});
    expect(rerun.errors).toBeUndefined();
    const state = await waitForImport(second, again, batchId, 120_000);
    expect(state).toMatchObject({status: 'done', error: null, success: ROWS, failed: 0});
    expect(await stored()).toBe(ROWS);
    expect(tempOf(second.child.pid!).flatMap(t => t.entries)).toEqual([]);
  }, 300_000);
});
