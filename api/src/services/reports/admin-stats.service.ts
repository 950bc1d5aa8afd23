import {BindingScope, injectable, service} from '@loopback/core';
import {Role} from '../kernel/caller';
import {AdminStatsRepository} from './admin-stats.repository';

export interface AdminStats {
  totalUsers: number;
  /** Every role, in the order of the role list, zero when none. */
  usersByRole: Array<{role: Role; count: number}>;
  totalManufacturers: number;
  activeManufacturers: number;
  /** Supplier and distributor companies. */
  totalDistributors: number;
  /** Registered accounts whose emailed activation link has not been used yet. */
  pendingActivation: number;
  /** Accounts locked now after repeated failed sign-ins. */
  lockedAccounts: number;
  deactivatedUsers: number;
}

const ROLES: Role[] = [
  'superadmin',
  'admin',
  'madmin',
  'manufacturer',
  'mstaff',
  'supplier',
  'mdistributor',
  'distributor_staff',
];

/** The admin dashboard's counts. Account and company tables are small; later counts come from maintained totals. */
@injectable({scope: BindingScope.SINGLETON})
export class AdminStatsService {
  constructor(@service(AdminStatsRepository) private readonly counts: AdminStatsRepository) {}

  /** The dashboard's three cards: installers, manufacturers and suppliers registered. */
  feed(): Promise<{totalInstallers: number; totalManufacturers: number; totalSuppliers: number}> {
    return this.counts.feed();
  }

  async stats(): Promise<AdminStats> {
    const r = await this.counts.counts();
    const byRole = r.by_role as Partial<Record<Role, number>>;
    return {
      totalUsers: r.total_users,
      usersByRole: ROLES.map(role => ({role, count: byRole[role] ?? 0})),
      totalManufacturers: r.total_manufacturers,
      activeManufacturers: r.active_manufacturers,
      totalDistributors: r.total_distributors,
      pendingActivation: r.pending_activation,
      lockedAccounts: r.locked_accounts,
      deactivatedUsers: r.deactivated_users,
    };
  }
}
