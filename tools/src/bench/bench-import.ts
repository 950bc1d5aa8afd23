import {createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {Pool} from 'pg';
import {from as copyFrom, to as copyTo} from 'pg-copy-streams';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {Args, failUnknown} from '../shared/args';
import {BenchFile, writeBenchCsv, writeBenchXlsx} from './bench-import-files';
import {PortalClient, RssWatch} from './bench-import-client';
import {cpuMeter, BENCH_PORTS, freePort, postgresPids, startServerChild} from './bench-server';
import {benchPlaces, machineInfo, vacuumIfDead} from './bench-setup';

export const IMPORT_USAGE = `usage: npm run bench -- import [--rows 1000000] [--files csv,xlsx] [--systems] [--profile]
  Its own embedded PostgreSQL in .data/bench (BENCH_DATA_DIR; port BENCH_PG_PORT or 54390) and the real server as a child
  (more Node flags for it alone in BENCH_SERVER_NODE_ARGS, such as --trace-gc).
  Writes a CSV and an XLSX of --rows flash-data rows (model DE-10 of Demo Energy, serials unique to the run) to
  .data/bench/files, imports each as the portal does (sign in as madmin, GraphQL multipart uploadFile, importProduct with
  the proposed mapping, upload(batchId) until done) and measures rows/s end to end and the server's peak RSS (VmHWM);
  beside PostgreSQL's own COPY of the same rows into product_serial with its indexes and triggers (rolled back: the
  budget's baseline), and, for comparison, into a fresh table without indexes. --profile writes a V8 CPU profile of the server.
  --systems: battery systems instead, each nine rows a DE-STACK unit and eight DE-M5 modules naming it (Parent Serial).`;

/** What DESIGN.md's Budgets table asks of the flash-data import on a 2-core machine. */
const BUDGET = {csvRowsPerSecond: 100_000, copyRatio: 3, csvPeakRssMb: 512, xlsxPeakRssMb: 1024};
const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/** One import through the portal's path, timed from the first byte of the upload to upload(batchId) answering done. */
async function importOnce(client: PortalClient, watch: RssWatch, pool: Pool, file: BenchFile, cpu: () => () => object) {
  const hwmReset = watch.start();
  const meter = cpu();
  const t0 = process.hrtime.bigint();
  watch.mark('uploadFile');
  const uploaded = await client.uploadFile(file.path, file.name);
  const uploadSeconds = seconds(t0);
  watch.mark('importProduct+job');
  await client.importProduct(uploaded);
  const state = await client.waitFor(uploaded.batchId, 60 * 60_000);
  const total = seconds(t0);
  const cpuSeconds = meter();
  const peakRssMb = watch.stop();
  const {
    rows: [b],
  } = await pool.query<{queued: number; job: number}>(
    `SELECT extract(epoch FROM started_on - created_on)::float AS queued, extract(epoch FROM finished_on - started_on)::float AS job
       FROM import_batch WHERE batch_id = $1`,
    [uploaded.batchId],
  );
  if (state.status !== 'done' || state.success !== file.rows)
    throw new Error(
      `${file.name}: import ${state.status}, ${state.success} of ${file.rows} saved: ${state.error ?? ''}`,
    );
  return {
    rows: file.rows,
    seconds: round(total, 3),
    rowsPerSecond: Math.round(file.rows / total),
    peakRssMb,
    fileMb: round(file.bytes / 2 ** 20, 1),
    batchId: uploaded.batchId,
    previewTotalRowCount: uploaded.sheets[0]?.totalRowCount,
    phasesSeconds: {
      uploadFile: round(uploadSeconds, 3),
      importProductToDone: round(total - uploadSeconds, 3),
      queued: round(b.queued, 3),
      job: round(b.job, 3),
    },
    peakRssMbByPhase: {...watch.peaks},
    peakReset: hwmReset,
    saved: state.success,
    failed: state.failed,
    cpu: cpuSeconds,
  };
}

/** A bench file's columns as a table's definition, and as COPY's column list. */
const columnDefinitions = (file: BenchFile) => file.columns.map(([c, type]) => `${c} ${type}`).join(', ');
const columnNames = (file: BenchFile) => file.columns.map(([c]) => c).join(', ');

/** PostgreSQL's own COPY (FORMAT csv) of the CSV file, streamed by pg-copy-streams, into a fresh table or a temp table, committed. */
async function copyBaseline(pool: Pool, file: BenchFile, run: string, temp: boolean) {
  const table = temp ? 'bench_import_copy' : `bench_import_copy_${run}`;
  const columns = columnDefinitions(file);
  const db = await pool.connect();
  try {
    const t0 = process.hrtime.bigint();
    await db.query('BEGIN');
    await db.query(`CREATE ${temp ? 'TEMP ' : ''}TABLE ${table} (${columns})${temp ? ' ON COMMIT DROP' : ''}`);
    await pipeline(
      createReadStream(file.path, {highWaterMark: 1 << 20}),
      db.query(copyFrom(`COPY ${table} (${columnNames(file)}) FROM STDIN (FORMAT csv, HEADER true)`)),
    );
    await db.query('COMMIT');
    const s = seconds(t0);
    return {
      table: temp ? 'temp table (ON COMMIT DROP)' : 'fresh table',
      rows: file.rows,
      seconds: round(s, 3),
      rowsPerSecond: Math.round(file.rows / s),
    };
  } finally {
    if (!temp) await db.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    db.release();
  }
}

/**
 * The floor under any import into the real table: PostgreSQL's COPY of the same rows (as product_serial rows of
 * DE-10, serials prefixed so they are new) straight into product_serial with its indexes and statement triggers,
 * timed alone and rolled back. The rows are first copied out of the CSV into a file in product_serial's layout.
 * The rolled-back rows are vacuumed away at once (not timed): left to an autovacuum of the whole table, they piled up
 * over runs (7.5 M once) and that autovacuum could run during a later measurement.
 */
async function storeFloor(pool: Pool, file: BenchFile, dir: string) {
  const rowsPath = join(dir, `${file.name}.product_serial.copy`);
  const columns =
    'brand_id, manufacturer_id, product_id, serial, serial_norm, nominal_capacity, usable_capacity, amp_hours, ip_protection, tempature_range';
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    await db.query(`CREATE TEMP TABLE bench_floor (${columnDefinitions(file)}) ON COMMIT DROP`);
    await pipeline(
      createReadStream(file.path, {highWaterMark: 1 << 20}),
      db.query(copyFrom(`COPY bench_floor (${columnNames(file)}) FROM STDIN (FORMAT csv, HEADER true)`)),
    );
    await pipeline(
      db.query(
        copyTo(`COPY (SELECT b.id, m.id, p.id, 'FLOOR' || f.serial, upper('FLOOR' || f.serial), f.nominal_capacity, f.usable_capacity,
        f.amp_hours, f.ip_protection, f.tempature_range
        FROM bench_floor f JOIN brand b ON b.name = 'Demo Energy' JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = f.model)
      TO STDOUT`),
      ),
      createWriteStream(rowsPath),
    );
    await db.query('CHECKPOINT');
    const t0 = process.hrtime.bigint();
    await pipeline(
      createReadStream(rowsPath, {highWaterMark: 1 << 20}),
      db.query(copyFrom(`COPY product_serial (${columns}) FROM STDIN`)),
    );
    const s = seconds(t0);
    return {
      table: 'product_serial (its indexes and triggers; rolled back)',
      rows: file.rows,
      seconds: round(s, 3),
      rowsPerSecond: Math.round(file.rows / s),
    };
  } finally {
    await db.query('ROLLBACK').catch(() => undefined);
    await db.query('VACUUM product_serial').catch(() => undefined);
    db.release();
    rmSync(rowsPath, {force: true});
  }
}

export async function importBench(args: Args): Promise<void> {
  failUnknown(args, ['rows', 'files', 'systems', 'profile', 'help'], IMPORT_USAGE);
  const systems = args.has('systems');
  const rows = args.number('rows', 1_000_000, 1000, 1_000_000);
  const kinds = args
    .string('files', 'csv,xlsx')
    .split(',')
    .map(s => s.trim());
  if (!kinds.includes('csv') || kinds.some(k => k !== 'csv' && k !== 'xlsx'))
    throw new Error('--files: csv, or csv,xlsx');
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  const {config, resultsDir, stamp, filesDir} = benchPlaces('import');
  const run = Date.now().toString(36);

  // Only this run's files stay (for a look afterwards): earlier runs' ones go (the server keeps its own copies of what it imported).
  mkdirSync(filesDir, {recursive: true});
  for (const f of readdirSync(filesDir).filter(n => /^bench-import-.*\.(csv|xlsx)$/.test(n))) rmSync(join(filesDir, f));
  log(`writing ${rows} rows as CSV${kinds.includes('xlsx') ? ' and XLSX' : ''} to ${filesDir}`);
  const csv = await writeBenchCsv(filesDir, run, rows, systems);
  const xlsx = kinds.includes('xlsx') ? await writeBenchXlsx(filesDir, run, rows, systems) : undefined;
  log(
    `CSV ${round(csv.bytes / 2 ** 20, 1)} MB in ${csv.seconds} s${xlsx ? `; XLSX ${round(xlsx.bytes / 2 ** 20, 1)} MB in ${xlsx.seconds} s` : ''}`,
  );

  const db = await openDatabaseWithFixtures(config, {poolSize: 3, log});
  let serverStop: (() => Promise<void>) | undefined;
  try {
    log(`database: ${db.where}`);
    const {
      rows: [{n: storedBefore}],
    } = await db.pool.query<{n: number}>('SELECT count(*)::bigint AS n FROM product_serial');
    log(`${storedBefore} serials stored before the run`);
    await vacuumIfDead(db.pool, log);

    log('PostgreSQL COPY of the CSV rows (fresh table, then temp table)');
    await db.pool.query('CHECKPOINT');
    const copy = await copyBaseline(db.pool, csv, run, false);
    const copyTemp = await copyBaseline(db.pool, csv, run, true);
    const floor = await storeFloor(db.pool, csv, filesDir);
    log(
      `COPY: ${copy.rowsPerSecond} rows/s into a fresh table, ${copyTemp.rowsPerSecond} rows/s into a temp table, ${floor.rowsPerSecond} rows/s into product_serial`,
    );

    const port = await freePort(BENCH_PORTS);
    const nodeArgs = args.has('profile')
      ? ['--cpu-prof', `--cpu-prof-dir=${resultsDir}`, `--cpu-prof-name=import-${stamp}.server.cpuprofile`]
      : [];
    log(`starting the server on 127.0.0.1:${port}`);
    const server = await startServerChild({
      databaseUrl: db.url,
      dataDir: config.dataDir,
      port,
      nodeArgs,
      logFile: join(resultsDir, `import-${stamp}.server.log`),
    });
    serverStop = server.stop;
    const watch = new RssWatch(server.pid);
    const cpu = () => cpuMeter({server: () => [server.pid], postgres: () => postgresPids(join(config.dataDir, 'pg'))});
    const client = await PortalClient.signIn(server.url, 'madmin', 'Demo@12345');

    await db.pool.query('CHECKPOINT');
    log(`importing ${csv.name}`);
    const csvResult = await importOnce(client, watch, db.pool, csv, cpu);
    log(
      `CSV: ${csvResult.rowsPerSecond} rows/s, ${csvResult.seconds} s, peak RSS ${csvResult.peakRssMb} MB, CPU ${JSON.stringify(csvResult.cpu)}`,
    );
    let xlsxResult: Awaited<ReturnType<typeof importOnce>> | null = null;
    if (xlsx) {
      await db.pool.query('CHECKPOINT');
      log(`importing ${xlsx.name}`);
      xlsxResult = await importOnce(client, watch, db.pool, xlsx, cpu);
      log(`XLSX: ${xlsxResult.rowsPerSecond} rows/s, ${xlsxResult.seconds} s, peak RSS ${xlsxResult.peakRssMb} MB`);
    }
    await server.stop();
    serverStop = undefined;

    // The budget's "within 3x of COPY": COPY of the same rows into the table the import stores them in (see the README).
    const ratio = round(floor.rowsPerSecond / csvResult.rowsPerSecond, 2);
    const budget = {
      csvRowsPerSecond: {
        need: BUDGET.csvRowsPerSecond,
        got: csvResult.rowsPerSecond,
        met: csvResult.rowsPerSecond >= BUDGET.csvRowsPerSecond,
      },
      copyRatio: {need: `≤ ${BUDGET.copyRatio}`, got: ratio, met: ratio <= BUDGET.copyRatio},
      csvPeakRssMb: {
        need: BUDGET.csvPeakRssMb,
        got: csvResult.peakRssMb,
        met: csvResult.peakRssMb <= BUDGET.csvPeakRssMb,
      },
      xlsxPeakRssMb: {
        need: BUDGET.xlsxPeakRssMb,
        got: xlsxResult?.peakRssMb ?? null,
        met: xlsxResult ? xlsxResult.peakRssMb <= BUDGET.xlsxPeakRssMb : null,
      },
    };
    const result = {
      benchmark: 'import',
      timestamp: new Date().toISOString(),
      settings: {
        rows,
        run,
        systems,
        files: kinds,
        serialsStoredBefore: storedBefore,
        account: 'madmin',
        model: systems ? 'DE-STACK units, eight DE-M5 modules each (Demo Energy)' : 'DE-10 (Demo Energy)',
        path: 'POST /api/account/token; GraphQL multipart uploadFile; importProduct (proposed mapping); upload(batchId) polled every 200 ms',
      },
      files: {
        csv: {path: csv.path, mb: round(csv.bytes / 2 ** 20, 1), writeSeconds: csv.seconds},
        xlsx: xlsx
          ? {path: xlsx.path, mb: round(xlsx.bytes / 2 ** 20, 1), writeSeconds: xlsx.seconds, sharedStrings: true}
          : null,
      },
      csv: csvResult,
      xlsx: xlsxResult,
      copy: {
        ...copy,
        temp: copyTemp,
        ratioToCsv: round(copy.rowsPerSecond / csvResult.rowsPerSecond, 2),
        format:
          'COPY ... FROM STDIN (FORMAT csv, HEADER) via pg-copy-streams, same file, columns of product_serial, into a table without indexes',
      },
      storeFloor: {
        ...floor,
        csvShare: round(csvResult.rowsPerSecond / floor.rowsPerSecond, 2),
        note: 'COPY of the same rows straight into product_serial, timed alone: what storing them costs before any parsing, checking or reporting; csvShare = csv.rowsPerSecond / this',
      },
      ratio,
      ratioNote:
        "storeFloor.rowsPerSecond / csv.rowsPerSecond: PostgreSQL's COPY of the same rows into product_serial against the import (the budget: ≤ 3); copy.ratioToCsv is the same against a table without indexes",
      budget: {...budget, met: Object.values(budget).every(b => b.met !== false), source: 'DESIGN.md Budgets'},
      server: {
        command: `node ${nodeArgs.join(' ')} api/dist/index.js`.replace(/\s+/g, ' '),
        pid: server.pid,
        url: server.url,
        peakRss: 'VmHWM of the node server process (reset with clear_refs before each file)',
        profile: args.has('profile') ? `bench/results/import-${stamp}.server.cpuprofile` : null,
      },
      machine: await machineInfo(db.pool),
      totalSeconds: round((Date.now() - started) / 1000, 1),
    };
    const file = join(resultsDir, `import-${stamp}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    log(
      `budget ${result.budget.met ? 'MET' : 'NOT MET'}: CSV ${csvResult.rowsPerSecond} rows/s (need ≥ ${BUDGET.csvRowsPerSecond}), COPY into product_serial/CSV ${ratio} ` +
        `(need ≤ ${BUDGET.copyRatio}), CSV peak ${csvResult.peakRssMb} MB (need ≤ ${BUDGET.csvPeakRssMb}), XLSX peak ${xlsxResult?.peakRssMb ?? '-'} MB ` +
        `(need ≤ ${BUDGET.xlsxPeakRssMb}); written to ${file}`,
    );
  } finally {
    await serverStop?.().catch(() => undefined);
    await db.close();
  }
}
