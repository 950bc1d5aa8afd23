import {adminAccountsModule} from './admin-accounts.module';
import {adminRegistryModule} from './admin-registry.module';
import {adminStatsModule} from './admin-stats.module';
import {batterySystemsModule} from './battery-systems.module';
import {appProvidersModule} from './app-providers.module';
import {changeRequestsModule} from './change-requests.module';
import {supplierApprovalsModule} from './supplier-approvals.module';
import {supplierLinkRequestsModule} from './supplier-link-requests.module';
import {importModule} from './import.module';
import {installersAuditModule} from './installers-audit.module';
import {installationsModule} from './installations.module';
import {productLinesModule} from './product-lines.module';
import {listModule} from './list.module';
import {manufacturersModule} from './manufacturers.module';
import {productsModule} from './products.module';
import {notificationsModule} from './notifications.module';
import {GraphqlModule} from './schema';
import {serialsModule} from './serials.module';
import {staffModule} from './staff.module';
import {usersModule} from './users.module';
import {verificationViewsModule} from './verification-views.module';
// oversight
import {ledgerListingModule} from './ledger-listing.module';
import {oversightLogsModule} from './oversight-logs.module';
import {postcodesModule} from './postcodes.module';
import {referenceDataModule} from './reference-data.module';
import {reportsModule} from './reports.module';
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
  serialsModule,
  productsModule,
  staffModule,
  // admin registry
  adminRegistryModule,
  changeRequestsModule,
  supplierApprovalsModule,
  supplierLinkRequestsModule,
  adminAccountsModule,
  installersAuditModule,
  notificationsModule,
  // oversight
  oversightLogsModule,
  ledgerListingModule,
  reportsModule,
  postcodesModule,
  referenceDataModule,
  weeklySuppliersModule,
  installationsModule,
  productLinesModule,
  batterySystemsModule,
];
