import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';
import {RegistryBindings} from '../services/registry';

/** The weekly supplier list (document 002 section 2.18): its upload and its look-up. Administrators only. */
export const weeklySuppliersModule: GraphqlModule = {
  typeDefs: `
    "Weekly supplier option: an importer of the regulator's weekly approved list."
    type WeeklySupplier { importerName: String!, importerABN: String }
    "A row of the uploaded file left out, and why (row: its 1-based row in the file)."
    type WeeklySupplierRejection { row: Int!, reason: String! }
    "What replacing the list changed: added, changed (ABN or spelling), removed, unchanged; total rows kept."
    type WeeklySupplierReport {
      status: Boolean!, message: String!, fileName: String!, total: Int!
      added: Int!, changed: Int!, removed: Int!, unchanged: Int!, rejected: [WeeklySupplierRejection!]!
    }

    extend type Query {
      "The list, by name (at most 500); filter: part of a name or ABN."
      weeklySuppliers(filter: String): [WeeklySupplier!]!
    }
    extend type Mutation {
      "Replaces the whole weekly supplier list by one csv, xlsx or xls file with columns importerName and importerABN, at once."
      weeklySupplierList(file: Upload!): WeeklySupplierReport!
    }
  `,
  access: {
    Query: {weeklySuppliers: Access.admin()},
    Mutation: {weeklySupplierList: Access.admin()},
  },
  resolvers: {
    Query: {
      weeklySuppliers: (_: unknown, args: {filter?: string | null}, ctx: GraphqlContext) => {
        requireCaller(ctx);
        return ctx.get(RegistryBindings.WEEKLY_SUPPLIER_SERVICE).list(args.filter ?? undefined);
      },
    },
    Mutation: {
      weeklySupplierList: (
        _: unknown,
        args: {file: {filename: string; path: string; size: number}},
        ctx: GraphqlContext,
      ) => {
        return ctx.get(RegistryBindings.WEEKLY_SUPPLIER_SERVICE).replace(requireCaller(ctx), args.file);
      },
    },
  },
};
