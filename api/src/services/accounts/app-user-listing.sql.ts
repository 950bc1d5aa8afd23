import {BindingScope, injectable} from '@loopback/core';
import {Role} from '../kernel/caller';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbId, toDbIds} from '../kernel/sql-list';

/** An account as the admin console lists it. */
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  role: Role;
  manufacturerId: number | null;
  distributorId: number | null;
  /** The manufacturer's or distributor's name. */
  companyName: string | null;
  isActive: boolean;
  emailConfirmed: boolean;
  lockoutEnd: string | null;
  locked: boolean;
  failedLogins: number;
  createdAt: string;
}

export interface AdminUserFilter {
  q?: string | null;
  ids?: readonly unknown[] | null;
  role?: string | null;
  isActive?: boolean | null;
  emailConfirmed?: boolean | null;
  locked?: boolean | null;
  manufacturerId?: unknown;
  distributorId?: unknown;
}

const SELECT_USER = `
  SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.mobile, u.role,
         u.manufacturer_id, u.distributor_id, COALESCE(m.name, d.name) AS company_name,
         u.is_active, u.email_confirmed, u.lockout_end, u.failed_logins, u.created_at,
         (u.lockout_end IS NOT NULL AND u.lockout_end > now()) AS locked
    FROM app_user u
    LEFT JOIN manufacturer m ON m.id = u.manufacturer_id
    LEFT JOIN distributor d ON d.id = u.distributor_id`;

/** API sort fields -> output columns of SELECT_USER. */
const SORTABLE: Record<string, string> = {
  id: 'id',
  username: 'username',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  companyName: 'company_name',
  isActive: 'is_active',
  emailConfirmed: 'email_confirmed',
  lockoutEnd: 'lockout_end',
  locked: 'locked',
  createdAt: 'created_at',
};

function toUser(r: Record<string, unknown>): AdminUser {
  return {
    id: r.id as number,
    username: r.username as string,
    email: r.email as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    mobile: (r.mobile as string | null) ?? null,
    role: r.role as Role,
    manufacturerId: (r.manufacturer_id as number | null) ?? null,
    distributorId: (r.distributor_id as number | null) ?? null,
    companyName: (r.company_name as string | null) ?? null,
    isActive: r.is_active as boolean,
    emailConfirmed: r.email_confirmed as boolean,
    lockoutEnd: r.lockout_end ? (r.lockout_end as Date).toISOString() : null,
    locked: r.locked as boolean,
    failedLogins: r.failed_logins as number,
    createdAt: (r.created_at as Date).toISOString(),
  };
}

function whereOf(filter: AdminUserFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (!filter) return w;
  if (filter.q?.trim()) {
    const q = w.param(containsPattern(filter.q));
    w.and(`(u.username ILIKE ${q} OR u.email ILIKE ${q} OR u.first_name ILIKE ${q} OR u.last_name ILIKE ${q}
            OR (u.first_name || ' ' || u.last_name) ILIKE ${q} OR COALESCE(m.name, d.name) ILIKE ${q})`);
  }
  if (filter.ids) w.and(`u.id = ANY(${w.param(toDbIds(filter.ids))}::int[])`);
  if (filter.role) w.and(`u.role = ${w.param(filter.role)}`);
  if (typeof filter.isActive === 'boolean') w.and(`u.is_active = ${w.param(filter.isActive)}`);
  if (typeof filter.emailConfirmed === 'boolean') w.and(`u.email_confirmed = ${w.param(filter.emailConfirmed)}`);
  if (typeof filter.locked === 'boolean') {
    w.and(`${filter.locked ? '' : 'NOT '}(u.lockout_end IS NOT NULL AND u.lockout_end > now())`);
  }
  if (filter.manufacturerId != null) w.and(`u.manufacturer_id = ${w.param(toDbId(filter.manufacturerId))}`);
  if (filter.distributorId != null) w.and(`u.distributor_id = ${w.param(toDbId(filter.distributorId))}`);
  return w;
}

/** The accounts as the admin console reads and changes them. */
@injectable({scope: BindingScope.SINGLETON})
export class AdminUserStore extends SqlRepository {
  async list(p: ListParams<AdminUserFilter>): Promise<AdminUser[]> {
    const w = whereOf(p.filter);
    const sql = `${SELECT_USER} ${w.toSql()} ${orderAndPage(SORTABLE, 'id', p, w)}`;
    return (await this.pool.query(sql, w.params)).rows.map(toUser);
  }

  async count(filter?: AdminUserFilter | null): Promise<number> {
    const w = whereOf(filter);
    const sql = `SELECT count(*)::int AS n FROM app_user u
      LEFT JOIN manufacturer m ON m.id = u.manufacturer_id LEFT JOIN distributor d ON d.id = u.distributor_id ${w.toSql()}`;
    return (await this.pool.query<{n: number}>(sql, w.params)).rows[0].n;
  }

  async get(userId: number, db: Queryable = this.pool): Promise<AdminUser | null> {
    const {rows} = await db.query(`${SELECT_USER} WHERE u.id = $1`, [userId]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Locks the account's row for the transaction's change; false when there is none. */
  async lock(db: Queryable, userId: number): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE`, [userId])).rowCount;
  }

  async setActive(db: Queryable, userId: number, isActive: boolean): Promise<void> {
    await db.query(`UPDATE app_user SET is_active = $2, updated_at = now() WHERE id = $1`, [userId, isActive]);
  }

  async clearLockout(db: Queryable, userId: number): Promise<void> {
    await db.query(`UPDATE app_user SET lockout_end = NULL, failed_logins = 0, updated_at = now() WHERE id = $1`, [
      userId,
    ]);
  }
}
