import {adminStatsModule} from './admin-stats.module';
import {appProvidersModule} from './app-providers.module';
import {importModule} from './import.module';
import {installationsModule} from './installations.module';
import {productLinesModule} from './product-lines.module';
import {listModule} from './list.module';
import {manufacturersModule} from './manufacturers.module';
import {GraphqlModule} from './schema';
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
  installationsModule,
  productLinesModule,
];
