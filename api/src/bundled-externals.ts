import {AppConfig} from './config';
import {LedgerSimulator, loadLedgerCatalogue} from './services/ledger';
import {FixtureSource} from './services/sync/fixture-source';

/** The stand-ins for the outside systems a process started without their URLs runs itself. */
export interface BundledExternals {
  /** The configuration with their URLs filled in. */
  config: AppConfig;
  /** The ledger simulator, when LEDGER_URL is unset. */
  ledger?: LedgerSimulator;
  /** The fixture source, when SOURCES_URL or VSP_URL is unset. */
  source?: FixtureSource;
  stop(): Promise<void>;
}

/**
 * Starts the ledger simulator and the fixture source service (server.md sections 4 and 6) on local
 * ports for what the configuration leaves unset, as the embedded default and the tests use them.
 * In production both URLs are expected; nothing is started then for a URL that is set.
 */
export async function startBundledExternals(config: AppConfig): Promise<BundledExternals> {
  let ledger: LedgerSimulator | undefined;
  let source: FixtureSource | undefined;
  const next: AppConfig = {...config, ledger: {...config.ledger}, sources: {...config.sources}};
  try {
    if (!config.ledger.url) {
      ledger = new LedgerSimulator(loadLedgerCatalogue(config.sources.fixturesDir));
      next.ledger.url = await ledger.start();
    }
    if (!config.sources.url || !config.sources.vspUrl) {
      source = new FixtureSource(config.sources.fixturesDir);
      const url = await source.start();
      next.sources.url = config.sources.url ?? url;
      next.sources.vspUrl = config.sources.vspUrl ?? url;
    }
  } catch (err) {
    await ledger?.stop();
    throw err;
  }
  return {
    config: next,
    ledger,
    source,
    async stop() {
      await ledger?.stop();
      await source?.stop();
    },
  };
}
