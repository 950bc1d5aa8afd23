import {Access} from '../auth/access';
import {AccountBindings, AdminUserChanges, AdminUserFilter} from '../services/accounts';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';

/** Accounts for the admin console (document 002, section 2.20). Administrators only. */
export const usersModule: GraphqlModule = {
  typeDefs: `
    "An account, as administrators see it."
    type User {
      id: ID!
      username: String!
      email: String!
      firstName: String!
      lastName: String!
      mobile: String
      role: String!
      manufacturerId: ID
      distributorId: ID
      "The manufacturer's or distributor's name."
      companyName: String
      isActive: Boolean!
      "False until the emailed activation link is used."
      emailConfirmed: Boolean!
      "ISO time until which the account is locked after failed sign-ins."
      lockoutEnd: String
      "True while lockoutEnd is in the future."
      locked: Boolean!
      failedLogins: Int!
      createdAt: String!
    }

    input UserFilter {
      "Matches username, email, first or last name, full name or company name."
      q: String
      ids: [ID!]
      role: String
      isActive: Boolean
      emailConfirmed: Boolean
      locked: Boolean
      manufacturerId: ID
      distributorId: ID
    }

    extend type Query {
      "page is 0-based; sortField one of id, username, email, firstName, lastName, role, companyName, isActive, emailConfirmed, lockoutEnd, locked, createdAt."
      allUsers(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: UserFilter): [User!]!
      _allUsersMeta(page: Int, perPage: Int, filter: UserFilter): ListMetadata!
      User(id: ID!): User
    }

    extend type Mutation {
      "Activates or deactivates an account (isActive), or clears its lockout (unlock: true). Audited."
      updateUser(id: ID!, isActive: Boolean, unlock: Boolean): User
    }
  `,
  access: {
    Query: {allUsers: Access.admin(), _allUsersMeta: Access.admin(), User: Access.admin()},
    Mutation: {updateUser: Access.admin('settings')},
  },
  resolvers: {
    Query: {
      allUsers: (_: unknown, args: ListArgs<AdminUserFilter>, ctx: GraphqlContext) => {
        return ctx.get(AccountBindings.ADMIN_USER_SERVICE).list(args);
      },
      _allUsersMeta: async (_: unknown, args: {filter?: AdminUserFilter | null}, ctx: GraphqlContext) => {
        return {count: await ctx.get(AccountBindings.ADMIN_USER_SERVICE).count(args.filter)};
      },
      User: (_: unknown, args: {id: string}, ctx: GraphqlContext) => {
        return ctx.get(AccountBindings.ADMIN_USER_SERVICE).get(args.id);
      },
    },
    Mutation: {
      updateUser: (_: unknown, {id, ...changes}: {id: string} & AdminUserChanges, ctx: GraphqlContext) => {
        const caller = requireCaller(ctx);
        return ctx.get(AccountBindings.ADMIN_USER_SERVICE).update(caller, id, changes);
      },
    },
  },
};
