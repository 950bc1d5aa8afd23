import {InstallationListingService, InstallationRepository} from '@voltcheck/api/dist/services/installations';
import {LedgerListingService, LedgerRecordRepository} from '@voltcheck/api/dist/services/ledger';
import {CitiesService, PostcodeRepository} from '@voltcheck/api/dist/services/registry';
import {ReportsService, TallyRepository} from '@voltcheck/api/dist/services/reports';
import {ProductRepository} from '@voltcheck/api/dist/services/serials';
import {
  ProductLogRepository,
  VerificationBatchRepository,
  VerificationLogsService,
} from '@voltcheck/api/dist/services/verification';
import {BenchContext, PageCase, perContext, Variant} from './page-case';

/** The console's oversight: logs, a batch, the ledger listing, reports, leadership, detail view, installations. */
const of = perContext(ctx => {
  const tallies = new TallyRepository(ctx.pool);
  const reports = new ReportsService(tallies);
  return {
    logs: new VerificationLogsService(new ProductLogRepository(ctx.pool), new VerificationBatchRepository(ctx.pool)),
    ledger: new LedgerListingService(new LedgerRecordRepository(ctx.pool), new ProductRepository(ctx.pool)),
    reports,
    installations: new InstallationListingService(new InstallationRepository(ctx.pool), tallies, reports),
    cities: new CitiesService(new PostcodeRepository(ctx.pool)),
  };
});

const LOGS = `query($filter: String, $skip: Int, $first: Int, $requestType: Int) {
  allLogs(filter: $filter, skip: $skip, first: $first, requestType: $requestType) { count countCapped list {
    productLogId failedSerial requestBatchId status reason requestedBrand requestedModel requesterName requesterAbn requesterType
    requestedTime requesterAppName latitude longitude parralelImportComment } } }`;
const logArgs = (ctx: BenchContext, v: Variant, requestType: number, search: string) => ({
  requestType,
  first: 100,
  skip: v === 'deep' ? ctx.deepSkip : 0,
  filter: v === 'search' ? search : null,
});
const LEDGER = `query($manufacturerId: ID, $pageNumber: Int, $errorFilter: String) {
  productSerialLedgerRecords(manufacturerId: $manufacturerId, pageNumber: $pageNumber, pageSize: 1000, errorFilter: $errorFilter) {
    pageNumber hasNextPage list { recordId serial brand model distributorName batchId status error createdTime } } }`;
const INSTALLATIONS = `query($search: String, $first: Int, $skip: Int) { adminInstallations(search: $search, first: $first, skip: $skip) {
  count countCapped list { productInstallationId installationDate manufacturerName stateName cityName postCode serials { serial } } } }`;

const SEARCH = {
  serial: (ctx: BenchContext) => ctx.serialPrefix,
  requester: (ctx: BenchContext) => ctx.sample.requester,
  app: (ctx: BenchContext) => ctx.sample.app,
};
const ledgerArgs = (ctx: BenchContext, v: Variant, by?: 'manufacturer' | 'error') => ({
  manufacturerId: by === 'manufacturer' ? String(ctx.manufacturerId) : null,
  errorFilter: by === 'error' ? 'Brand Mismatch' : null,
  pageNumber: v === 'deep' ? 10 : 1,
});
const installationArgs = (ctx: BenchContext, v: Variant) => ({
  first: 25,
  skip: v === 'deep' ? ctx.deepSkip : 0,
  search: v === 'search' ? ctx.sample.postcode : null,
});
const cityArgs = (ctx: BenchContext, v: Variant) => ({
  search: v === 'search' ? {cityName: 'Spring'} : null,
  first: 25,
  skip: v === 'deep' ? ctx.deepSkip : 0,
});

export const cases: PageCase[] = [
  ...(
    [
      [0, 'all', 'serial'],
      [1, 'Installation', 'requester'],
      [4, 'Contains Comment', 'app'],
    ] as const
  ).map(([type, label, by]): PageCase => ({
    name: `allLogs type ${type} (${label}; search by ${by})`,
    kind: 'list',
    role: 'admin',
    graphql: {query: LOGS, variables: (ctx, v) => logArgs(ctx, v, type, SEARCH[by](ctx))},
    direct: (ctx, v) => of(ctx).logs.allLogs(logArgs(ctx, v, type, SEARCH[by](ctx))),
  })),
  {
    name: 'verificationBatch (a log batch)',
    kind: 'list',
    role: 'admin',
    variants: ['page1'],
    graphql: {
      query: `query($id: ID!) { verificationBatch(batchId: $id) { batchId signature installation { city } items { productLogId status } } }`,
      variables: ctx => ({id: ctx.sample.batch}),
    },
    direct: ctx => of(ctx).logs.batch(ctx.sample.batch),
  },
  ...([undefined, 'manufacturer', 'error'] as const).map((by): PageCase => ({
    name: `productSerialLedgerRecords${by ? ` by ${by}` : ''} (ledger listing, 1000 a page)`,
    kind: 'list',
    role: 'admin',
    variants: ['page1', 'deep'],
    graphql: {query: LEDGER, variables: (ctx, v) => ledgerArgs(ctx, v, by)},
    direct: (ctx, v) => of(ctx).ledger.records(ledgerArgs(ctx, v, by)),
  })),
  {
    name: 'reports (five charts, one month)',
    kind: 'stats',
    role: 'admin',
    variants: ['page1'],
    graphql: {
      query: `{ reports { topManufacturers { displayName totalInstallations } installationsByArea { stateName totalInstallations }
        topInstallers { accCode totalInstallations } topRetailers { retailerName totalInstallations }
        installationsByAppProvider { iRequesterAppName totalInstallations } } }`,
      variables: () => ({}),
    },
    direct: ctx => of(ctx).reports.reports({}),
  },
  {
    name: 'leadershipStats (SPV Leadership Board, 30 days; search)',
    kind: 'stats',
    role: 'admin',
    variants: ['page1', 'search'],
    graphql: {
      query: `query($search: String) { leadershipStats(search: $search) {
        manufacturers { displayName totalInstallations } appProviders { appProvider totalInstallations } } }`,
      variables: (_ctx, v) => ({search: v === 'search' ? 'a' : null}),
    },
    direct: (ctx, v) => of(ctx).reports.leadershipStats({search: v === 'search' ? 'a' : null}),
  },
  {
    name: 'filteredInstallations (Detail View; search: by manufacturer)',
    kind: 'stats',
    role: 'admin',
    variants: ['page1', 'search'],
    graphql: {
      query: `query($manufacturerId: ID) { filteredInstallations(manufacturerId: $manufacturerId) {
        totalInstallations perDay { totalInstallations } list { productInstallationId manufacturerName } } }`,
      variables: (ctx, v) => ({manufacturerId: v === 'search' ? ctx.manufacturerId : null}),
    },
    direct: (ctx, v) =>
      of(ctx).installations.filtered({manufacturerId: v === 'search' ? String(ctx.manufacturerId) : null}),
  },
  {
    name: 'adminInstallations (/Installations, 25 a page; search by postcode)',
    kind: 'list',
    role: 'admin',
    graphql: {query: INSTALLATIONS, variables: installationArgs},
    direct: (ctx, v) => of(ctx).installations.list(installationArgs(ctx, v)),
  },
  {
    name: 'cityList (Manage Postcodes; search by name)',
    kind: 'list',
    role: 'admin',
    graphql: {
      query: `query($search: CitySearch, $first: Int, $skip: Int) { cityList(search: $search, first: $first, skip: $skip) {
        count list { cityId cityName postalCode } } }`,
      variables: cityArgs,
    },
    direct: (ctx, v) => of(ctx).cities.cityList(cityArgs(ctx, v)),
  },
  {
    name: 'retailers and installerOptions (Detail View pickers)',
    kind: 'list',
    role: 'admin',
    variants: ['page1'],
    graphql: {query: `{ retailers { retailerId } installerOptions { installerId accCode } }`, variables: () => ({})},
    direct: ctx => Promise.all([of(ctx).reports.retailers(), of(ctx).reports.installers()]),
  },
];
