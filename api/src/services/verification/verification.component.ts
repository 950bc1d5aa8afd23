import {Binding, Component, createBindingFromClass} from '@loopback/core';
import {AuthBindings} from '../../auth/auth.keys';
import {AppProviderService} from './app-provider.service';
import {AppProviderStore} from './app-provider.store';
import {AppTokenService} from './app-token.service';
import {InstallationReleaseService} from './installation-release.service';
import {InstallationReleaseStore} from './installation-release.store';
import {ManufacturerDownloadsService} from './manufacturer-downloads.service';
import {ManufacturerDownloadsStore} from './manufacturer-downloads.store';
import {VerificationLogsService} from './verification-logs.service';
import {VerificationLogsStore} from './verification-logs.store';
import {VerificationViewsService} from './verification-views.service';
import {VerificationViewsStore} from './verification-views.store';
import {VerificationService} from './verification.service';
import {VerificationStore} from './verification.store';
import {VerificationBindings} from './verification.keys';

/**
 * Verification: the integrators' API, app providers and their tokens, the logs with their views and
 * downloads, installation releases. The app tokens also answer auth's `@authenticate('app')`: auth
 * declares what it asks of the apps, and this feature binds it (auth imports no feature).
 */
export class VerificationComponent implements Component {
  bindings = [
    createBindingFromClass(VerificationService, {key: VerificationBindings.VERIFICATION_SERVICE}),
    createBindingFromClass(VerificationViewsService, {key: VerificationBindings.VIEWS_SERVICE}),
    createBindingFromClass(VerificationLogsService, {key: VerificationBindings.LOGS_SERVICE}),
    createBindingFromClass(ManufacturerDownloadsService, {key: VerificationBindings.DOWNLOADS_SERVICE}),
    createBindingFromClass(InstallationReleaseService, {key: VerificationBindings.RELEASE_SERVICE}),
    createBindingFromClass(AppProviderService, {key: VerificationBindings.APP_PROVIDER_SERVICE}),
    createBindingFromClass(AppTokenService, {key: VerificationBindings.APP_TOKEN_SERVICE}),
    createBindingFromClass(VerificationStore),
    createBindingFromClass(VerificationViewsStore),
    createBindingFromClass(VerificationLogsStore),
    createBindingFromClass(ManufacturerDownloadsStore),
    createBindingFromClass(InstallationReleaseStore),
    createBindingFromClass(AppProviderStore),
    Binding.bind(AuthBindings.APP_CALL_AUTHENTICATOR).toAlias(VerificationBindings.APP_TOKEN_SERVICE),
  ];
}
