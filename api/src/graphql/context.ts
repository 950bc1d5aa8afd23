import {Caller} from '../services/kernel/caller';
import {AdminAccountService, AdminUserService} from '../services/accounts';
import {AdminFeedStore, AdminStatsService} from '../services/reports';
import {InstallerService, ManufacturerService, SupplierService} from '../services/registry';
import {AuditLogService} from '../services/audit';
import {ChangeRequestService, SupplierApprovalService} from '../services/change-requests';
import {ImportFileService, ImportRequestService} from '../services/import';
import {UploadHistoryService} from '../services/uploads';
import {ProductsService, SerialsService} from '../services/serials';
import {MyAccountService, StaffService} from '../services/staff';
import {NotificationGroupService} from '../services/notify';
import {WeeklySupplierService} from '../services/registry';
import {AppProviderService, VerificationViewsService} from '../services/verification';
import {InstallationService} from '../services/installations';
import {ProductLineService} from '../services/product-lines';
import * as installations from '../services/installations';
import * as ledger from '../services/ledger';
import * as registry from '../services/registry';
import * as reports from '../services/reports';
import * as verification from '../services/verification';

/** The services the resolvers call: built once in the composition root (application.ts). */
export interface GraphqlServices {
  adminUsers: AdminUserService;
  adminManufacturers: ManufacturerService;
  adminStats: AdminStatsService;
  appProviders: AppProviderService;
  verificationViews: VerificationViewsService;
  importFiles: ImportFileService;
  importRequests: ImportRequestService;
  uploadHistory: UploadHistoryService;
  serials: SerialsService;
  products: ProductsService;
  staff: StaffService;
  myAccount: MyAccountService;
  adminSuppliers: SupplierService;
  changeRequests: ChangeRequestService;
  supplierApprovals: SupplierApprovalService;
  adminInstallers: InstallerService;
  adminAccounts: AdminAccountService;
  auditLog: AuditLogService;
  adminFeed: AdminFeedStore;
  notificationGroups: NotificationGroupService;
  // oversight
  oversightLogs: verification.VerificationLogsService;
  ledgerListing: ledger.LedgerListingService;
  reports: reports.ReportsService;
  oversightInstallations: installations.InstallationListingService;
  cities: registry.CitiesService;
  referenceData: registry.ReferenceDataService;
  weeklySuppliers: WeeklySupplierService;
  installations: InstallationService;
  productLines: ProductLineService;
}

/** What every resolver receives: the caller from the bearer token and the services. */
export interface GraphqlContext {
  caller?: Caller;
  services: GraphqlServices;
}
