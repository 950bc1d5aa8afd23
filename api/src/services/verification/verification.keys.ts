import {BindingKey} from '@loopback/core';
import type {AppProviderService} from './app-provider.service';
import type {AppTokenService} from './app-token.service';
import type {InstallationReleaseService} from './installation-release.service';
import type {ManufacturerDownloadsService} from './manufacturer-downloads.service';
import type {VerificationLogsService} from './verification-logs.service';
import type {VerificationViewsService} from './verification-views.service';
import type {VerificationService} from './verification.service';
import type {VerificationAnswersService} from './verification-answers.service';

export namespace VerificationBindings {
  export const VERIFICATION_SERVICE = BindingKey.create<VerificationService>('services.VerificationService');
  export const ANSWERS_SERVICE = BindingKey.create<VerificationAnswersService>('services.VerificationAnswersService');
  export const VIEWS_SERVICE = BindingKey.create<VerificationViewsService>('services.VerificationViewsService');
  export const LOGS_SERVICE = BindingKey.create<VerificationLogsService>('services.VerificationLogsService');
  export const DOWNLOADS_SERVICE = BindingKey.create<ManufacturerDownloadsService>(
    'services.ManufacturerDownloadsService',
  );
  export const RELEASE_SERVICE = BindingKey.create<InstallationReleaseService>('services.InstallationReleaseService');
  export const APP_PROVIDER_SERVICE = BindingKey.create<AppProviderService>('services.AppProviderService');
  export const APP_TOKEN_SERVICE = BindingKey.create<AppTokenService>('services.AppTokenService');
}
