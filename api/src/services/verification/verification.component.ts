import {Binding, Component, createBindingFromClass} from '@loopback/core';
import {AuthBindings} from '../../auth/auth.keys';
import {AppProviderRepository} from './app-provider.repository';
import {AppProviderService} from './app-provider.service';
import {AppTokenService} from './app-token.service';
import {InstallationReleaseRepository} from './installation-release.repository';
import {InstallationReleaseService} from './installation-release.service';
import {ManufacturerDownloadsService} from './manufacturer-downloads.service';
import {ProductLogRepository} from './product-log.repository';
import {SettingRepository} from './setting.repository';
import {VerificationBatchRepository} from './verification-batch.repository';
import {VerificationLogsService} from './verification-logs.service';
import {VerificationViewsService} from './verification-views.service';
import {VerificationService} from './verification.service';
import {VerificationAnswersService} from './verification-answers.service';
import {VerificationBindings} from './verification.keys';

/**
 * Verification: the integrators' API and its batches, app providers with their settings and tokens, the logs
 * with their views and downloads, installation releases. The app tokens also answer auth's `@authenticate('app')`: auth
 * declares what it asks of the apps, and this feature binds it (auth imports no feature).
 */
export class VerificationComponent implements Component {
  bindings = [
    createBindingFromClass(VerificationService, {key: VerificationBindings.VERIFICATION_SERVICE}),
    createBindingFromClass(VerificationAnswersService, {key: VerificationBindings.ANSWERS_SERVICE}),
    createBindingFromClass(VerificationViewsService, {key: VerificationBindings.VIEWS_SERVICE}),
    createBindingFromClass(VerificationLogsService, {key: VerificationBindings.LOGS_SERVICE}),
    createBindingFromClass(ManufacturerDownloadsService, {key: VerificationBindings.DOWNLOADS_SERVICE}),
    createBindingFromClass(InstallationReleaseService, {key: VerificationBindings.RELEASE_SERVICE}),
    createBindingFromClass(AppProviderService, {key: VerificationBindings.APP_PROVIDER_SERVICE}),
    createBindingFromClass(AppTokenService, {key: VerificationBindings.APP_TOKEN_SERVICE}),
    createBindingFromClass(VerificationBatchRepository),
    createBindingFromClass(ProductLogRepository),
    createBindingFromClass(AppProviderRepository),
    createBindingFromClass(SettingRepository),
    createBindingFromClass(InstallationReleaseRepository),
    Binding.bind(AuthBindings.APP_CALL_AUTHENTICATOR).toAlias(VerificationBindings.APP_TOKEN_SERVICE),
  ];
}
