import {Caller} from '../auth/caller';
import {AdminManufacturerService, AdminStatsService, AdminUserService} from '../services/admin';
import {ImportFileService, ImportRequestService, UploadHistoryService} from '../services/import';
import {AppProviderService, VerificationViewsService} from '../services/verification';
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
  installations: InstallationService;
  productLines: ProductLineService;
}

/** What every resolver receives: the caller from the bearer token and the services. */
export interface GraphqlContext {
  caller?: Caller;
  services: GraphqlServices;
}
