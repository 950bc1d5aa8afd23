import {Access} from '../auth/access';
import {AdminManufacturerFilter, ManufacturerChanges, RegistryBindings} from '../services/registry';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';

/** Registered manufacturers for the admin console (document 002, section 2.6). Administrators only. */
export const manufacturersModule: GraphqlModule = {
  typeDefs: `
    "A registered manufacturer (the portal account of one brand)."
    type Manufacturer {
      id: ID!
      name: String!
      abn: String
      phone: String
      email: String
      address: String
      "Expected upload frequency."
      uploadFrequency: Int!
      isActive: Boolean!
      createdAt: String!
      "Accounts of the manufacturer."
      userCount: Int!
      "Suppliers linked today."
      supplierCount: Int!
      "Document 002's names: manufacturerId and displayName repeat id and name."
      manufacturerId: ID!
      displayName: String!
      isDistributor: Boolean!
      logo: String
      "The manufacturer's own administrator account."
      userId: ID
      userName: String
      "Serials uploaded, installed (scanned by an installation) and pending (neither installed nor withdrawn)."
      totalSerial: Int!
      totalInstalled: Int!
      totalPending: Int!
      "Verification requests and failed ones for the brand."
      totalRequest: Int!
      totalFailed: Int!
      "ISO time of the latest upload."
      recentUpload: String
      "The latest upload (or the registration, before any) is older than the upload frequency."
      uploadOverdue: Boolean!
    }

    input ManufacturerFilter {
      "Matches name, email, ABN or address."
      q: String
      ids: [ID!]
      isActive: Boolean
    }

    extend type Query {
      "page is 0-based; sortField one of id, name, abn, phone, email, uploadFrequency, isActive, createdAt, userCount, supplierCount."
      allManufacturers(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: ManufacturerFilter): [Manufacturer!]!
      _allManufacturersMeta(page: Int, perPage: Int, filter: ManufacturerFilter): ListMetadata!
      Manufacturer(id: ID!): Manufacturer
    }

    extend type Mutation {
      "Changes a manufacturer's company details (administrators; audited). A field left out keeps its value."
      updateManufacturer(
        id: ID!
        name: String
        abn: String
        phone: String
        email: String
        address: String
        uploadFrequency: Int
      ): Manufacturer!
    }
  `,
  access: {
    Query: {allManufacturers: Access.admin(), _allManufacturersMeta: Access.admin(), Manufacturer: Access.admin()},
    Mutation: {updateManufacturer: Access.admin()},
  },
  resolvers: {
    Query: {
      allManufacturers: (_: unknown, args: ListArgs<AdminManufacturerFilter>, ctx: GraphqlContext) => {
        return ctx.get(RegistryBindings.MANUFACTURER_SERVICE).list(args);
      },
      _allManufacturersMeta: async (
        _: unknown,
        args: {filter?: AdminManufacturerFilter | null},
        ctx: GraphqlContext,
      ) => {
        return {count: await ctx.get(RegistryBindings.MANUFACTURER_SERVICE).count(args.filter)};
      },
      Manufacturer: (_: unknown, args: {id: string}, ctx: GraphqlContext) => {
        return ctx.get(RegistryBindings.MANUFACTURER_SERVICE).get(args.id);
      },
    },
    Mutation: {
      updateManufacturer: (_: unknown, {id, ...changes}: ManufacturerChanges & {id: string}, ctx: GraphqlContext) =>
        ctx.get(RegistryBindings.MANUFACTURER_SERVICE).update(requireCaller(ctx), id, changes),
    },
    Manufacturer: {
      manufacturerId: (m: {id: number}) => m.id,
      displayName: (m: {name: string}) => m.name,
      isDistributor: () => false,
    },
  },
};
