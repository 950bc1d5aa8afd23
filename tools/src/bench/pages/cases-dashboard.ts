import {InstallationRepository} from '@voltcheck/api/dist/services/installations';
import {BenchContext, manufacturerScope, PageCase, perContext, portalPage, Variant} from './page-case';

/** The portal's Dashboard: the installation chart and totals, the Installation(verified) tab, its serials dialog. */
const storeOf = perContext(ctx => new InstallationRepository(ctx.pool));
const scopeOf = manufacturerScope;
const THIS_YEAR = new Date().getUTCFullYear();

const INSTALLATIONS = `query($filter: String, $skip: Int, $first: Int) {
  installations(filter: $filter, skip: $skip, first: $first) {
    count list { productInstallationId installationDate productSerialCount address { city state postCode } } } }`;
const tabArgs = (ctx: BenchContext, v: Variant) => portalPage(ctx, v, ctx.sample.postcode);

export const cases: PageCase[] = [
  {
    name: 'installationStats (Dashboard chart and map, this year)',
    kind: 'stats',
    role: 'manufacturer',
    variants: ['page1'],
    graphql: {
      query: `query($year: Int!) { installationStats(year: $year) { year month totalPower totalInstallation stateName } }`,
      variables: () => ({year: THIS_YEAR}),
    },
    direct: ctx => storeOf(ctx).stats(scopeOf(ctx), THIS_YEAR),
  },
  {
    name: 'installationSummary (Dashboard totals and years)',
    kind: 'stats',
    role: 'manufacturer',
    variants: ['page1'],
    graphql: {
      query: `query { installationSummary { totalInstallation totalPower years } }`,
      variables: () => ({}),
    },
    direct: ctx => storeOf(ctx).summary(scopeOf(ctx)),
  },
  {
    name: 'installations (Installation(verified) tab, 100 a page; search by postcode)',
    kind: 'list',
    role: 'manufacturer',
    graphql: {query: INSTALLATIONS, variables: tabArgs},
    direct: (ctx, v) => storeOf(ctx).list(scopeOf(ctx), tabArgs(ctx, v)),
  },
  {
    name: 'installationSerialDetails (installed serials dialog)',
    kind: 'list',
    role: 'manufacturer',
    variants: ['page1'],
    graphql: {
      query: `query($id: ID!) { installationSerialDetails(installationId: $id) { productSerialId serial brandName model ledgerStatus } }`,
      variables: ctx => ({id: String(ctx.installationId)}),
    },
    direct: ctx => storeOf(ctx).serials(scopeOf(ctx), ctx.installationId),
  },
];
