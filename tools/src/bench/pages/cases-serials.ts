import {Scope} from '@voltcheck/api/dist/services/kernel/tenancy';
import {ProductRepository, ProductSerialRepository} from '@voltcheck/api/dist/services/serials';
import {ProductLogRepository} from '@voltcheck/api/dist/services/verification/product-log.repository';
import {BenchContext, manufacturerScope, PageCase, perContext, portalPage, Variant} from './page-case';

const PAGE = 100;
const scopeOf = manufacturerScope;
const all: Scope = {kind: 'all'};
const page = (ctx: BenchContext, v: Variant, prefix = ctx.serialPrefix) => portalPage(ctx, v, prefix);
const storesOf = perContext(ctx => ({
  serials: new ProductSerialRepository(ctx.pool),
  products: new ProductRepository(ctx.pool),
  views: new ProductLogRepository(ctx.pool),
}));

const SERIAL_PAGE = `query($type: Int, $filter: String, $skip: Int, $first: Int, $manufacturerId: ID) {
  ProductSerialListing(type: $type, filter: $filter, skip: $skip, first: $first, manufacturerId: $manufacturerId) {
    count list { productSerialId serial model supplier ledgerStatus image uploadId pmax } } }`;
const FAILED_PAGE = `query($first: Int, $skip: Int, $filter: String, $manufacturerId: ID) {
  FailedProductSerialListing(first: $first, skip: $skip, filter: $filter, manufacturerId: $manufacturerId) {
    count list { productLogId failedSerial requestedTime requesterName image latitude } } }`;
const PARALLEL_PAGE = `query($first: Int, $skip: Int, $filter: String) {
  AdminParallelImport(first: $first, skip: $skip, filter: $filter) { count list { productLogId failedSerial parralelImportComment } } }`;
const BY_PRODUCT = (field: string, fields: string) => `query($id: ID!, $filter: String, $first: Int, $skip: Int) {
  ${field}(id: $id, filter: $filter, first: $first, skip: $skip) { count list { ${fields} } } }`;
const PRODUCTS = `query($filter: String, $skip: Int, $first: Int) { products(filter: $filter, skip: $skip, first: $first) {
  count list { productId model productLine { lineName } productWarranty { componentInYears } serialStats { failed installed pending totalRequests } } } }`;

/** The Serials tab, the global listing, the Models tab, model detail and the serial dialogs. */
export const cases: PageCase[] = [
  ...([1, 2] as const).map((type): PageCase => ({
    name: `ProductSerialListing type ${type} (${type === 1 ? 'Installed' : 'Available'} sub-tab)`,
    kind: 'list',
    role: 'manufacturer',
    graphql: {query: SERIAL_PAGE, variables: (ctx, v) => ({type, ...page(ctx, v)})},
    direct: (ctx, v) => storesOf(ctx).serials.serials(scopeOf(ctx), {type, ...page(ctx, v)}),
  })),
  {
    name: 'ProductSerialListing, global view (administrators)',
    kind: 'list',
    role: 'admin',
    graphql: {query: SERIAL_PAGE, variables: (ctx, v) => page(ctx, v)},
    direct: (ctx, v) => storesOf(ctx).serials.serials(all, page(ctx, v)),
  },
  {
    name: 'FailedProductSerialListing (Failed sub-tab)',
    kind: 'list',
    role: 'manufacturer',
    graphql: {query: FAILED_PAGE, variables: (ctx, v) => page(ctx, v, ctx.failedPrefix)},
    direct: (ctx, v) => storesOf(ctx).views.failedSerials(scopeOf(ctx), page(ctx, v, ctx.failedPrefix)),
  },
  {
    name: 'AdminParallelImport (Parallel Import sub-tab)',
    kind: 'list',
    role: 'admin',
    graphql: {query: PARALLEL_PAGE, variables: (ctx, v) => page(ctx, v, ctx.failedPrefix)},
    direct: (ctx, v) => storesOf(ctx).serials.parallelImports(all, page(ctx, v, ctx.failedPrefix)),
  },
  ...(
    [
      ['ProductAvailableSerialsByProductId', 'available', 'productSerialId serial uploadedOn supplier nominalCapacity'],
      ['ProductInstalledSerialsByProductId', 'installed', 'productSerialId serial uploadedOn supplier pmax'],
      ['ProductFailedSerialsByProductId', 'failed', 'productLogId failedSerial requestedTime'],
    ] as const
  ).map(([field, kind, fields]): PageCase => ({
    name: `${field} (model detail)`,
    kind: 'list',
    role: 'manufacturer',
    graphql: {
      query: BY_PRODUCT(field, fields),
      variables: (ctx, v) => ({
        id: ctx.productId,
        ...page(ctx, v, kind === 'failed' ? ctx.failedPrefix : ctx.serialPrefix),
      }),
    },
    direct: (ctx, v) =>
      kind === 'failed'
        ? storesOf(ctx).serials.failedOfProduct(scopeOf(ctx), ctx.productId, page(ctx, v, ctx.failedPrefix))
        : storesOf(ctx).serials.serials(scopeOf(ctx), {
            ...page(ctx, v),
            type: kind === 'installed' ? 1 : 2,
            productId: ctx.productId,
          }),
  })),
  {
    name: 'products with serialStats (Models tab)',
    kind: 'list',
    role: 'manufacturer',
    variants: ['page1', 'search'],
    graphql: {query: PRODUCTS, variables: (_ctx, v) => ({first: PAGE, skip: 0, filter: v === 'search' ? 'a' : null})},
    direct: (ctx, v) =>
      storesOf(ctx).products.products(scopeOf(ctx), {first: PAGE, skip: 0, filter: v === 'search' ? 'a' : null}),
  },
  {
    name: 'historyForSerial (Upload History dialog)',
    kind: 'list',
    role: 'manufacturer',
    variants: ['page1'],
    graphql: {
      query: `query($id: ID!) { historyForSerial(productSerialId: $id) { serial uploads { uploadId } ledger { status } requests { productLogId status } } }`,
      variables: ctx => ({id: ctx.productSerialId}),
    },
    direct: async ctx => {
      await storesOf(ctx).serials.serial(ctx.productSerialId);
      return storesOf(ctx).serials.history(ctx.productSerialId);
    },
  },
  {
    name: 'serialImages (Serial images dialog)',
    kind: 'list',
    role: 'manufacturer',
    variants: ['page1'],
    graphql: {
      query: `query($id: ID) { serialImages(productSerialId: $id) { imageId image createdOn appName } }`,
      variables: ctx => ({id: ctx.productSerialId}),
    },
    direct: async ctx => {
      await storesOf(ctx).serials.serial(ctx.productSerialId);
      return storesOf(ctx).serials.images({productSerialId: ctx.productSerialId});
    },
  },
];
