import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {GraphqlModule} from './schema';
import {ReportBindings} from '../services/reports';

/** The admin dashboard's counts. Administrators only. */
export const adminStatsModule: GraphqlModule = {
  typeDefs: `
    type RoleCount { role: String!, count: Int! }

    type AdminStats {
      totalUsers: Int!
      "Every role, zero when it has no account."
      usersByRole: [RoleCount!]!
      totalManufacturers: Int!
      activeManufacturers: Int!
      "Supplier and distributor companies."
      totalDistributors: Int!
      "Accounts whose activation link has not been used."
      pendingActivation: Int!
      "Accounts locked now after failed sign-ins."
      lockedAccounts: Int!
      deactivatedUsers: Int!
    }

    extend type Query {
      adminStats: AdminStats!
    }
  `,
  access: {Query: {adminStats: Access.admin()}},
  resolvers: {
    Query: {
      adminStats: (_: unknown, __: unknown, ctx: GraphqlContext) => {
        return ctx.get(ReportBindings.STATS_SERVICE).stats();
      },
    },
  },
};
