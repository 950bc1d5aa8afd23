import {Caller} from '../auth/caller';
import {
  AdminAccountService,
  AdminFeedStore,
  AdminInstallerService,
  AdminManufacturerService,
  AdminStatsService,
  AdminSupplierService,
  AdminUserService,
  AuditLogService,
  ChangeRequestService,
  SupplierApprovalService,
} from '../services/admin';
import {ImportFileService, ImportRequestService, UploadHistoryService} from '../services/import';
import {ProductsService, SerialsService} from '../services/serials';
import {MyAccountService, StaffService} from '../services/staff';
import {NotificationGroupService} from '../services/notify';
import {WeeklySupplierService} from '../services/sync';
import {AppProviderService, VerificationViewsService} from '../services/verification';
import * as oversight from '../services/oversight';
import {InstallationService} from '../services/installation';
import {ProductLineService} from '../services/product-line';

/** The services the resolvers call: built once in the composition root (application.ts). */
export interface GraphqlServices {
  adminUsers: AdminUserService;
  adminManufacturers: AdminManufacturerService;
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
  adminSuppliers: AdminSupplierService;
  changeRequests: ChangeRequestService;
  supplierApprovals: SupplierApprovalService;
  adminInstallers: AdminInstallerService;
  adminAccounts: AdminAccountService;
  auditLog: AuditLogService;
  adminFeed: AdminFeedStore;
  notificationGroups: NotificationGroupService;
  // oversight
  oversightLogs: oversight.OversightLogsService;
  ledgerListing: oversight.LedgerListingService;
  reports: oversight.ReportsService;
  oversightInstallations: oversight.OversightInstallationsService;
  cities: oversight.CitiesService;
  referenceData: oversight.ReferenceDataService;
  weeklySuppliers: WeeklySupplierService;
  installations: InstallationService;
  productLines: ProductLineService;
}

/** What every resolver receives: the caller from the bearer token and the services. */
export interface GraphqlContext {
  caller?: Caller;
  services: GraphqlServices;
}
