import {BindingKey} from '@loopback/core';
import type {AccountMailService} from './account-mail.service';
import type {AdminAccountService} from './admin-account.service';
import type {AdminUserService} from './admin-user.service';
import type {CompanyLookupService} from './company-lookup.service';
import type {LoginService} from './login.service';
import type {PasswordResetService} from './password-reset.service';
import type {ProfileService} from './profile.service';
import type {RegistrationService} from './registration.service';
import type {UserTokenService} from './user-token.service';

export namespace AccountBindings {
  export const LOGIN_SERVICE = BindingKey.create<LoginService>('services.LoginService');
  export const REGISTRATION_SERVICE = BindingKey.create<RegistrationService>('services.RegistrationService');
  export const PASSWORD_RESET_SERVICE = BindingKey.create<PasswordResetService>('services.PasswordResetService');
  export const PROFILE_SERVICE = BindingKey.create<ProfileService>('services.ProfileService');
  export const USER_TOKEN_SERVICE = BindingKey.create<UserTokenService>('services.UserTokenService');
  export const ACCOUNT_MAIL_SERVICE = BindingKey.create<AccountMailService>('services.AccountMailService');
  export const COMPANY_LOOKUP_SERVICE = BindingKey.create<CompanyLookupService>('services.CompanyLookupService');
  export const ADMIN_USER_SERVICE = BindingKey.create<AdminUserService>('services.AdminUserService');
  export const ADMIN_ACCOUNT_SERVICE = BindingKey.create<AdminAccountService>('services.AdminAccountService');
}
