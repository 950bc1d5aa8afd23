import {rmSync, writeFileSync} from 'node:fs';
import {Pool} from 'pg';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {Args, failUnknown} from '../shared/args';
import {PortalClient} from './bench-import-client';
import {writeBenchCsv} from './bench-import-files';
import {checkInvariants} from './bench-invariants';
import {recordTraffic, replay} from './bench-faults-traffic';
import {BENCH_PORTS, freePort, ServerChild, startServerChild} from './bench-server';
import {benchPlaces, benchProvider, freshSerials, machineInfo} from './bench-setup';

export const FAULTS_USAGE = `usage: npm run bench -- faults [--import-rows 300000] [--concurrency 8] [--traffic-seconds 4] [--replays 200]
       [--recovery-timeout 90]
  The bench's embedded PostgreSQL and the real server as a child. Kills the server with SIGKILL (a) while it imports a
  CSV of --import-rows rows and (b) after --traffic-seconds of verification traffic on --concurrency connections,
  restarting it each time; then checks the data's invariants with SQL (serial states, maintained counts, whole
  imports, no import left unfinished within --recovery-timeout seconds of the restart) and replays up to --replays
  recorded verification requests (same requestId and body: same status, body bytes and X-Signature). Writes
  bench/results/faults-*.json.`;

const DEMO_PASSWORD = 'Demo@12345';
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

async function importStatus(pool: Pool, batchId: string) {
  const {rows} = await pool.query<{status: string; rows_read: number; attempts: number; error: string | null}>(
    'SELECT status, rows_read, attempts, error FROM import_batch WHERE batch_id = $1',
    [batchId],
  );
  return rows[0];
}

/** Polls until `done` says so or `timeoutMs` passes: the seconds it took, or null. */
async function waitUntil(done: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number | null> {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    if (await done()) return round((Date.now() - t) / 1000);
    await sleep(everyMs);
  }
  return null;
}

export async function faultsBench(args: Args): Promise<void> {
  failUnknown(
    args,
    ['import-rows', 'concurrency', 'traffic-seconds', 'replays', 'recovery-timeout', 'help'],
    FAULTS_USAGE,
  );
  const importRows = args.number('import-rows', 300_000, 1000, 1_000_000);
  const concurrency = args.number('concurrency', 8, 1, 256);
  const trafficSeconds = args.number('traffic-seconds', 4, 1, 600);
  const replays = args.number('replays', 200, 1, 100_000);
  const recoveryTimeout = args.number('recovery-timeout', 90, 5, 3600);
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  const places = benchPlaces('faults');
  const db = await openDatabaseWithFixtures(places.config, {poolSize: 3, log});
  let server: ServerChild | undefined;
  try {
    log(`database: ${db.where}`);
    const need = 10 * concurrency * trafficSeconds * 100;
    const feed = await freshSerials(db.pool, need, log);
    const provider = await benchProvider(db.pool);
    const port = await freePort(BENCH_PORTS);
    const start = async () => {
      const t = Date.now();
      server = await startServerChild({
        databaseUrl: db.url,
        dataDir: places.config.dataDir,
        port,
        nodeArgs: [],
        logFile: places.serverLog.replace(/\.server\.log$/, `.server-${Date.now()}.log`),
      });
      return round((Date.now() - t) / 1000);
    };
    await start();

    // (a) kill -9 while an import runs
    const file = await writeBenchCsv(places.filesDir, `f${Date.now().toString(36)}`, importRows);
    const client = await PortalClient.signIn(server!.url, 'madmin', DEMO_PASSWORD);
    const uploaded = await client.uploadFile(file.path, file.name);
    await client.importProduct(uploaded);
    const batchId = uploaded.batchId;
    // Killed a quarter of the way through its rows (progress is written every so often while it reads).
    const running = await waitUntil(
      async () => {
        const s = await importStatus(db.pool, batchId);
        return (s.status === 'processing' && s.rows_read >= importRows / 4) || ['done', 'failed'].includes(s.status);
      },
      120_000,
      20,
    );
    const atKill = await importStatus(db.pool, batchId);
    log(`import ${batchId}: ${atKill.status}, ${atKill.rows_read} rows read: kill -9`);
    await server!.kill();
    const importRestart = await start();
    const toClearState = await waitUntil(
      async () => ['done', 'failed'].includes((await importStatus(db.pool, batchId)).status),
      recoveryTimeout * 1000,
      500,
    );
    const afterRecovery = await importStatus(db.pool, batchId);
    log(
      `after the restart (${importRestart} s): ${afterRecovery.status}${toClearState === null ? ` still, after ${recoveryTimeout} s` : ` in ${toClearState} s`}`,
    );
    rmSync(file.path, {force: true});

    // (b) kill -9 during verification traffic
    let killed = false;
    const traffic = recordTraffic(server!.url, provider, feed, concurrency, () => killed);
    await sleep(trafficSeconds * 1000);
    await server!.kill();
    killed = true;
    const recorded = await traffic;
    log(
      `verification traffic: ${recorded.length} requests, ${recorded.filter(r => !r.answer).length} cut off by kill -9`,
    );
    const trafficRestart = await start();
    const replayed = await replay(server!.url, provider, recorded, replays);
    const invariants = await checkInvariants(db.pool, [batchId]);
    await server!.stop();
    server = undefined;

    const result = {
      benchmark: 'faults',
      timestamp: new Date().toISOString(),
      settings: {importRows, concurrency, trafficSeconds, replays, recoveryTimeout},
      importKill: {
        batchId,
        secondsUntilKill: running,
        atKill: {status: atKill.status, rowsRead: atKill.rows_read},
        restartSeconds: importRestart,
        secondsToClearState: toClearState,
        afterRecovery,
      },
      verificationKill: {
        requests: recorded.length,
        answered: recorded.filter(r => r.answer).length,
        statuses: recorded.reduce<Record<string, number>>((a, r) => {
          const k = String(r.answer?.status ?? 'cut off');
          a[k] = (a[k] ?? 0) + 1;
          return a;
        }, {}),
        restartSeconds: trafficRestart,
        replay: replayed,
      },
      invariants,
      holds: invariants.every(i => i.holds) && replayed.identical,
      machine: await machineInfo(db.pool),
      totalSeconds: round((Date.now() - started) / 1000, 1),
    };
    writeFileSync(places.resultFile, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    for (const i of invariants) log(`${i.holds ? 'holds' : `BROKEN (${i.violations})`}: ${i.name}`);
    log(
      `replays: ${replayed.replayed} answered + ${replayed.inFlightAtKill} cut off, ${replayed.identical ? 'identical' : 'DIFFERING'}; written to ${places.resultFile}`,
    );
  } finally {
    await server?.stop().catch(() => undefined);
    await db.close();
  }
}
