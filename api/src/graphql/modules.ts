import {adminStatsModule} from './admin-stats.module';
import {appProvidersModule} from './app-providers.module';
import {importModule} from './import.module';
import {listModule} from './list.module';
import {manufacturersModule} from './manufacturers.module';
import {productsModule} from './products.module';
import {GraphqlModule} from './schema';
import {serialsModule} from './serials.module';
import {staffModule} from './staff.module';
import {usersModule} from './users.module';
import {verificationViewsModule} from './verification-views.module';

/** Every module of the GraphQL schema. A new capability adds its module here. */
export const graphqlModules: GraphqlModule[] = [
  listModule,
  usersModule,
  manufacturersModule,
  adminStatsModule,
  verificationViewsModule,
  appProvidersModule,
  importModule,
  serialsModule,
  productsModule,
  staffModule,
];
