import {Access} from '../auth/access';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {ListArgs} from './list.module';
import {GraphqlModule} from './schema';
import {VerificationBindings} from '../services/verification';

/** App providers for the admin console: the same rules as REST /api/v1/app-providers. Administrators only. */
export const appProvidersModule: GraphqlModule = {
  typeDefs: `
    "An installer or retailer app allowed to call the verification API."
    type AppProvider {
      id: ID!
      name: String!
      clientId: String!
      contactEmail: String
      "Setting AllowedApps: the provider may call the API."
      enabled: Boolean!
      "Setting MandatorySerialPhoto: every serial needs a photo."
      mandatorySerialPhoto: Boolean!
      "Setting TestMode: calls answered as in production, leaving only their batch, marked as test."
      testMode: Boolean!
      ratePerMinute: Int!
      createdOn: String!
      "Only in the answer of createAppProvider."
      clientSecret: String
    }
    input AppProviderFilter { q: String }

    extend type Query {
      allAppProviders(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: AppProviderFilter): [AppProvider!]!
      _allAppProvidersMeta(page: Int, perPage: Int, filter: AppProviderFilter): ListMetadata!
      AppProvider(id: ID!): AppProvider
    }
    extend type Mutation {
      "Registers a provider; its clientSecret is shown in this answer only."
      createAppProvider(name: String!, contactEmail: String, enabled: Boolean, mandatorySerialPhoto: Boolean, testMode: Boolean): AppProvider!
      updateAppProvider(
        id: ID!
        enabled: Boolean
        mandatorySerialPhoto: Boolean
        testMode: Boolean
        "Calls allowed per 60-second window, 1 to 100000"
        ratePerMinute: Int
      ): AppProvider!
    }
  `,
  access: {
    Query: {allAppProviders: Access.admin(), _allAppProvidersMeta: Access.admin(), AppProvider: Access.admin()},
    Mutation: {createAppProvider: Access.admin('settings'), updateAppProvider: Access.admin('settings')},
  },
  resolvers: {
    Query: {
      allAppProviders: async (_: unknown, args: ListArgs<{q?: string}>, ctx: GraphqlContext) => {
        const q = args.filter?.q?.trim().toLowerCase();
        const all = (await ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).list()).filter(
          p => !q || p.name.toLowerCase().includes(q) || p.clientId.includes(q),
        );
        const perPage = args.perPage ?? 25;
        return all.slice((args.page ?? 0) * perPage, ((args.page ?? 0) + 1) * perPage);
      },
      _allAppProvidersMeta: async (_: unknown, args: {filter?: {q?: string}}, ctx: GraphqlContext) => {
        const q = args.filter?.q?.trim().toLowerCase();
        return {
          count: (await ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).list()).filter(
            p => !q || p.name.toLowerCase().includes(q) || p.clientId.includes(q),
          ).length,
        };
      },
      AppProvider: (_: unknown, args: {id: string}, ctx: GraphqlContext) => {
        return ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).findById(Number(args.id));
      },
    },
    Mutation: {
      createAppProvider: (
        _: unknown,
        args: {
          name: string;
          contactEmail?: string;
          enabled?: boolean;
          mandatorySerialPhoto?: boolean;
          testMode?: boolean;
        },
        ctx: GraphqlContext,
      ) => {
        const caller = requireCaller(ctx);
        return ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).create(caller, args);
      },
      updateAppProvider: (
        _: unknown,
        {
          id,
          ...changes
        }: {id: string; enabled?: boolean; mandatorySerialPhoto?: boolean; testMode?: boolean; ratePerMinute?: number},
        ctx: GraphqlContext,
      ) => {
        const caller = requireCaller(ctx);
        return ctx.get(VerificationBindings.APP_PROVIDER_SERVICE).update(caller, Number(id), changes);
      },
    },
    AppProvider: {createdOn: (p: {createdOn: Date}) => new Date(p.createdOn).toISOString()},
  },
};
