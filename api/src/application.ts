import {AuthenticationComponent, registerAuthenticationStrategy} from '@loopback/authentication';
import {BootMixin} from '@loopback/boot';
import {ApplicationConfig, BindingAddress, BindingScope, Constructor, createBindingFromClass} from '@loopback/core';
import {RepositoryMixin} from '@loopback/repository';
import {RestApplication, RestBindings} from '@loopback/rest';
import {RestExplorerBindings, RestExplorerComponent} from '@loopback/rest-explorer';
import {join} from 'node:path';
import {Pool} from 'pg';
import {APP_RATE_LIMIT_PREFIX, AppAuthenticationStrategy} from './auth/app.strategy';
import {CallerStore} from './auth/caller.store';
import {JwtAuthenticator} from './auth/jwt-authenticator';
import {JwtAuthenticationStrategy} from './auth/jwt.strategy';
import {TokenService} from './auth/token.service';
import {AppConfig} from './config';
import {GraphqlServices} from './graphql/context';
import {UploadQuota} from './graphql/upload-quota';
import {PgRateLimitStore} from './auth/pg-rate-limit.store';
import {JOB_WORKER_TAG, JobQueue} from './jobs';
import {
  AccountBindings,
  AdminBindings,
  AdminRegistryBindings,
  AuthBindings,
  GraphqlBindings,
  ImportBindings,
  KernelBindings,
  SerialBindings,
  StaffBindings,
  LedgerBindings,
  SyncBindings,
  NotifyBindings,
  VerificationBindings,
  VoltCheckBindings,
  OversightBindings,
  InstallationBindings,
  ProductLineBindings,
  WebhookBindings,
} from './keys';
import {LiveEventsRelay} from './live/live-events';
import {spaFallback, VoltCheckRejectProvider} from './middleware';
import {OpenApiLintEnhancer} from './openapi-lint.enhancer';
import {OPENAPI_SPEC} from './openapi-spec';
import * as accounts from './services/accounts';
import * as kernel from './services/kernel';
import * as serials from './services/serials';
import * as staffing from './services/staff';
import * as notify from './services/notify';
import * as ledger from './services/ledger';
import * as webhooks from './services/webhooks';
import * as audit from './services/audit';
import * as changeRequestsFeature from './services/change-requests';
import * as imports from './services/import';
import * as installationsFeature from './services/installations';
import * as productLinesFeature from './services/product-lines';
import * as registry from './services/registry';
import * as reportsFeature from './services/reports';
import * as signingFeature from './services/signing';
import * as sync from './services/sync';
import * as uploads from './services/uploads';
import * as verification from './services/verification';

export interface VoltCheckOptions extends ApplicationConfig {
  voltcheck: {config: AppConfig; pool: Pool; databaseUrl: string; jobs: JobQueue};
}

export class VoltCheckApplication extends BootMixin(RepositoryMixin(RestApplication)) {
  /** The live events the services publish through; server.ts attaches the sockets once the server listens. */
  readonly live = new LiveEventsRelay();

  constructor(options: VoltCheckOptions) {
    super(options);
    this.projectRoot = __dirname;
    this.bootOptions = {
      controllers: {dirs: ['controllers'], extensions: ['.controller.js', '.controller.ts'], nested: true},
      repositories: {dirs: ['services'], extensions: ['.repository.js', '.repository.ts'], nested: true},
      models: {dirs: ['models'], extensions: ['.model.js', '.model.ts'], nested: true},
      datasources: {dirs: ['datasources'], extensions: ['.datasource.js', '.datasource.ts'], nested: true},
      observers: {dirs: ['observers'], extensions: ['.observer.js', '.observer.ts'], nested: true},
      interceptors: {dirs: ['interceptors'], extensions: ['.interceptor.js', '.interceptor.ts'], nested: true},
    };
    this.setUpBindings(options.voltcheck);

    this.bind(RestBindings.SequenceActions.REJECT).toProvider(VoltCheckRejectProvider);
    this.component(AuthenticationComponent);
    registerAuthenticationStrategy(this, JwtAuthenticationStrategy);
    registerAuthenticationStrategy(this, AppAuthenticationStrategy);

    this.api(OPENAPI_SPEC);
    this.add(createBindingFromClass(OpenApiLintEnhancer));
    this.configure(RestExplorerBindings.COMPONENT).to({path: '/explorer'});
    this.component(RestExplorerComponent);

    this.middleware(spaFallback);
    this.static('/admin', options.voltcheck.config.adminDist);
    this.static('/', options.voltcheck.config.portalDist);
  }

  /**
   * The one composition root: every service and store is built here, once, and bound under its key
   * (keys.ts). Controllers and strategies inject them; the resolvers reach them through
   * GraphqlBindings.SERVICES. The account services are LoopBack classes on the repositories.
   */
  private setUpBindings({config, pool, databaseUrl, jobs}: VoltCheckOptions['voltcheck']): void {
    this.bind(VoltCheckBindings.CONFIG).to(config);
    this.bind(VoltCheckBindings.PG_POOL).to(pool);
    this.bind(VoltCheckBindings.JOB_QUEUE).to(jobs);
    this.bind(VoltCheckBindings.LIVE_EVENTS).to(this.live);
    this.bind('datasources.config.db').to({url: databaseUrl, max: 10});

    // kernel
    const passwords = new kernel.PasswordService();
    const storage = new kernel.StorageService(join(config.dataDir, 'files'));
    const mail = new kernel.MailService(config, jobs);
    const tenancy = new kernel.TenancyService(new kernel.StaffPermissionStore(pool));
    this.bind(KernelBindings.PASSWORD_SERVICE).to(passwords);
    this.bind(KernelBindings.STORAGE_SERVICE).to(storage);
    this.bind(KernelBindings.MAIL_SERVICE).to(mail).tag(JOB_WORKER_TAG);
    this.bind(KernelBindings.TENANCY_SERVICE).to(tenancy);
    this.bind(KernelBindings.STATS_STORE).to(new kernel.StatsStore(pool));
    this.bind(KernelBindings.HEALTH_SERVICE).to(new kernel.HealthService(pool, config.migrationsDir));
    const tempSpace = new kernel.TempSpace(join(config.dataDir, 'tmp'));
    this.bind(KernelBindings.TEMP_SPACE).to(tempSpace);

    // auth
    this.bind(AuthBindings.TOKEN_SERVICE).to(new TokenService(config));
    this.bind(AuthBindings.JWT_AUTHENTICATOR).to(new JwtAuthenticator(config.jwtSecret, new CallerStore(pool)));
    const rateLimitStores = (prefix: string) => new PgRateLimitStore(pool, prefix);
    this.bind(AuthBindings.RATE_LIMIT_STORES).to(rateLimitStores);
    this.bind(AuthBindings.APP_RATE_LIMIT_STORE).to(rateLimitStores(APP_RATE_LIMIT_PREFIX));
    this.bind(AuthBindings.APP_CALL_AUTHENTICATOR).toAlias(VerificationBindings.APP_TOKEN_SERVICE);

    // accounts
    this.singleton(AccountBindings.LOGIN_SERVICE, accounts.LoginService);
    this.singleton(AccountBindings.REGISTRATION_SERVICE, accounts.RegistrationService);
    this.singleton(AccountBindings.PASSWORD_RESET_SERVICE, accounts.PasswordResetService);
    this.singleton(AccountBindings.PROFILE_SERVICE, accounts.ProfileService);
    this.singleton(AccountBindings.USER_TOKEN_SERVICE, accounts.UserTokenService);
    this.singleton(AccountBindings.ACCOUNT_MAIL_SERVICE, accounts.AccountMailService);
    this.singleton(AccountBindings.COMPANY_LOOKUP_SERVICE, accounts.CompanyLookupService);

    // verification
    const providerStore = new verification.AppProviderStore(pool);
    const signing = new signingFeature.SigningService(new signingFeature.SigningStore(pool), config);
    const appProviders = new verification.AppProviderService(providerStore, passwords, config);
    const verificationViews = new verification.VerificationViewsService(
      new verification.VerificationViewsStore(pool),
      tenancy,
    );
    this.bind(VerificationBindings.SIGNING_SERVICE).to(signing);
    this.bind(VerificationBindings.APP_PROVIDER_SERVICE).to(appProviders);
    this.bind(VerificationBindings.APP_TOKEN_SERVICE).to(
      new verification.AppTokenService(providerStore, passwords, config),
    );
    this.bind(VerificationBindings.VERIFICATION_SERVICE).to(
      new verification.VerificationService(new verification.VerificationStore(pool), signing, storage),
    );
    this.bind(VerificationBindings.VIEWS_SERVICE).to(verificationViews);

    // webhooks and installation releases (issue 24, item 10)
    const webhookStore = new webhooks.WebhookStore(pool);
    const webhookService = new webhooks.WebhookService(webhookStore, jobs, config.webhooks);
    this.bind(WebhookBindings.SERVICE).to(webhookService);
    this.bind(WebhookBindings.DELIVERY_JOB)
      .to(new webhooks.WebhookDeliveryJob(webhookStore, signing, config.webhooks, webhookService))
      .tag(JOB_WORKER_TAG);
    this.bind(VerificationBindings.RELEASE_SERVICE).to(
      new verification.InstallationReleaseService(new verification.InstallationReleaseStore(pool), webhookService),
    );

    // import
    const importFileStore = new imports.ImportFileStore(pool);
    const importBatches = new imports.ImportBatchStore(pool);
    const importFiles = new imports.ImportFileService(importFileStore, tenancy, storage, this.live);
    const importRequests = new imports.ImportRequestService(importBatches, importFileStore, tenancy, jobs);
    const uploadHistory = new uploads.UploadHistoryService(new uploads.UploadHistoryStore(pool), tenancy);
    const runner = new imports.ImportRunner(
      importBatches,
      new imports.ImportRunStore(pool),
      storage,
      this.live,
      tempSpace,
    );
    this.bind(ImportBindings.FILE_SERVICE).to(importFiles);
    this.bind(ImportBindings.REQUEST_SERVICE).to(importRequests);
    this.bind(ImportBindings.RUNNER).to(runner).tag(JOB_WORKER_TAG);
    this.bind(ImportBindings.HISTORY_SERVICE).to(uploadHistory);
    this.bind(ImportBindings.UPLOAD_ADMIN_SERVICE).to(
      new uploads.UploadAdminService(new uploads.UploadAdminStore(pool), webhookService),
    );
    this.bind(ImportBindings.DOWNLOAD_SERVICE).to(
      new uploads.UploadDownloadService(uploadHistory, importFileStore, new uploads.LedgerReportStore(pool), storage),
    );

    // admin
    const adminUsers = new accounts.AdminUserService(new accounts.AdminUserStore(pool), config);
    const adminManufacturers = new registry.ManufacturerService(new registry.ManufacturerStore(pool), config);
    const adminStats = new reportsFeature.AdminStatsService(new reportsFeature.AdminStatsStore(pool));
    this.bind(AdminBindings.USER_SERVICE).to(adminUsers);
    this.bind(AdminBindings.MANUFACTURER_SERVICE).to(adminManufacturers);
    this.bind(AdminBindings.STATS_SERVICE).to(adminStats);

    // serials and models (Serials tab, Models tab, model detail, serial exports)
    const products = new serials.ProductsService(new serials.ProductListingStore(pool), tenancy);
    const serialListings = new serials.SerialsService(
      new serials.SerialListingStore(pool),
      new serials.SerialDetailStore(pool),
      products,
      tenancy,
      storage,
    );
    this.bind(SerialBindings.SERIALS_SERVICE).to(serialListings);
    this.bind(SerialBindings.PRODUCTS_SERVICE).to(products);
    this.bind(SerialBindings.EXPORT_SERVICE).to(
      new serials.SerialExportService(new serials.SerialExportStore(pool), tenancy),
    );
    // staff
    const staff = new staffing.StaffService(
      new staffing.StaffStore(pool),
      tenancy,
      new kernel.StaffPermissionStore(pool),
      passwords,
      {
        invite: async user => {
          const token = await (await this.get(AccountBindings.USER_TOKEN_SERVICE)).issue(user.id, 'reset');
          await (await this.get(AccountBindings.ACCOUNT_MAIL_SERVICE)).sendStaffInvitation(user, token);
        },
      },
      storage,
    );
    const myAccount = new staffing.MyAccountService(new staffing.MyAccountStore(pool), tenancy, storage, staff);
    this.bind(StaffBindings.STAFF_SERVICE).to(staff);
    this.bind(StaffBindings.MY_ACCOUNT_SERVICE).to(myAccount);
    // admin registry
    const supplierStore = new registry.SupplierStore(pool);
    const adminSuppliers = new registry.SupplierService(supplierStore, passwords);
    const changeRequestStore = new changeRequestsFeature.ChangeRequestStore(pool);
    const changeRequests = new changeRequestsFeature.ChangeRequestService(changeRequestStore, supplierStore);
    const supplierApprovals = new changeRequestsFeature.SupplierApprovalService(changeRequestStore, tenancy);
    const adminInstallers = new registry.InstallerService(new registry.InstallerStore(pool));
    const adminAccounts = new accounts.AdminAccountService(new accounts.AdminAccountStore(pool), passwords, config);
    const auditLog = new audit.AuditLogService(new audit.AuditLogStore(pool));
    const adminFeed = new reportsFeature.AdminFeedStore(pool);
    this.bind(AdminRegistryBindings.SUPPLIER_SERVICE).to(adminSuppliers);
    this.bind(AdminRegistryBindings.CHANGE_REQUEST_SERVICE).to(changeRequests);
    this.bind(AdminRegistryBindings.SUPPLIER_APPROVAL_SERVICE).to(supplierApprovals);
    this.bind(AdminRegistryBindings.INSTALLER_SERVICE).to(adminInstallers);
    this.bind(AdminRegistryBindings.ACCOUNT_SERVICE).to(adminAccounts);
    this.bind(AdminRegistryBindings.AUDIT_LOG_SERVICE).to(auditLog);
    // ledger
    const ledgerSubmission = new ledger.LedgerSubmissionService(
      new ledger.LedgerStore(pool),
      new ledger.HttpLedgerConnector(config.ledger.url ?? '', config.ledger.timeoutMs),
      config.ledger,
      m => console.warn(m),
      async (manufacturerId, failures) =>
        (await this.get(NotifyBindings.NOTIFY_SERVICE)).ledgerFailures(manufacturerId, failures),
    );
    const ledgerBinding = this.bind(LedgerBindings.SUBMISSION).to(ledgerSubmission);
    if (config.ledger.pollMs > 0) ledgerBinding.tag(JOB_WORKER_TAG);

    // sync
    const syncOperations = new sync.SyncOperations(
      config.sources,
      new sync.SyncCatalogueStore(pool),
      new sync.SyncRegistryStore(pool),
    );
    const syncBinding = this.bind(SyncBindings.SERVICE).to(
      new sync.SyncService(new sync.SyncRunStore(pool), syncOperations, jobs),
    );
    if (config.sources.runSyncs) syncBinding.tag(JOB_WORKER_TAG);
    // notify
    const notificationGroups = new notify.NotificationGroupService(new notify.NotificationGroupStore(pool), tenancy);
    const notifications = new notify.NotifyService(new notify.NotifyStore(pool), mail, {
      publicUrl: config.publicUrl,
      timeZone: config.notify.timeZone,
    });
    this.bind(NotifyBindings.GROUP_SERVICE).to(notificationGroups);
    this.bind(NotifyBindings.NOTIFY_SERVICE).to(notifications);
    this.bind(NotifyBindings.DIGEST_JOB).to(new notify.DigestJob(notifications)).tag(JOB_WORKER_TAG);
    this.bind(NotifyBindings.OVERDUE_JOB).to(new notify.OverdueJob(notifications)).tag(JOB_WORKER_TAG);
    // oversight
    const tallies = new reportsFeature.TalliesStore(pool);
    const reports = new reportsFeature.ReportsService(tallies);
    const oversightServices = {
      oversightLogs: new verification.VerificationLogsService(new verification.VerificationLogsStore(pool)),
      ledgerListing: new ledger.LedgerListingService(new ledger.LedgerListingStore(pool)),
      reports,
      oversightInstallations: new installationsFeature.InstallationListingService(
        new installationsFeature.InstallationListingStore(pool),
        tallies,
        reports,
      ),
      cities: new registry.CitiesService(new registry.CitiesStore(pool)),
      referenceData: new registry.ReferenceDataService(new registry.ReferenceDataStore(pool)),
    };
    this.bind(OversightBindings.REPORTS_SERVICE).to(reports);
    this.bind(AdminRegistryBindings.DOWNLOADS_SERVICE).to(
      new verification.ManufacturerDownloadsService(new verification.ManufacturerDownloadsStore(pool)),
    );
    const weeklySuppliers = new registry.WeeklySupplierService(new registry.WeeklySupplierStore(pool));
    // installations and product lines (issue 19)
    const installations = new installationsFeature.InstallationService(
      new installationsFeature.InstallationStore(pool),
      tenancy,
    );
    const productLines = new productLinesFeature.ProductLineService(
      new productLinesFeature.ProductLineStore(pool),
      tenancy,
      storage,
    );
    this.bind(InstallationBindings.SERVICE).to(installations);
    this.bind(ProductLineBindings.SERVICE).to(productLines);

    const graphql: GraphqlServices = {
      adminUsers,
      adminManufacturers,
      adminStats,
      appProviders,
      verificationViews,
      importFiles,
      importRequests,
      uploadHistory,
      serials: serialListings,
      products,
      staff,
      myAccount,
      adminSuppliers,
      changeRequests,
      supplierApprovals,
      adminInstallers,
      adminAccounts,
      auditLog,
      adminFeed,
      notificationGroups,
      ...oversightServices,
      weeklySuppliers,
      installations,
      productLines,
    };
    this.bind(GraphqlBindings.SERVICES).to(graphql);
    this.setUpGraphqlEdge(config, pool);
  }

  /** What /graphql checks before a request's body is read (the services come from setUpBindings). */
  private setUpGraphqlEdge(config: AppConfig, pool: Pool): void {
    this.bind(GraphqlBindings.UPLOAD_QUOTA).to(
      new UploadQuota(config.limits.uploads, new PgRateLimitStore(pool, 'upload-kib')),
    );
  }

  private singleton<T extends object>(key: BindingAddress<T>, service: Constructor<T>): void {
    this.bind(key).toClass(service).inScope(BindingScope.SINGLETON);
  }
}
