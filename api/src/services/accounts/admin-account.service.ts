import {BindingScope, inject, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {PoolClient} from 'pg';
import {Caller} from '../kernel/caller';
import {AppConfig} from '../../config';
import {ACCOUNT_MESSAGES, email as emailRule, password as passwordRule} from '../kernel/account-rules';
import {isAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/record-audit';
import {PasswordService} from '../kernel/password.service';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {AdminAccount} from './app-user-listing.sql';
import {AccountTarget, AppUserRepository} from './app-user.repository';
import {NOT_AUTHORIZED} from '../registry/manufacturer.service';
import {ConfigBindings} from '../../config.keys';

export interface NewAdminUser {
  userName: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

const PORTAL_OWNERS = ['madmin', 'manufacturer', 'mstaff', 'supplier', 'mdistributor', 'distributor_staff'];

/**
 * Document 002, sections 2.20 and 6: administrators' accounts (allow-listed changes), and the admin
 * password reset of manufacturer and supplier accounts and their staff. Every change is audited.
 */
@injectable({scope: BindingScope.SINGLETON})
export class AdminAccountService {
  constructor(
    @repository(AppUserRepository) private readonly accounts: AppUserRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  /** The settings allow-list: adding admin users, toggling users, changing passwords, app providers. */
  hasConfigAccess(caller: Caller): boolean {
    return isAllowed(this.config, 'settings', caller);
  }

  sUsers(search?: string | null): Promise<AdminAccount[]> {
    return this.accounts.admins(search);
  }

  changePassword(caller: Caller, userId: unknown, newPassword: string): Promise<boolean> {
    this.assertConfigAccess(caller);
    return this.onAccount(userId, async (db, target) => {
      this.assertMaySet(caller, target);
      const broken = passwordRule(newPassword);
      if (broken) throw new ServiceError(broken, 'VALIDATION', {field: 'newPassword'});
      await this.accounts.resetPassword(db, target.id, await this.passwords.hash(newPassword));
      await audit(db, caller, 'user.changePassword', target.id, undefined, {passwordChanged: true});
    });
  }

  /** lockoutEnabled true deactivates the account (refused at its next call); false activates it. */
  toggleUserStatus(caller: Caller, userId: unknown, lockoutEnabled: boolean): Promise<boolean> {
    this.assertConfigAccess(caller);
    return this.onAccount(userId, async (db, target) => {
      this.assertMaySet(caller, target);
      const active = !lockoutEnabled;
      if (!active && target.id === caller.id)
        throw new ServiceError('You cannot deactivate your own account.', 'VALIDATION');
      if (active === target.isActive) return;
      await this.accounts.setActive(db, target.id, active);
      await audit(
        db,
        caller,
        active ? 'user.activate' : 'user.deactivate',
        target.id,
        {isActive: target.isActive},
        {isActive: active},
      );
    });
  }

  async addAdminUser(caller: Caller, input: NewAdminUser): Promise<AdminAccount> {
    this.assertConfigAccess(caller);
    const userName = input.userName?.trim() ?? '';
    if (!userName) throw new ServiceError(ACCOUNT_MESSAGES.required, 'VALIDATION', {field: 'userName'});
    const emailProblem = emailRule(input.email);
    if (emailProblem) throw new ServiceError(emailProblem, 'VALIDATION', {field: 'email'});
    const passwordProblem = passwordRule(input.password);
    if (passwordProblem) throw new ServiceError(passwordProblem, 'VALIDATION', {field: 'password'});
    const passwordHash = await this.passwords.hash(input.password);
    return this.accounts.transaction(async db => {
      if (await this.accounts.usernameTaken(userName, db))
        throw new ServiceError(ACCOUNT_MESSAGES.usernameTaken, 'CONFLICT', {field: 'userName'});
      const created = await this.accounts.insertAdmin(db, {
        userName,
        email: input.email.trim(),
        passwordHash,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
      });
      await audit(db, caller, 'user.addAdmin', created.id, undefined, {userName, email: created.email, role: 'admin'});
      return created;
    });
  }

  /**
   * An administrator sets a manufacturer's, supplier's or staff member's password (document 002,
   * section 6); the password rule and the confirmation apply as on every path that sets one, and the
   * settings allow-list as on every change of another account's password.
   */
  resetPassword(caller: Caller, userId: unknown, password: string, confirm: string): Promise<boolean> {
    if (!this.hasConfigAccess(caller)) return Promise.reject(new ServiceError(NOT_AUTHORIZED, 'FORBIDDEN'));
    const broken = passwordRule(password) ?? (password !== confirm ? ACCOUNT_MESSAGES.confirmMismatch : undefined);
    if (broken) return Promise.reject(new ServiceError(broken, 'VALIDATION'));
    return this.onAccount(userId, async (db, target) => {
      if (!PORTAL_OWNERS.includes(target.role))
        throw new ServiceError('Only manufacturer and supplier accounts are reset here.', 'FORBIDDEN');
      await this.accounts.resetPassword(db, target.id, await this.passwords.hash(password));
      await audit(db, caller, 'user.resetPassword', target.id, undefined, {passwordReset: true});
    });
  }

  private assertConfigAccess(caller: Caller): void {
    if (!this.hasConfigAccess(caller)) throw new ServiceError(NOT_AUTHORIZED, 'FORBIDDEN');
  }

  private assertMaySet(caller: Caller, target: AccountTarget): void {
    if (target.role === 'superadmin' && caller.role !== 'superadmin')
      throw new ServiceError('Only a superadmin may change a superadmin account.', 'FORBIDDEN');
  }

  private onAccount(
    userId: unknown,
    change: (db: PoolClient, target: AccountTarget) => Promise<void>,
  ): Promise<boolean> {
    return this.accounts.transaction(async db => {
      const id = toDbId(userId);
      const target = id === null ? null : await this.accounts.lockTarget(db, id);
      if (!target) throw new ServiceError('The user does not exist.', 'NOT_FOUND');
      await change(db, target);
      return true;
    });
  }
}

function audit(db: PoolClient, caller: Caller, action: string, userId: number, before: unknown, after: unknown) {
  return recordAudit(db, {userId: caller.id, action, entity: 'User', entityId: userId, before, after});
}
