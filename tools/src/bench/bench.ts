import {writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {Pool} from 'pg';
import {Args, failUnknown, runMain} from '../shared/args';
import {SerialFeed, SystemFeed} from './bench-feed';
import {addCounts, httpPhase, mergeSlices} from './bench-http';
import {Latencies} from '../shared/http-load';
import {rawPhase} from './bench-pg';
import {createFloorSchema, dropFloorSchema, FLOOR_DESCRIPTION} from './bench-floor';
import {CpuSlice, cpuSlice, cpuPerRequest, BENCH_PORTS, freePort, postgresPids, startServerChild} from './bench-server';
import {benchPlaces, benchProvider, machineInfo, serialCounts, serialsNeeded, vacuumIfDead} from './bench-setup';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {importBench, IMPORT_USAGE} from './bench-import';
import {soakBench, SOAK_USAGE} from './bench-soak';
import {faultsBench, FAULTS_USAGE} from './bench-faults';
import {batchCostBench, BATCH_COST_USAGE} from './bench-batch-cost';
import {indexPriceBench, INDEX_PRICE_USAGE} from './bench-index-price';
import {generate} from '../generate/generate-data';
import {pagesBench, PAGES_USAGE} from './pages/pages-bench';
import {replicasBench, REPLICAS_USAGE} from './bench-replicas';
import {recallBench, RECALL_USAGE} from './bench-recall';

const USAGE = `usage: npm run bench -- verification [--serials 1000000] [--concurrency 32] [--duration 20] [--warmup 3] [--rounds 4] [--profile] [--floor]
  Its own embedded PostgreSQL in .data/bench (BENCH_DATA_DIR; port BENCH_PG_PORT or 54390), the real server as a child
  process, then (a) HTTP installation requests of ten fresh serials, (m) HTTP installation requests of one battery system
  (a BMU with nine modules, generated with them when too few are stored) and (b) the same SQL as (a) straight through pg,
  alternately in --rounds slices of each (--duration is each phase's measured total).
  --profile writes a V8 CPU profile of the server to bench/results/.
  --floor adds (c), a third slice per round: the statements of (b) on copies of the verification's tables stripped to the
  keys those statements use (no other index, trigger or foreign key): what PostgreSQL alone needs per batch at the least.
${IMPORT_USAGE}
${SOAK_USAGE}
${FAULTS_USAGE}
${BATCH_COST_USAGE}
${INDEX_PRICE_USAGE}
${PAGES_USAGE}
${REPLICAS_USAGE}
${RECALL_USAGE}`;

/** What DESIGN.md's Budgets table asks of the verification API on a 2-core machine. */
/** DESIGN.md: at least half the throughput of the same SQL straight through pg; the absolute rate is reported only. */
/** DESIGN.md: a whole modular system (1 BMU + 9 modules) within 20 % of a 10-serial request in the same run. */
const BUDGET = {ratioToPg: 0.5, modularToTenSerial: 0.8};
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

runMain(async () => {
  const args = new Args();
  if (args.positional[0] === 'import' && !args.has('help')) return importBench(args);
  if (args.positional[0] === 'soak' && !args.has('help')) return soakBench(args);
  if (args.positional[0] === 'faults' && !args.has('help')) return faultsBench(args);
  if (args.positional[0] === 'batch-cost' && !args.has('help')) return batchCostBench(args);
  if (args.positional[0] === 'index-price' && !args.has('help')) return indexPriceBench(args);
  if (args.positional[0] === 'pages' && !args.has('help')) return pagesBench(args);
  if (args.positional[0] === 'replicas' && !args.has('help')) return replicasBench(args);
  if (args.positional[0] === 'recall' && !args.has('help')) return recallBench(args);
  if (args.has('help') || args.positional[0] !== 'verification') {
    console.error(USAGE);
    process.exit(args.has('help') ? 0 : 2);
  }
  failUnknown(args, ['serials', 'concurrency', 'duration', 'warmup', 'rounds', 'profile', 'floor', 'help'], USAGE);
  const serials = args.number('serials', 1_000_000, 1000);
  const concurrency = args.number('concurrency', 32, 1, 1024);
  const duration = args.number('duration', 20, 1, 3600);
  const warmup = args.number('warmup', 3, 0, 600);
  const rounds = args.number('rounds', 4, 1, 100);
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  // Never the developer's database: the bench's own cluster, whatever DATABASE_URL says.
  const {config, resultsDir, stamp} = benchPlaces('verification');
  const db = await openDatabaseWithFixtures(config, {poolSize: 3, log});
  let serverStop: (() => Promise<void>) | undefined;
  let floor: Awaited<ReturnType<typeof createFloorSchema>> | undefined;
  try {
    log(`database: ${db.where}`);
    // Each run installs ten serials per request in both phases: keep enough available ones.
    const need = serialsNeeded(resultsDir, duration + warmup + (rounds - 1) * Math.min(warmup, 1));
    let counts = await serialCounts(db.pool);
    log(`${counts.stored} serials stored, ${counts.usable} available of approved models; this run needs about ${need}`);
    const missing = Math.max(
      serials - counts.stored,
      counts.usable < need ? Math.ceil((need - counts.usable) / 0.6) : 0,
    );
    let generated: unknown = null;
    if (missing > 0) {
      log(`generating ${missing} more serials`);
      generated = await generate(db.pool, {
        serials: missing,
        brands: Math.min(40, Math.max(8, Math.round(missing / 250_000))),
        chunk: 250_000,
        jobs: 2,
        log,
      });
      counts = await serialCounts(db.pool);
    }
    await vacuumIfDead(db.pool, log);
    // (c) on its own connections (search_path on the copies), copied before the checkpoint so that its writes are not flushed during the measurement.
    if (args.has('floor')) floor = await createFloorSchema(db.pool, log);
    await db.pool.query('CHECKPOINT');
    const provider = await benchProvider(db.pool);
    const today = (await db.pool.query<{d: string}>('SELECT current_date::text AS d')).rows[0].d;
    const run = `${Date.now().toString(36)}`;
    // Every batch of the run read before it starts (refilled only if it runs dry): the feed's reads of product_serial
    // grow costly as a bench database's available serials thin out, and they ran on the measured pool and PostgreSQL.
    const batchesNeeded = Math.ceil(need / 10);
    const feed = new SerialFeed(db.pool, today, 0);
    await feed.prime(batchesNeeded);
    // (m): one unit with nine modules per request, about as many as (a) sends.
    const systemFeed = new SystemFeed(db.pool, today);
    const systemsNeeded = Math.ceil(need / 20);
    await systemFeed.prime(systemsNeeded);
    if (systemFeed.buffered < systemsNeeded) {
      const units = systemsNeeded - systemFeed.buffered;
      log(`generating ${units} battery systems (a unit with nine modules each)`);
      const made = await generate(db.pool, {serials: 1000, brands: 1, chunk: 250_000, jobs: 1, systems: units, log});
      generated = generated ? {serials: generated, systems: made} : made;
      await systemFeed.prime(systemsNeeded);
    }
    const systemsAtStart = systemFeed.buffered;
    const floorPool =
      floor &&
      new Pool({connectionString: db.url, max: concurrency + 1, options: `-c search_path=${floor.searchPath}`});
    const floorFeed = floorPool && new SerialFeed(floorPool, today, 0);
    await floorFeed?.prime(batchesNeeded);

    const port = await freePort(BENCH_PORTS);
    const nodeArgs = args.has('profile')
      ? ['--cpu-prof', `--cpu-prof-dir=${resultsDir}`, `--cpu-prof-name=verification-${stamp}.server.cpuprofile`]
      : [];
    log(`starting the server on 127.0.0.1:${port}`);
    // The server gets as many connections as the raw baseline (one per concurrent batch), so both sides may have as many batches in flight.
    const server = await startServerChild({
      databaseUrl: db.url,
      dataDir: config.dataDir,
      port,
      nodeArgs,
      poolSize: concurrency + 4,
      logFile: join(resultsDir, `verification-${stamp}.server.log`),
    });
    serverStop = server.stop;
    const pgPids = () => postgresPids(join(config.dataDir, 'pg'));
    const load = [loadavg()[0]];

    // The two phases alternate in `rounds` slices (the first of each with the full warm-up), so that a
    // machine whose speed drifts over a minute treats both alike; the server idles during the pg slices.
    log(
      `(a) HTTP and (b) pg alternately, ${rounds} slices each: ${concurrency} connections, ${warmup} s warm-up, ${duration} s measured per phase`,
    );
    const pool = new Pool({connectionString: db.url, max: concurrency});
    const httpLatencies = new Latencies();
    const httpSlices: Array<Awaited<ReturnType<typeof httpPhase>>> = [];
    const httpCpu: CpuSlice[] = [];
    const modularLatencies = new Latencies();
    const modularSlices: Array<Awaited<ReturnType<typeof httpPhase>>> = [];
    const modularCpu: CpuSlice[] = [];
    const pids = {postgres: pgPids, server: server.pid};
    const raw = rawPhase(pool, feed, provider, pids);
    const floorRaw = floorPool && floorFeed && rawPhase(floorPool, floorFeed, provider, pids);
    for (let round = 0; round < rounds; round++) {
      const slice = {run, concurrency, warmup: round === 0 ? warmup : Math.min(warmup, 1), duration: duration / rounds};
      const meter = cpuSlice({server: () => [server.pid], postgres: pgPids, client: () => []});
      httpSlices.push(
        await httpPhase({
          ...slice,
          feed,
          url: server.url,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          allLatencies: httpLatencies,
        }),
      );
      httpCpu.push(meter());
      const modularMeter = cpuSlice({server: () => [server.pid], postgres: pgPids, client: () => []});
      modularSlices.push(
        await httpPhase({
          ...slice,
          feed: systemFeed,
          url: server.url,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          allLatencies: modularLatencies,
        }),
      );
      modularCpu.push(modularMeter());
      await raw.slice(slice);
      await floorRaw?.slice(slice);
      load.push(loadavg()[0]);
    }
    await pool.end();
    await floorPool?.end();
    await server.stop();
    serverStop = undefined;
    const http = {
      ...mergeSlices(httpSlices, httpLatencies),
      statuses: addCounts(httpSlices.map(s => s.statuses)),
      reasons: addCounts(httpSlices.map(s => s.reasons)),
      errors: addCounts(httpSlices.map(s => s.errors)),
    };
    const pg = raw.result();
    const modular = {
      ...mergeSlices(modularSlices, modularLatencies),
      statuses: addCounts(modularSlices.map(s => s.statuses)),
      reasons: addCounts(modularSlices.map(s => s.reasons)),
      errors: addCounts(modularSlices.map(s => s.errors)),
    };
    const modularRatio = http.requestsPerSecond ? round(modular.requestsPerSecond / http.requestsPerSecond, 3) : 0;

    const ratio = pg.requestsPerSecond ? round(http.requestsPerSecond / pg.requestsPerSecond, 3) : 0;
    const budget = {
      ratioToPg: {need: BUDGET.ratioToPg, got: ratio, met: ratio >= BUDGET.ratioToPg},
      modularToTenSerial: {
        need: BUDGET.modularToTenSerial,
        got: modularRatio,
        met: modularRatio >= BUDGET.modularToTenSerial,
      },
    };
    const result = {
      benchmark: 'verification',
      timestamp: new Date().toISOString(),
      settings: {
        serialsRequested: serials,
        serialsStored: counts.stored,
        usableAtStart: counts.usable,
        concurrency,
        warmupSeconds: warmup,
        durationSeconds: duration,
        rounds,
        itemsPerRequest: 10,
        requestType: 1,
      },
      generated,
      http: {...http, ...cpuPerRequest(httpCpu, http.requests), note: 'statuses and reasons include the warm-ups'},
      modular: {
        what: 'installation requests of one BMU with nine modules (ten serials, as in (a))',
        systemsAtStart,
        ...modular,
        ...cpuPerRequest(modularCpu, modular.requests),
        ratioToTenSerial: modularRatio,
        note: 'statuses and reasons include the warm-ups',
      },
      pg,
      ratio,
      floor: floor && floorRaw ? {what: FLOOR_DESCRIPTION, copySeconds: floor.seconds, ...floorRaw.result()} : null,
      budget: {
        ...budget,
        met: Object.values(budget).every(b => b.met),
        source: 'DESIGN.md Budgets (stated for 10 M serials stored)',
      },
      server: {
        command: `node ${nodeArgs.join(' ')} api/dist/index.js`.replace(/\s+/g, ' '),
        url: server.url,
        pid: server.pid,
        workers: true,
        pgPoolMax: concurrency + 4,
        profile: args.has('profile') ? `bench/results/verification-${stamp}.server.cpuprofile` : null,
      },
      machine: {...(await machineInfo(db.pool)), loadAverage1m: load.map(l => round(l))},
      totalSeconds: round((Date.now() - started) / 1000, 1),
    };
    const file = join(resultsDir, `verification-${stamp}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    log(
      `budget ${result.budget.met ? 'MET' : 'NOT MET'}: ${Math.round(ratio * 100)}% of raw pg (need ≥ ${BUDGET.ratioToPg * 100}%); ` +
        `${http.requestsPerSecond} req/s, p99 ${http.latencyMs.p99} ms; modular ${modular.requestsPerSecond} req/s ` +
        `(${Math.round(modularRatio * 100)}% of ten serials, need ≥ ${BUDGET.modularToTenSerial * 100}%); written to ${file}`,
    );
    if (result.floor) {
      log(
        `floor (c): ${result.floor.requestsPerSecond} batches/s straight through pg on the stripped copies, PostgreSQL ` +
          `${result.floor.cpuMsPerRequest.postgres} ms of CPU per batch (${result.pg.cpuMsPerRequest.postgres} on the real schema)`,
      );
    }
  } finally {
    await serverStop?.().catch(() => undefined);
    if (floor) await dropFloorSchema(db.pool).catch(() => undefined);
    await db.close();
  }
});
