import {adminStatsModule} from './admin-stats.module';
import {appProvidersModule} from './app-providers.module';
import {importModule} from './import.module';
import {listModule} from './list.module';
import {manufacturersModule} from './manufacturers.module';
import {GraphqlModule} from './schema';
import {usersModule} from './users.module';
import {verificationViewsModule} from './verification-views.module';
import {weeklySuppliersModule} from './weekly-suppliers.module';

/** Every module of the GraphQL schema. A new capability adds its module here. */
export const graphqlModules: GraphqlModule[] = [
  listModule,
  usersModule,
  manufacturersModule,
  adminStatsModule,
  verificationViewsModule,
  appProvidersModule,
  importModule,
  weeklySuppliersModule,
];
