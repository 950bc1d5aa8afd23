import {AuthenticationComponent, registerAuthenticationStrategy} from '@loopback/authentication';
import {BootMixin} from '@loopback/boot';
import {ApplicationConfig} from '@loopback/core';
import {RepositoryMixin} from '@loopback/repository';
import {RestApplication, RestBindings} from '@loopback/rest';
import {RestExplorerBindings, RestExplorerComponent} from '@loopback/rest-explorer';
import {join} from 'node:path';
import {Pool} from 'pg';
import {JWT_AUTHENTICATOR, JwtAuthenticationStrategy, JwtAuthenticator, TokenService} from './auth';
import {AppConfig} from './config';
import {JobQueue} from './jobs/job-queue';
import {VoltCheckBindings} from './keys';
import {spaFallback, VoltCheckRejectProvider} from './middleware';
import {MailService} from './services/kernel/mail.service';
import {AppProviderService} from './services/verification/app-provider.service';
import {
  APP_PROVIDER_SERVICE,
  MAIL_SERVICE,
  PASSWORD_SERVICE,
  SIGNING_SERVICE,
  STORAGE_SERVICE,
  TOKEN_SERVICE,
  VERIFICATION_SERVICE,
} from './services/keys';
import {SigningService} from './services/verification/signing.service';
import {StorageService} from './services/kernel/storage.service';
import {VerificationService} from './services/verification/verification.service';
import {APP_RATE_LIMIT_PREFIX, APP_RATE_LIMIT_STORE, AppAuthenticationStrategy} from './auth/app.strategy';
import {PgRateLimitStore} from './interceptors/pg-rate-limit.store';
import {PasswordService} from './services/kernel/password.service';

export interface VoltCheckOptions extends ApplicationConfig {
  voltcheck: {config: AppConfig; pool: Pool; databaseUrl: string; jobs: JobQueue};
}

const API_DESCRIPTION = `VoltCheck verifies battery serials for the Australian solar supply chain.

* Portal and console calls (\`/api/account\`, \`/api/profile\`, ...) take the bearer token of \`POST /api/account/token\`.
* Errors answer \`{status: false, message}\` with an HTTP status that means what it says; a validation error names the field.
* GraphQL is served at \`/graphql\` with the same bearer token.`;

export class VoltCheckApplication extends BootMixin(RepositoryMixin(RestApplication)) {
  constructor(options: VoltCheckOptions) {
    super(options);
    const {config, pool, databaseUrl, jobs} = options.voltcheck;
    this.projectRoot = __dirname;
    this.bootOptions = {
      controllers: {dirs: ['controllers'], extensions: ['.controller.js', '.controller.ts'], nested: true},
      repositories: {dirs: ['repositories'], extensions: ['.repository.js', '.repository.ts'], nested: true},
      models: {dirs: ['models'], extensions: ['.model.js', '.model.ts'], nested: true},
      datasources: {dirs: ['datasources'], extensions: ['.datasource.js', '.datasource.ts'], nested: true},
      services: {dirs: ['services'], extensions: ['.service.js', '.service.ts'], nested: true},
      lifeCycleObservers: {dirs: ['observers'], extensions: ['.observer.js', '.observer.ts'], nested: true},
      interceptors: {dirs: ['interceptors'], extensions: ['.interceptor.js', '.interceptor.ts'], nested: true},
    };

    this.bind(VoltCheckBindings.CONFIG).to(config);
    this.bind(VoltCheckBindings.PG_POOL).to(pool);
    this.bind(VoltCheckBindings.JOB_QUEUE).to(jobs);
    this.bind('datasources.config.db').to({url: databaseUrl, max: 10});
    this.bind(TOKEN_SERVICE).to(new TokenService(config));
    this.bind(MAIL_SERVICE).to(new MailService(config, jobs));
    const passwords = new PasswordService();
    const storage = new StorageService(join(config.dataDir, 'files'));
    const signing = new SigningService(pool);
    this.bind(PASSWORD_SERVICE).to(passwords);
    this.bind(STORAGE_SERVICE).to(storage);
    this.bind(SIGNING_SERVICE).to(signing);
    this.bind(APP_PROVIDER_SERVICE).to(new AppProviderService(pool, passwords, config));
    this.bind(VERIFICATION_SERVICE).to(new VerificationService(pool, signing, storage));
    this.bind(JWT_AUTHENTICATOR).to(new JwtAuthenticator(config.jwtSecret, pool));
    this.bind(RestBindings.SequenceActions.REJECT).toProvider(VoltCheckRejectProvider);

    this.component(AuthenticationComponent);
    registerAuthenticationStrategy(this, JwtAuthenticationStrategy);
    this.bind(APP_RATE_LIMIT_STORE).to(new PgRateLimitStore(pool, APP_RATE_LIMIT_PREFIX));
    registerAuthenticationStrategy(this, AppAuthenticationStrategy);

    this.api({
      openapi: '3.0.0',
      info: {title: 'VoltCheck API', version: '1.0.0', description: API_DESCRIPTION},
      paths: {},
      components: {
        securitySchemes: {
          bearerAuth: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'},
          oauth2ClientCredentials: {
            type: 'oauth2',
            flows: {clientCredentials: {tokenUrl: '/api/v1/oauth/token', scopes: {}}},
          },
        },
      },
    });
    this.configure(RestExplorerBindings.COMPONENT).to({path: '/explorer'});
    this.component(RestExplorerComponent);

    this.middleware(spaFallback);
    this.static('/admin', config.adminDist);
    this.static('/', config.portalDist);
  }
}
