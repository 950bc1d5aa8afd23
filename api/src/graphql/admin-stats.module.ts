import {ADMIN_ROLES} from '../auth/caller';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';

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
  resolvers: {
    Query: {
      adminStats: (_: unknown, __: unknown, ctx: GraphqlContext) => {
        requireCaller(ctx, ADMIN_ROLES);
        return ctx.services.adminStats.stats();
      },
    },
  },
};
