import {Server as HttpServer} from 'node:http';
import {Pool} from 'pg';
import {VoltCheckApplication} from './application';
import {BundledExternals, startBundledExternals} from './bundled-externals';
import {AppConfig} from './config';
import {AuthBindings} from './auth';
import {openDatabaseWithFixtures} from './fixtures';
import {createGraphqlRouter} from './graphql/mount-graphql';
import {JobQueue, startStatsFolding, startWorkers} from './jobs';
import {attachLiveEvents, LiveBindings, LiveEvents} from './live';
import {corsOptions, socketOriginAllowed} from './middleware/cors';
import {KernelBindings} from './services/kernel';
import {LedgerBindings} from './services/ledger';
import {ReportBindings} from './services/reports';

// loopback-connector-postgresql builds its own pool with a custom Promise implementation (the datasource swaps it for
// the process's pool before any use): pg's deprecation warning about that pool says nothing to whoever reads the log.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  if (String(warning).includes('custom Promise implementation')) return;
  (emitWarning as (...a: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

export interface RunningServer {
  app: VoltCheckApplication;
  url: string;
  pool: Pool;
  config: AppConfig;
  databaseUrl: string;
  live: LiveEvents;
  /** The ledger simulator and fixture source this process started (for what the configuration left unset). */
  externals: BundledExternals;
  stop(): Promise<void>;
}

/** Starts the whole VoltCheck process: database, migrations, fixtures, REST, GraphQL, live events, jobs. */
export async function startServer(
  configured: AppConfig,
  log: (m: string) => void = () => undefined,
): Promise<RunningServer> {
  const externals = await startBundledExternals(configured);
  const config = externals.config;
  const database = await openDatabaseWithFixtures(config, {poolSize: config.databasePoolSize, log}).catch(async err => {
    await externals.stop();
    throw err;
  });
  const {pool, readPool, url: databaseUrl} = database;
  const jobs = new JobQueue(databaseUrl, log, {background: config.runWorkers});
  try {
    await jobs.start();

    const app = new VoltCheckApplication({
      // index.ts handles the signals (LoopBack's handler would re-raise SIGTERM before the database stops).
      shutdown: {signals: []},
      rest: {
        port: config.port,
        host: config.host,
        openApiSpec: {setServersFromRequest: true},
        expressSettings: {'x-powered-by': false, 'trust proxy': config.trustProxy},
        cors: corsOptions(config.corsOrigins),
      },
      voltcheck: {config, pool, readPool, databaseUrl, jobs},
    });
    await app.boot();
    // Connected before the first request: calls that reach a datasource still connecting queue, and a burst of them is refused.
    await (await app.get<{connect(): Promise<void>}>('datasources.db')).connect();
    const leftovers = await (await app.get(KernelBindings.TEMP_SPACE)).removeLeftovers();
    if (leftovers.length) log(`removed temporary files of stopped processes: ${leftovers.join(', ')}`);
    const graphql = await createGraphqlRouter(app, config);
    app.mountExpressRouter('/graphql', graphql.router);
    await app.start();
    const live = attachLiveEvents(app.restServer.httpServer!.server as HttpServer, {
      authenticator: await app.get(AuthBindings.JWT_AUTHENTICATOR),
      tenancy: await app.get(KernelBindings.TENANCY_SERVICE),
      channel: await app.get(LiveBindings.CHANNEL),
      recheckMs: config.liveRecheckMs,
      cors: corsOptions(config.corsOrigins),
      originAllowed: request => socketOriginAllowed(request, config.corsOrigins),
    });
    (await app.get(LiveBindings.EVENTS)).attach(live);
    if (config.runWorkers) await startWorkers(app, jobs);
    const stats = await app.get(KernelBindings.STATS_REPOSITORY);
    const stopFolding = config.runWorkers ? startStatsFolding(() => stats.foldDeltas(), log) : async () => undefined;
    const stopLedgerPump =
      config.runWorkers && config.ledger.pollMs > 0
        ? (await app.get(LedgerBindings.SUBMISSION)).startPump(jobs)
        : () => undefined;
    // the installation counts of reports and the leadership board
    const reports = await app.get(ReportBindings.REPORTS_SERVICE);
    const stopTallyFolding = config.runWorkers
      ? startStatsFolding(() => reports.foldDeltas(), log)
      : async () => undefined;

    let stopped = false;
    return {
      app,
      url: app.restServer.url!,
      pool,
      config,
      databaseUrl,
      live,
      externals,
      async stop() {
        if (stopped) return;
        stopped = true;
        stopLedgerPump();
        await stopFolding();
        await stopTallyFolding();
        await live.close();
        await app.stop();
        const dataSource = await app.get<{disconnect(): Promise<void>}>('datasources.db');
        await dataSource.disconnect();
        await graphql.stop();
        await jobs.stop();
        await database.close();
        await externals.stop();
      },
    };
  } catch (err) {
    await jobs.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    await externals.stop();
    throw err;
  }
}
