import {DbDataSource} from '@voltcheck/api/dist/datasources';
import {AppUserRepository} from '@voltcheck/api/dist/services/accounts';
import {AuditLogRepository} from '@voltcheck/api/dist/services/audit';
import {ChangeRequestRepository} from '@voltcheck/api/dist/services/change-requests';
import {
  DistributorRepository,
  InstallerRepository,
  ManufacturerRepository,
} from '@voltcheck/api/dist/services/registry';
import {AdminStatsRepository} from '@voltcheck/api/dist/services/reports';
import {PageCase, perContext, Variant} from './page-case';

/** The admin console's registry: manufacturers, suppliers, installers, users, change requests, audit log. */
const repositoriesOf = perContext(ctx => {
  // The LoopBack repositories' datasource on the bench's pool, as the server's runs on its one pool.
  const dataSource = new DbDataSource(ctx.pool);
  return {
    manufacturers: new ManufacturerRepository(dataSource, ctx.pool),
    suppliers: new DistributorRepository(dataSource, ctx.pool),
    installers: new InstallerRepository(ctx.pool),
    users: new AppUserRepository(dataSource, ctx.pool),
    audit: new AuditLogRepository(ctx.pool),
    requests: new ChangeRequestRepository(ctx.pool),
    feed: new AdminStatsRepository(ctx.pool),
  };
});

/** react-admin's paging (0-based page, perPage) at page 1, a deep page, or page 1 of a search. */
const raPage = (v: Variant, perPage: number, deepPage: number, q: string, key = 'q') => ({
  page: v === 'deep' ? deepPage : 0,
  perPage,
  filter: v === 'search' ? {[key]: q} : {},
});

const MANUFACTURERS = `query($filter: String, $skip: Int, $first: Int) { manufacturers(filter: $filter, skip: $skip, first: $first) {
  count list { id name address userName email phone totalSerial totalInstalled totalPending totalRequest totalFailed recentUpload uploadOverdue uploadFrequency isActive } } }`;
const SUPPLIERS = `query($page: Int, $perPage: Int, $filter: SupplierFilter) {
  allSuppliers(page: $page, perPage: $perPage, sortField: "displayName", sortOrder: "ASC", filter: $filter) {
    id userName displayName distributorNames manufacturerNames abn distributorInternalCode signingKey isActive }
  _allSuppliersMeta(page: $page, perPage: $perPage, filter: $filter) { count } }`;
const INSTALLERS = `query($filter: String, $skip: Int, $first: Int, $additionalFilter: String) {
  installers(filter: $filter, skip: $skip, first: $first, additionalFilter: $additionalFilter) {
    installerCount installerUpdatedStatus list { installerId accCode firstName lastName status totalDataPack totalRequest totalFailed } } }`;
const USERS = `query($page: Int, $perPage: Int, $filter: UserFilter) {
  allUsers(page: $page, perPage: $perPage, sortField: "id", sortOrder: "DESC", filter: $filter) { id username email role companyName isActive }
  _allUsersMeta(page: $page, perPage: $perPage, filter: $filter) { count } }`;
const AUDIT = `query($page: Int, $perPage: Int, $filter: AuditLogFilter) {
  allAuditLogs(page: $page, perPage: $perPage, sortField: "id", sortOrder: "DESC", filter: $filter) { id userName action entity entityId before after createdAt }
  _allAuditLogsMeta(page: $page, perPage: $perPage, filter: $filter) { count } }`;

export const cases: PageCase[] = [
  {
    name: 'manufacturers (Manufacturers list, 4 a page)',
    kind: 'list',
    role: 'admin',
    graphql: {
      query: MANUFACTURERS,
      variables: (_ctx, v) => ({first: 4, skip: v === 'deep' ? 36 : 0, filter: v === 'search' ? 'a' : null}),
    },
    direct: (ctx, v) => {
      const filter = {q: v === 'search' ? 'a' : null};
      const s = repositoriesOf(ctx).manufacturers;
      return Promise.all([
        s.adminList({filter, page: v === 'deep' ? 9 : 0, perPage: 4, sortField: 'name'}),
        s.adminCount(filter),
      ]);
    },
  },
  {
    name: 'allSuppliers (Suppliers list)',
    kind: 'list',
    role: 'admin',
    graphql: {query: SUPPLIERS, variables: (_ctx, v) => raPage(v, 25, 3, 'a')},
    direct: (ctx, v) => {
      const p = {...raPage(v, 25, 3, 'a'), sortField: 'displayName', sortOrder: 'ASC'};
      return Promise.all([
        repositoriesOf(ctx).suppliers.adminList(p),
        repositoriesOf(ctx).suppliers.adminCount(p.filter),
      ]);
    },
  },
  {
    name: 'installers (Installers, 100 a page)',
    kind: 'list',
    role: 'admin',
    graphql: {
      query: INSTALLERS,
      variables: (_ctx, v) => ({first: 100, skip: v === 'deep' ? 3900 : 0, filter: v === 'search' ? 'Last12' : null}),
    },
    direct: (ctx, v) => {
      const s = repositoriesOf(ctx).installers;
      const f = {search: v === 'search' ? 'Last12' : null};
      return Promise.all([s.list(f, v === 'deep' ? 3900 : 0, 100), s.count(f), s.lastUpdated()]);
    },
  },
  {
    name: 'allUsers (Users list)',
    kind: 'list',
    role: 'admin',
    graphql: {query: USERS, variables: (_ctx, v) => raPage(v, 25, 2, 'bench')},
    direct: (ctx, v) => {
      const p = {...raPage(v, 25, 2, 'bench'), sortField: 'id', sortOrder: 'DESC'};
      return Promise.all([repositoriesOf(ctx).users.adminList(p), repositoriesOf(ctx).users.adminCount(p.filter)]);
    },
  },
  {
    name: 'sUsers (administrators table)',
    kind: 'list',
    role: 'admin',
    variants: ['page1', 'search'],
    graphql: {
      query: `query($search: String) { sUsers(search: $search) { id userName email isActive lockoutEnd } }`,
      variables: (_ctx, v) => ({search: v === 'search' ? 'admin' : null}),
    },
    direct: (ctx, v) => repositoriesOf(ctx).users.admins(v === 'search' ? 'admin' : null),
  },
  {
    name: 'mergeRequests (Change requests, Open)',
    kind: 'list',
    role: 'admin',
    variants: ['page1', 'search'],
    graphql: {
      query: `query($filter: String, $search: String) { mergeRequests(filter: $filter, search: $search) { id number title brandName status } }`,
      variables: (_ctx, v) => ({filter: 'Open', search: v === 'search' ? 'request 12' : null}),
    },
    direct: (ctx, v) =>
      repositoriesOf(ctx).requests.list({
        filter: {status: 'Open', q: v === 'search' ? 'request 12' : null},
        perPage: 500,
      }),
  },
  {
    name: 'allAuditLogs (Audit Log)',
    kind: 'list',
    role: 'admin',
    graphql: {query: AUDIT, variables: (_ctx, v) => raPage(v, 25, 396, 'manufacturer', 'entity')},
    direct: (ctx, v) => {
      const p = {...raPage(v, 25, 396, 'manufacturer', 'entity'), sortField: 'id', sortOrder: 'DESC'};
      return Promise.all([repositoriesOf(ctx).audit.list(p), repositoriesOf(ctx).audit.count(p.filter)]);
    },
  },
  {
    name: 'adminFeed (console dashboard cards)',
    kind: 'stats',
    role: 'admin',
    variants: ['page1'],
    graphql: {query: `{ adminFeed { totalInstallers totalManufacturers totalSuppliers } }`, variables: () => ({})},
    direct: ctx => repositoriesOf(ctx).feed.feed(),
  },
];
