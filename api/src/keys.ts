import {BindingKey} from '@loopback/core';
import type {Pool} from 'pg';
import type {AppCallAuthenticator} from './auth/app.strategy';
import type {JwtAuthenticator} from './auth/jwt-authenticator';
import type {TokenService} from './auth/token.service';
import type {AppConfig} from './config';
import type {GraphqlServices} from './graphql/context';
import type {UploadQuota} from './graphql/upload-quota';
import type {PgRateLimitStore} from './auth/pg-rate-limit.store';
import type {JobQueue} from './jobs/job-queue';
import type {LivePublisher} from './live/live-events';
import type * as accounts from './services/accounts';
import type * as kernel from './services/kernel';
import type * as serials from './services/serials';
import type * as staffing from './services/staff';
import type * as notify from './services/notify';
import type * as ledger from './services/ledger';
import type * as webhooks from './services/webhooks';
import type * as audit from './services/audit';
import type * as changeRequests from './services/change-requests';
import type * as imports from './services/import';
import type * as installations from './services/installations';
import type * as productLines from './services/product-lines';
import type * as registry from './services/registry';
import type * as reports from './services/reports';
import type * as signing from './services/signing';
import type * as sync from './services/sync';
import type * as uploads from './services/uploads';
import type * as verification from './services/verification';

/**
 * Every binding key of the API, in one place. application.ts (setUpBindings) binds them; controllers
 * and strategies inject them. Type-only imports: this module loads nothing.
 */
export namespace VoltCheckBindings {
  export const CONFIG = BindingKey.create<AppConfig>('voltcheck.config');
  /** A pg pool for hand-written SQL (the stores). */
  export const PG_POOL = BindingKey.create<Pool>('voltcheck.pgPool');
  export const JOB_QUEUE = BindingKey.create<JobQueue>('voltcheck.jobQueue');
  /** Live events as services publish them: they reach the sockets once the HTTP server listens. */
  export const LIVE_EVENTS = BindingKey.create<LivePublisher>('voltcheck.liveEvents');
}

export namespace AuthBindings {
  export const TOKEN_SERVICE = BindingKey.create<TokenService>('auth.TokenService');
  export const JWT_AUTHENTICATOR = BindingKey.create<JwtAuthenticator>('auth.JwtAuthenticator');
  /** What `@authenticate('app')` asks to identify an app and count its call (the app providers). */
  export const APP_CALL_AUTHENTICATOR = BindingKey.create<AppCallAuthenticator>('auth.AppCallAuthenticator');
  /** The calls-per-minute counters of app providers. */
  export const APP_RATE_LIMIT_STORE = BindingKey.create<PgRateLimitStore>('auth.AppRateLimitStore');
  /** Makes the counters of one kind of limited call (the rate-limit interceptor's buckets). */
  export const RATE_LIMIT_STORES = BindingKey.create<(prefix: string) => PgRateLimitStore>('auth.RateLimitStores');
}

export namespace KernelBindings {
  export const PASSWORD_SERVICE = BindingKey.create<kernel.PasswordService>('services.PasswordService');
  export const STORAGE_SERVICE = BindingKey.create<kernel.StorageService>('services.StorageService');
  export const MAIL_SERVICE = BindingKey.create<kernel.MailService>('services.MailService');
  export const TENANCY_SERVICE = BindingKey.create<kernel.TenancyService>('services.TenancyService');
  export const HEALTH_SERVICE = BindingKey.create<kernel.HealthService>('services.HealthService');
  /** The maintained counts' statements (their folding runs beside the workers). */
  export const STATS_STORE = BindingKey.create<kernel.StatsStore>('stores.StatsStore');
  /** This process's temporary files (the data dir's tmp), and what dead processes left there. */
  export const TEMP_SPACE = BindingKey.create<kernel.TempSpace>('services.TempSpace');
}

export namespace AccountBindings {
  export const LOGIN_SERVICE = BindingKey.create<accounts.LoginService>('services.LoginService');
  export const REGISTRATION_SERVICE = BindingKey.create<accounts.RegistrationService>('services.RegistrationService');
  export const PASSWORD_RESET_SERVICE = BindingKey.create<accounts.PasswordResetService>(
    'services.PasswordResetService',
  );
  export const PROFILE_SERVICE = BindingKey.create<accounts.ProfileService>('services.ProfileService');
  export const USER_TOKEN_SERVICE = BindingKey.create<accounts.UserTokenService>('services.UserTokenService');
  export const ACCOUNT_MAIL_SERVICE = BindingKey.create<accounts.AccountMailService>('services.AccountMailService');
  export const COMPANY_LOOKUP_SERVICE = BindingKey.create<accounts.CompanyLookupService>(
    'services.CompanyLookupService',
  );
}

export namespace VerificationBindings {
  export const VERIFICATION_SERVICE =
    BindingKey.create<verification.VerificationService>('services.VerificationService');
  export const VIEWS_SERVICE = BindingKey.create<verification.VerificationViewsService>(
    'services.VerificationViewsService',
  );
  export const SIGNING_SERVICE = BindingKey.create<signing.SigningService>('services.SigningService');
  export const RELEASE_SERVICE = BindingKey.create<verification.InstallationReleaseService>(
    'services.InstallationReleaseService',
  );
  export const APP_PROVIDER_SERVICE = BindingKey.create<verification.AppProviderService>('services.AppProviderService');
  export const APP_TOKEN_SERVICE = BindingKey.create<verification.AppTokenService>('services.AppTokenService');
}

export namespace WebhookBindings {
  export const SERVICE = BindingKey.create<webhooks.WebhookService>('services.WebhookService');
  export const DELIVERY_JOB = BindingKey.create<webhooks.WebhookDeliveryJob>('jobs.WebhookDeliveryJob');
}

export namespace ImportBindings {
  export const FILE_SERVICE = BindingKey.create<imports.ImportFileService>('services.ImportFileService');
  export const REQUEST_SERVICE = BindingKey.create<imports.ImportRequestService>('services.ImportRequestService');
  /** The import job (a job worker). */
  export const RUNNER = BindingKey.create<imports.ImportRunner>('services.ImportRunner');
  export const HISTORY_SERVICE = BindingKey.create<uploads.UploadHistoryService>('services.UploadHistoryService');
  export const UPLOAD_ADMIN_SERVICE = BindingKey.create<uploads.UploadAdminService>('services.UploadAdminService');
  export const DOWNLOAD_SERVICE = BindingKey.create<uploads.UploadDownloadService>('services.UploadDownloadService');
}

export namespace AdminBindings {
  export const USER_SERVICE = BindingKey.create<accounts.AdminUserService>('services.AdminUserService');
  export const MANUFACTURER_SERVICE = BindingKey.create<registry.ManufacturerService>('services.ManufacturerService');
  export const STATS_SERVICE = BindingKey.create<reports.AdminStatsService>('services.AdminStatsService');
}

export namespace GraphqlBindings {
  /** The services the resolvers reach through their context. */
  export const SERVICES = BindingKey.create<GraphqlServices>('graphql.services');
  /** The bytes each caller may upload to /graphql (in flight and per hour). */
  export const UPLOAD_QUOTA = BindingKey.create<UploadQuota>('graphql.uploadQuota');
}

export namespace SerialBindings {
  export const SERIALS_SERVICE = BindingKey.create<serials.SerialsService>('services.SerialsService');
  export const PRODUCTS_SERVICE = BindingKey.create<serials.ProductsService>('services.ProductsService');
  export const EXPORT_SERVICE = BindingKey.create<serials.SerialExportService>('services.SerialExportService');
}

export namespace StaffBindings {
  export const STAFF_SERVICE = BindingKey.create<staffing.StaffService>('services.StaffService');
  export const MY_ACCOUNT_SERVICE = BindingKey.create<staffing.MyAccountService>('services.MyAccountService');
}

export namespace AdminRegistryBindings {
  export const SUPPLIER_SERVICE = BindingKey.create<registry.SupplierService>('services.SupplierService');
  export const CHANGE_REQUEST_SERVICE = BindingKey.create<changeRequests.ChangeRequestService>(
    'services.ChangeRequestService',
  );
  export const SUPPLIER_APPROVAL_SERVICE = BindingKey.create<changeRequests.SupplierApprovalService>(
    'services.SupplierApprovalService',
  );
  export const INSTALLER_SERVICE = BindingKey.create<registry.InstallerService>('services.InstallerService');
  export const ACCOUNT_SERVICE = BindingKey.create<accounts.AdminAccountService>('services.AdminAccountService');
  export const AUDIT_LOG_SERVICE = BindingKey.create<audit.AuditLogService>('services.AuditLogService');
  export const DOWNLOADS_SERVICE = BindingKey.create<verification.ManufacturerDownloadsService>(
    'services.ManufacturerDownloadsService',
  );
}

export namespace LedgerBindings {
  /** The ledger submission job (a job worker) and its pump. */
  export const SUBMISSION = BindingKey.create<ledger.LedgerSubmissionService>('services.LedgerSubmissionService');
}

export namespace SyncBindings {
  /** The sync operations (a job worker) of the Miscellaneous page. */
  export const SERVICE = BindingKey.create<sync.SyncService>('services.SyncService');
}

export namespace NotifyBindings {
  export const GROUP_SERVICE = BindingKey.create<notify.NotificationGroupService>('services.NotificationGroupService');
  /** The notification mails; the ledger job calls its ledgerFailures. */
  export const NOTIFY_SERVICE = BindingKey.create<notify.NotifyService>('services.NotifyService');
  export const DIGEST_JOB = BindingKey.create<notify.DigestJob>('services.NotifyDigestJob');
  export const OVERDUE_JOB = BindingKey.create<notify.OverdueJob>('services.NotifyOverdueJob');
}

export namespace OversightBindings {
  /** Reports and the leadership board; also folds the installation count deltas (server.ts). */
  export const REPORTS_SERVICE = BindingKey.create<reports.ReportsService>('services.ReportsService');
}

export namespace InstallationBindings {
  export const SERVICE = BindingKey.create<installations.InstallationService>('services.InstallationService');
}

export namespace ProductLineBindings {
  export const SERVICE = BindingKey.create<productLines.ProductLineService>('services.ProductLineService');
}
