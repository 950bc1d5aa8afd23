import {Pool} from 'pg';
import {Role} from '../../auth/caller';

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

const STATS_SQL = `
  SELECT (SELECT count(*)::int FROM app_user) AS total_users,
         (SELECT count(*)::int FROM manufacturer) AS total_manufacturers,
         (SELECT count(*)::int FROM manufacturer WHERE is_active) AS active_manufacturers,
         (SELECT count(*)::int FROM distributor) AS total_distributors,
         (SELECT count(*)::int FROM app_user WHERE NOT email_confirmed) AS pending_activation,
         (SELECT count(*)::int FROM app_user WHERE lockout_end > now()) AS locked_accounts,
         (SELECT count(*)::int FROM app_user WHERE NOT is_active) AS deactivated_users,
         (SELECT COALESCE(json_object_agg(role, n), '{}'::json)
            FROM (SELECT role, count(*)::int AS n FROM app_user GROUP BY role) r) AS by_role`;

/** The admin dashboard's counts. Account and company tables are small; later counts come from maintained totals. */
export class AdminStatsService {
  constructor(private readonly pool: Pool) {}

  async stats(): Promise<AdminStats> {
    const r = (await this.pool.query(STATS_SQL)).rows[0];
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
