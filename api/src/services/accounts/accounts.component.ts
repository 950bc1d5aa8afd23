import {Component, createBindingFromClass} from '@loopback/core';
import {AccountMailService} from './account-mail.service';
import {AdminAccountService} from './admin-account.service';
import {AdminUserService} from './admin-user.service';
import {AppUserRepository} from './app-user.repository';
import {CompanyLookupService} from './company-lookup.service';
import {LoginService} from './login.service';
import {PasswordResetService} from './password-reset.service';
import {ProfileService} from './profile.service';
import {RegistrationService} from './registration.service';
import {UserTokenRepository} from './user-token.repository';
import {UserTokenService} from './user-token.service';
import {AccountBindings} from './accounts.keys';

/**
 * Accounts: sign-in, registration and activation, password reset, tokens, profile, the account mails,
 * and administrators' management of accounts. Accounts and tokens are LoopBack repositories.
 */
export class AccountsComponent implements Component {
  repositories = [AppUserRepository, UserTokenRepository];
  bindings = [
    createBindingFromClass(LoginService, {key: AccountBindings.LOGIN_SERVICE}),
    createBindingFromClass(RegistrationService, {key: AccountBindings.REGISTRATION_SERVICE}),
    createBindingFromClass(PasswordResetService, {key: AccountBindings.PASSWORD_RESET_SERVICE}),
    createBindingFromClass(ProfileService, {key: AccountBindings.PROFILE_SERVICE}),
    createBindingFromClass(UserTokenService, {key: AccountBindings.USER_TOKEN_SERVICE}),
    createBindingFromClass(AccountMailService, {key: AccountBindings.ACCOUNT_MAIL_SERVICE}),
    createBindingFromClass(CompanyLookupService, {key: AccountBindings.COMPANY_LOOKUP_SERVICE}),
    createBindingFromClass(AdminUserService, {key: AccountBindings.ADMIN_USER_SERVICE}),
    createBindingFromClass(AdminAccountService, {key: AccountBindings.ADMIN_ACCOUNT_SERVICE}),
  ];
}
