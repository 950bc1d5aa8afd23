import {BootBindings, BootMixin, ServiceBooter} from '@loopback/boot';
import {ApplicationConfig, createBindingFromClass} from '@loopback/core';
import {RepositoryMixin} from '@loopback/repository';
import {RestApplication, RestBindings} from '@loopback/rest';
import {RestExplorerBindings, RestExplorerComponent} from '@loopback/rest-explorer';
import {Pool} from 'pg';
import {AuthComponent} from './auth';
import {AppConfig} from './config';
import {ConfigBindings} from './config.keys';
import {DatabaseBindings} from './database/database.keys';
import {GraphqlComponent} from './graphql/graphql.component';
import {JobBindings, JobQueue} from './jobs';
import {LiveComponent} from './live';
import {readRoute, spaFallback, VoltCheckRejectProvider} from './middleware';
import {OpenApiLintEnhancer} from './openapi-lint.enhancer';
import {OPENAPI_SPEC} from './openapi-spec';
import {AccountsComponent} from './services/accounts';
import {AuditComponent} from './services/audit';
import {BatterySystemsComponent} from './services/battery-systems';
import {ChangeRequestsComponent} from './services/change-requests';
import {ImportComponent} from './services/import';
import {InstallationsComponent} from './services/installations';
import {KernelComponent} from './services/kernel';
import {LedgerComponent} from './services/ledger';
import {NotifyComponent} from './services/notify';
import {ProductLinesComponent} from './services/product-lines';
import {RecallsComponent} from './services/recalls';
import {RegistryComponent} from './services/registry';
import {ReportsComponent} from './services/reports';
import {SerialsComponent} from './services/serials';
import {SigningComponent} from './services/signing';
import {StaffComponent} from './services/staff';
import {SyncComponent} from './services/sync';
import {UploadsComponent} from './services/uploads';
import {VerificationComponent} from './services/verification';
import {WebhooksComponent} from './services/webhooks';

export interface VoltCheckOptions extends ApplicationConfig {
  voltcheck: {config: AppConfig; pool: Pool; readPool?: Pool; databaseUrl: string; jobs: JobQueue};
}

/**
 * The one composition root: what the process opened before it (configuration, the pool, the job
 * queue), then each layer's component from the kernel up, each feature binding its own classes under
 * its own keys (`<feature>.keys.ts`). Every service, repository and job is a singleton the container
 * builds by constructor injection; controllers, resolvers and jobs reach them by those keys.
 */
export class VoltCheckApplication extends BootMixin(RepositoryMixin(RestApplication)) {
  constructor(options: VoltCheckOptions) {
    super(options);
    this.projectRoot = __dirname;
    this.bootOptions = {
      controllers: {dirs: ['controllers'], extensions: ['.controller.js', '.controller.ts'], nested: true},
      models: {dirs: ['models'], extensions: ['.model.js', '.model.ts'], nested: true},
      datasources: {dirs: ['datasources'], extensions: ['.datasource.js', '.datasource.ts'], nested: true},
      observers: {dirs: ['observers'], extensions: ['.observer.js', '.observer.ts'], nested: true},
      interceptors: {dirs: ['interceptors'], extensions: ['.interceptor.js', '.interceptor.ts'], nested: true},
    };
    // Each feature's component binds its services: LoopBack's service booter would bind every @injectable class of
    // services/ again, under services.<Name>, without the component's tags (a job worker would stop working).
    this.unbind(`${BootBindings.BOOTERS}.${ServiceBooter.name}`);
    const {config, pool, readPool, databaseUrl, jobs} = options.voltcheck;
    this.bind(ConfigBindings.CONFIG).to(config);
    this.bind(DatabaseBindings.POOL).to(pool);
    this.bind(DatabaseBindings.READ_POOL).to(readPool ?? pool);
    this.bind(DatabaseBindings.URL).to(databaseUrl);
    this.bind(JobBindings.QUEUE).to(jobs);

    this.component(KernelComponent);
    this.component(AuthComponent);
    this.component(LiveComponent);
    // the features, each above the ones it uses
    this.component(NotifyComponent);
    this.component(SigningComponent);
    this.component(RegistryComponent);
    this.component(AccountsComponent);
    this.component(StaffComponent);
    this.component(AuditComponent);
    this.component(ChangeRequestsComponent);
    this.component(ProductLinesComponent);
    this.component(WebhooksComponent);
    this.component(VerificationComponent);
    this.component(ImportComponent);
    this.component(UploadsComponent);
    this.component(SerialsComponent);
    this.component(LedgerComponent);
    this.component(SyncComponent);
    this.component(ReportsComponent);
    this.component(InstallationsComponent);
    this.component(RecallsComponent);
    this.component(BatterySystemsComponent);
    // the doors: REST (controllers booted from controllers/), GraphQL (mounted by server.ts), the static apps
    this.component(GraphqlComponent);
    this.bind(RestBindings.SequenceActions.REJECT).toProvider(VoltCheckRejectProvider);
    this.api(OPENAPI_SPEC);
    this.add(createBindingFromClass(OpenApiLintEnhancer));
    this.configure(RestExplorerBindings.COMPONENT).to({path: '/explorer'});
    this.component(RestExplorerComponent);
    this.middleware(spaFallback);
    if (readPool && readPool !== pool) this.middleware(readRoute);
    this.static('/admin', config.adminDist);
    this.static('/', config.portalDist);
  }
}
