import {BindingScope, inject, injectable, service} from '@loopback/core';
import {AppConfig, SourcesConfig} from '../../config';
import {formulaSafeCsv} from './analytics-csv';
import {validModule, validSystem} from './battery-system-source';
import {ANALYTICS_PATH, CERT_INFO_PATH, SOURCE_PATHS} from './fixture-source';
import {SourceInstaller, SourceProduct, SyncCatalogueRepository} from './sync-catalogue.repository';
import {SyncCounts, SyncKind} from './sync-kinds';
import {RegistryApp, RegistryEndpoint, RegistryManufacturer, SyncRegistryRepository} from './sync-registry.repository';
import {ConfigBindings} from '../../config.keys';

/** What a run did: its counts, and what the page shows of it (the certificate's JSON, the analytics CSV). */
export type SyncOutcome = SyncCounts & {result?: unknown};

/** A source answered badly or not at all: the run fails and the data stays as it was. */
export class SourceError extends Error {}

async function fetchFrom(url: string, timeoutMs: number): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {signal: AbortSignal.timeout(timeoutMs)});
  } catch (err) {
    throw new SourceError(`source unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SourceError(`source answered ${res.status}`);
  return res;
}

async function json<T>(url: string, timeoutMs: number, field: string): Promise<T> {
  const res = await fetchFrom(url, timeoutMs);
  let body: Record<string, unknown>;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new SourceError('source answer is not JSON');
  }
  if (!Array.isArray(body?.[field])) throw new SourceError(`source answer has no ${field} list`);
  return body as T;
}

function requireEach<T>(items: T[], check: (item: T) => boolean, what: string): T[] {
  const bad = items.findIndex(item => !item || !check(item));
  if (bad >= 0) throw new SourceError(`${what} ${bad + 1} of the source is incomplete`);
  return items;
}

const PRODUCT_TYPES = ['battery', 'panel', 'inverter'];
const validProduct = (p: SourceProduct) =>
  !!p.brand?.trim() && !!p.model?.trim() && PRODUCT_TYPES.includes(p.productType);

/** The CEC list's products, each complete, with its modular data consistent with the rest of the list. */
function validProducts(products: SourceProduct[]): SourceProduct[] {
  const key = (brand: string, model: string) => `${brand.trim().toLowerCase()}\u0000${model.trim().toLowerCase()}`;
  const modules = new Set(
    (products ?? []).filter(p => p?.module && p.brand && p.model).map(p => key(p.brand, p.model)),
  );
  const isModule = (brand: string, model: string) => modules.has(key(brand, model));
  return requireEach(
    products,
    p => validProduct(p) && validModule(p.module) && validSystem(p.system, p.brand, isModule),
    'product',
  );
}

/** Reads each operation's source (base URLs from the configuration) and applies it. */
@injectable({scope: BindingScope.SINGLETON})
export class SyncOperations {
  private readonly sources: SourcesConfig;

  constructor(
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'sources'>,
    @service(SyncCatalogueRepository) private readonly catalogue: SyncCatalogueRepository,
    @service(SyncRegistryRepository) private readonly registry: SyncRegistryRepository,
  ) {
    this.sources = config.sources;
  }

  async run(kind: SyncKind, params: Record<string, unknown>): Promise<SyncOutcome> {
    const base = this.sources.url ?? '';
    const t = this.sources.timeoutMs;
    switch (kind) {
      case 'cecInstallers': {
        const {installers} = await json<{installers: SourceInstaller[]}>(
          base + SOURCE_PATHS.cecInstallers.path,
          t,
          'installers',
        );
        return this.catalogue.applyCecInstallers(requireEach(installers, i => !!i.accCode?.trim(), 'installer'));
      }
      case 'cecProducts': {
        const {products} = await json<{products: SourceProduct[]}>(base + SOURCE_PATHS.cecProducts.path, t, 'products');
        return this.catalogue.applyCecProducts(validProducts(products));
      }
      case 'manufacturerProducts': {
        const {manufacturers} = await json<{
          manufacturers: {brand: string; products: Omit<SourceProduct, 'brand'>[]}[];
        }>(base + SOURCE_PATHS.manufacturerProducts.path, t, 'manufacturers');
        const products = manufacturers.flatMap(m =>
          (m.products ?? []).map(p => ({...p, brand: m.brand}) as SourceProduct),
        );
        return this.catalogue.applyManufacturerProducts(requireEach(products, validProduct, 'product'));
      }
      case 'referenceData': {
        const registry = await json<{
          manufacturers: RegistryManufacturer[];
          endpoints?: RegistryEndpoint[];
          apps?: RegistryApp[];
        }>((this.sources.vspUrl ?? base) + SOURCE_PATHS.referenceData.path, t, 'manufacturers');
        requireEach(registry.manufacturers, m => !!m.name && Array.isArray(m.suppliers), 'manufacturer');
        return this.registry.applyReferenceData({
          manufacturers: registry.manufacturers.map(m => ({
            ...m,
            suppliers: requireEach(m.suppliers, s => !!s.name, 'supplier'),
          })),
          endpoints: requireEach(registry.endpoints ?? [], e => !!e.name && !!e.url, 'endpoint'),
          apps: requireEach(registry.apps ?? [], a => !!a.name, 'app'),
        });
      }
      case 'newApps': {
        const {apps} = await json<{apps: RegistryApp[]}>(base + SOURCE_PATHS.newApps.path, t, 'apps');
        return this.registry.applyNewApps(requireEach(apps, a => !!a.name, 'app'));
      }
      case 'certInfo': {
        const res = await fetchFrom(`${base}${CERT_INFO_PATH}${encodeURIComponent(String(params.certName))}`, t);
        return {added: 0, changed: 0, removed: 0, result: await res.json().catch(() => null)};
      }
      case 'analytics': {
        const query = new URLSearchParams({from: String(params.from), to: String(params.to)});
        const res = await fetchFrom(`${base}${ANALYTICS_PATH}?${query}`, t);
        const csv = formulaSafeCsv(await res.text());
        if (csv === null) throw new SourceError('source answer is not CSV');
        return {added: 0, changed: 0, removed: 0, result: {csv}};
      }
    }
  }
}
