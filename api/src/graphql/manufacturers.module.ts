import {Access} from '../auth/access';
import {AdminManufacturerFilter} from '../services/admin';
import {GraphqlContext} from './context';
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
  `,
  access: {
    Query: {allManufacturers: Access.admin(), _allManufacturersMeta: Access.admin(), Manufacturer: Access.admin()},
  },
  resolvers: {
    Query: {
      allManufacturers: (_: unknown, args: ListArgs<AdminManufacturerFilter>, ctx: GraphqlContext) => {
        return ctx.services.adminManufacturers.list(args);
      },
      _allManufacturersMeta: async (
        _: unknown,
        args: {filter?: AdminManufacturerFilter | null},
        ctx: GraphqlContext,
      ) => {
        return {count: await ctx.services.adminManufacturers.count(args.filter)};
      },
      Manufacturer: (_: unknown, args: {id: string}, ctx: GraphqlContext) => {
        return ctx.services.adminManufacturers.get(args.id);
      },
    },
  },
};
