import {gql, type DocumentNode} from '@apollo/client';
import {createApolloClient, type AdminStatsQuery} from '@voltcheck/api-client';
import {authProvider, createDataProvider, graphqlQuery, toHttpError} from '@voltcheck/api-client/react-admin';
import {config} from './config';

export {authProvider};

/** The console's route names (document 002, section 2.1) -> the API's GraphQL types. */
export const RESOURCE_TYPES = {
  Manufacturers: 'Manufacturer',
  Users: 'User',
  AdminSettings: 'AppProvider',
  // admin registry
  Suppliers: 'Supplier',
  PullRequests: 'PullRequest',
  AuditLog: 'AuditLog',
} as const;

export type AdminStats = AdminStatsQuery['adminStats'];

const ADMIN_STATS = gql`
  query AdminStats {
    adminStats {
      totalUsers
      usersByRole {
        role
        count
      }
      totalManufacturers
      activeManufacturers
      totalDistributors
      pendingActivation
      lockedAccounts
      deactivatedUsers
    }
  }
`;

// 401s are left to authProvider.checkError, which signs out to the console's own login page.
// The Notifications screen (notifications/) queries through it with Apollo hooks.
export const client = createApolloClient({uri: config.graphqlUrl, onUnauthorized: null});

export const dataProvider = {
  ...createDataProvider({client, resourceTypes: RESOURCE_TYPES}),
  /** The dashboard's counts (custom method: react-admin still runs checkError on failure). */
  adminStats: () => graphqlQuery<AdminStatsQuery>(client, {query: ADMIN_STATS}).then(d => d.adminStats),
  /** Any console query or mutation outside the resources (registry pages), failures checked like the rest. */
  graphql: <T>(query: DocumentNode, variables: Record<string, unknown> = {}, mutation = false): Promise<T> =>
    mutation
      ? client
          .mutate<T>({mutation: query, variables})
          .then(r => r.data as T)
          .catch(err => Promise.reject(toHttpError(err)))
      : graphqlQuery<T>(client, {query, variables}),
};

export type AdminDataProvider = typeof dataProvider;

// oversight: the custom pages' own queries (logs, ledger, reports...) run on the same client.
export const apolloClient = client;
