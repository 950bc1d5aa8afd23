import {gql} from '@apollo/client';
import {createApolloClient, type AdminStatsQuery} from '@voltcheck/api-client';
import {authProvider, createDataProvider, graphqlQuery} from '@voltcheck/api-client/react-admin';
import {config} from './config';
import {QUERY_RESOURCES} from './resources';
import {withQueryResources} from './resources/queryResources';

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

// The resources' client: its 401s are left to authProvider.checkError, which signs out to the console's login page.
const client = createApolloClient({uri: config.graphqlUrl, onUnauthorized: null});

/**
 * The pages' client (custom routes and widgets, through ConsoleGraphqlProvider): a 401 runs the shared unauthorized
 * handler, which the provider points at react-admin's sign-out.
 */
export const pagesClient = createApolloClient({uri: config.graphqlUrl});

export const dataProvider = withQueryResources(
  {
    ...createDataProvider({client, resourceTypes: RESOURCE_TYPES}),
    /** The dashboard's counts (custom method: react-admin still runs checkError on failure). */
    adminStats: () => graphqlQuery<AdminStatsQuery>(client, {query: ADMIN_STATS}).then(d => d.adminStats),
  },
  client,
  QUERY_RESOURCES,
);

export type AdminDataProvider = typeof dataProvider;
