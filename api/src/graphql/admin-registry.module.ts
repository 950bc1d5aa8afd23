import {Access} from '../auth/access';
import {AdminSupplierFilter, RegistryBindings} from '../services/registry';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';
import {ReportBindings} from '../services/reports';

type Page = {skip?: number | null; first?: number | null};

/**
 * Document 002, sections 2.4 to 2.9 under its own call names (adminFeed, manufacturers, distributors),
 * beside the console's list convention (allSuppliers). Administrators only.
 */
export const adminRegistryModule: GraphqlModule = {
  typeDefs: `
    "The dashboard's three cards."
    type AdminFeed { totalInstallers: Int!, totalManufacturers: Int!, totalSuppliers: Int! }

    type ManufacturerPage { count: Int!, list: [Manufacturer!]! }

    "A supplier (distributor) company and its account."
    type Supplier {
      id: ID!
      distributorId: ID!
      distributorUserId: ID
      userName: String
      displayName: String!
      defaultName: String!
      "Names the approved-importer list holds for the supplier's ABN."
      distributorNames: [String!]!
      "Manufacturers linked today."
      manufacturerNames: [String!]!
      totalManufacturers: Int!
      abn: String
      distributorInternalCode: String
      signingKey: String
      isActive: Boolean!
      createdAt: String!
    }
    input SupplierFilter { q: String, ids: [ID!], manufacturerId: ID }

    "One manufacturer link of a supplier: it may upload for the brand from startDate until endDate."
    type SupplierLink {
      distributorId: ID!
      distributorName: String!
      manufacturerId: ID!
      manufacturerName: String!
      startDate: String!
      endDate: String
      current: Boolean!
    }

    extend type Query {
      adminFeed: AdminFeed!
      "Manufacturers matching filter (name, username, email, ABN or address), by name."
      manufacturers(filter: String, skip: Int, first: Int): ManufacturerPage!
      "Suppliers: search (the admin's overall listing) or those linked to manufacturerId."
      distributors(search: String, manufacturerId: ID): [Supplier!]!
      allSuppliers(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: SupplierFilter): [Supplier!]!
      _allSuppliersMeta(page: Int, perPage: Int, filter: SupplierFilter): ListMetadata!
      Supplier(id: ID!): Supplier
      "Every link (current, future or ended) of a supplier or of a manufacturer."
      supplierLinks(distributorId: ID, manufacturerId: ID): [SupplierLink!]!
      "Whether the caller may activate and deactivate manufacturers."
      canActivateManufacturers: Boolean!
    }

    extend type Mutation {
      "Activates or deactivates a manufacturer (allow-listed; audited). Its accounts are refused at once."
      setManufacturerActive(manufacturerId: ID!, active: Boolean!): Manufacturer!
    }
  `,
  access: {
    Query: {
      adminFeed: Access.admin(),
      manufacturers: Access.admin(),
      distributors: Access.admin(),
      allSuppliers: Access.admin(),
      _allSuppliersMeta: Access.admin(),
      Supplier: Access.admin(),
      supplierLinks: Access.admin(),
      canActivateManufacturers: Access.admin(),
    },
    Mutation: {setManufacturerActive: Access.admin('manufacturers')},
  },
  resolvers: {
    Query: {
      adminFeed: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.get(ReportBindings.STATS_SERVICE).feed(),
      manufacturers: async (_: unknown, args: {filter?: string | null} & Page, ctx: GraphqlContext) => {
        const filter = {q: args.filter};
        const perPage = Math.min(Math.max(args.first ?? 4, 1), 500);
        const page = Math.floor(Math.max(args.skip ?? 0, 0) / perPage);
        const [list, count] = await Promise.all([
          ctx.get(RegistryBindings.MANUFACTURER_SERVICE).list({filter, page, perPage, sortField: 'name'}),
          ctx.get(RegistryBindings.MANUFACTURER_SERVICE).count(filter),
        ]);
        return {list, count};
      },
      distributors: (_: unknown, args: {search?: string | null; manufacturerId?: string | null}, ctx: GraphqlContext) =>
        ctx
          .get(RegistryBindings.SUPPLIER_SERVICE)
          .list({filter: {q: args.search, manufacturerId: args.manufacturerId}, perPage: 500}),
      allSuppliers: (_: unknown, args: ListArgs<AdminSupplierFilter>, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.SUPPLIER_SERVICE).list(args),
      _allSuppliersMeta: async (_: unknown, args: {filter?: AdminSupplierFilter | null}, ctx: GraphqlContext) => ({
        count: await ctx.get(RegistryBindings.SUPPLIER_SERVICE).count(args.filter),
      }),
      Supplier: (_: unknown, args: {id: string}, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.SUPPLIER_SERVICE).get(args.id),
      supplierLinks: (_: unknown, args: {distributorId?: string; manufacturerId?: string}, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.SUPPLIER_SERVICE).links(args),
      canActivateManufacturers: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.MANUFACTURER_SERVICE).canActivate(requireCaller(ctx)),
    },
    Mutation: {
      setManufacturerActive: (_: unknown, args: {manufacturerId: string; active: boolean}, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.MANUFACTURER_SERVICE).setActive(requireCaller(ctx), args.manufacturerId, args.active),
    },
  },
};
