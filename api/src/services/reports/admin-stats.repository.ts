import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

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

/**
 * The admin dashboard's counts of accounts and companies (small tables, counted as they are): the statistics in one
 * statement, and the three cards.
 */
@injectable({scope: BindingScope.SINGLETON})
export class AdminStatsRepository extends SqlRepository {
  async counts(): Promise<{
    total_users: number;
    total_manufacturers: number;
    active_manufacturers: number;
    total_distributors: number;
    pending_activation: number;
    locked_accounts: number;
    deactivated_users: number;
    by_role: Record<string, number>;
  }> {
    return (await this.reads.query(STATS_SQL)).rows[0];
  }

  /** The dashboard's three cards (document 002, section 2.4: adminFeed). */
  async feed(): Promise<{totalInstallers: number; totalManufacturers: number; totalSuppliers: number}> {
    const {rows} = await this.reads.query(
      `SELECT (SELECT count(*)::int FROM installer) AS "totalInstallers",
              (SELECT count(*)::int FROM manufacturer) AS "totalManufacturers",
              (SELECT count(*)::int FROM distributor) AS "totalSuppliers"`,
    );
    return rows[0];
  }
}
