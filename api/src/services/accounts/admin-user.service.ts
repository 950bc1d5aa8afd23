import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller} from '../kernel/caller';
import {AppConfig} from '../../config';
import {assertAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {ListParams, toDbId} from '../kernel/sql-list';
import {AdminUser, AdminUserFilter} from './app-user-listing.sql';
import {AppUserRepository} from './app-user.repository';
import {ConfigBindings} from '../../config.keys';

export interface AdminUserChanges {
  isActive?: boolean | null;
  /** true: clear the lockout (lockout_end and the failed-login count). */
  unlock?: boolean | null;
}

/** The admin console's view of accounts: list, count, read, activate/deactivate and unlock. */
@injectable({scope: BindingScope.SINGLETON})
export class AdminUserService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  list(p: ListParams<AdminUserFilter>): Promise<AdminUser[]> {
    return this.users.adminList(p);
  }

  count(filter?: AdminUserFilter | null): Promise<number> {
    return this.users.adminCount(filter);
  }

  async get(id: unknown): Promise<AdminUser | null> {
    const userId = toDbId(id);
    return userId === null ? null : this.users.adminGet(userId);
  }

  /** Activates, deactivates or unlocks an account; every change is written to the audit log. */
  async update(caller: Caller, id: unknown, changes: AdminUserChanges): Promise<AdminUser> {
    assertAllowed(this.config, 'settings', caller);
    return this.users.transaction(async db => {
      const userId = toDbId(id);
      const before =
        userId !== null && (await this.users.lockTarget(db, userId)) ? await this.users.adminGet(userId, db) : null;
      if (!before) throw new ServiceError('The user does not exist.', 'NOT_FOUND');
      if (before.role === 'superadmin' && caller.role !== 'superadmin') {
        throw new ServiceError('Only a superadmin may change a superadmin account.', 'FORBIDDEN');
      }
      if (typeof changes.isActive === 'boolean' && changes.isActive !== before.isActive) {
        if (!changes.isActive && before.id === caller.id) {
          throw new ServiceError('You cannot deactivate your own account.', 'VALIDATION');
        }
        await this.users.setActive(db, before.id, changes.isActive);
        await recordAudit(db, {
          userId: caller.id,
          action: changes.isActive ? 'user.activate' : 'user.deactivate',
          entity: 'User',
          entityId: before.id,
          before: {isActive: before.isActive},
          after: {isActive: changes.isActive},
        });
      }
      if (changes.unlock && (before.lockoutEnd !== null || before.failedLogins > 0)) {
        await this.users.clearLockout(before.id, db);
        await recordAudit(db, {
          userId: caller.id,
          action: 'user.unlock',
          entity: 'User',
          entityId: before.id,
          before: {lockoutEnd: before.lockoutEnd, failedLogins: before.failedLogins},
          after: {lockoutEnd: null, failedLogins: 0},
        });
      }
      return (await this.users.adminGet(before.id, db))!;
    });
  }
}
