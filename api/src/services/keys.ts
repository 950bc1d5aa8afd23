import {BindingKey} from '@loopback/core';
import {AppProviderService} from './verification/app-provider.service';
import {SigningService} from './verification/signing.service';
import {StorageService} from './kernel/storage.service';
import {VerificationService} from './verification/verification.service';
import {TokenService} from '../auth/token.service';
import {MailService} from './kernel/mail.service';
import {PasswordService} from './kernel/password.service';

export const TOKEN_SERVICE = BindingKey.create<TokenService>('services.TokenService');
export const MAIL_SERVICE = BindingKey.create<MailService>('services.MailService');
export const PASSWORD_SERVICE = BindingKey.create<PasswordService>('services.PasswordService');
export const STORAGE_SERVICE = BindingKey.create<StorageService>('services.StorageService');
export const SIGNING_SERVICE = BindingKey.create<SigningService>('services.SigningService');
export const APP_PROVIDER_SERVICE = BindingKey.create<AppProviderService>('services.AppProviderService');
export const VERIFICATION_SERVICE = BindingKey.create<VerificationService>('services.VerificationService');
