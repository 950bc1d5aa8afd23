import type {AppUser} from '../../models';
import {Role} from '../kernel/caller';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbId, toDbIds} from '../kernel/sql-list';

/** An account as the admin console lists it: with its company's name and whether it is locked now. */
export type AdminUser = Required<
  Pick<
    AppUser,
    | 'id'
    | 'username'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'mobile'
    | 'role'
    | 'manufacturerId'
    | 'distributorId'
    | 'isActive'
    | 'emailConfirmed'
    | 'failedLogins'
  >
> & {
  /** The manufacturer's or distributor's name. */
  companyName: string | null;
  lockoutEnd: string | null;
  locked: boolean;
  createdAt: string;
};

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

/** An administrator account as the Users page lists it (document 002, section 3: Admin user). */
export type AdminAccount = Required<Pick<AppUser, 'id' | 'email' | 'firstName' | 'lastName'>> & {
  userName: string;
  cTime: string;
  lockoutEnd: string | null;
  /** True while the account is deactivated by an administrator. */
  lockoutEnabled: boolean;
  /** Document 002, section 4: lockout off, or no end, or the end in the past. */
  isActive: boolean;
};

export const SELECT_USER = `
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

export function toUser(r: Record<string, unknown>): AdminUser {
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

/** One page of the console's accounts. */
export function userPage(p: ListParams<AdminUserFilter>) {
  const w = whereOf(p.filter);
  return {text: `${SELECT_USER} ${w.toSql()} ${orderAndPage(SORTABLE, 'id', p, w)}`, values: w.params};
}

export function userCount(filter?: AdminUserFilter | null) {
  const w = whereOf(filter);
  return {
    text: `SELECT count(*)::int AS n FROM app_user u
      LEFT JOIN manufacturer m ON m.id = u.manufacturer_id LEFT JOIN distributor d ON d.id = u.distributor_id ${w.toSql()}`,
    values: w.params,
  };
}

export const SELECT_ADMIN = `SELECT id, username, email, first_name, last_name, created_at, lockout_end, is_active FROM app_user`;

/** The administrators (admin, superadmin) whose username, email or name contains $1 (all for null), by username. */
export const ADMINS = `${SELECT_ADMIN} WHERE role IN ('admin', 'superadmin')
         AND ($1::text IS NULL OR username ILIKE $1 OR email ILIKE $1 OR (first_name || ' ' || last_name) ILIKE $1)
       ORDER BY username`;

export function toAccount(r: Record<string, unknown>): AdminAccount {
  const lockoutEnd = r.lockout_end ? (r.lockout_end as Date) : null;
  const lockoutEnabled = !(r.is_active as boolean);
  return {
    id: r.id as number,
    userName: r.username as string,
    email: r.email as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    cTime: (r.created_at as Date).toISOString(),
    lockoutEnd: lockoutEnd?.toISOString() ?? null,
    lockoutEnabled,
    isActive: !lockoutEnabled && (!lockoutEnd || lockoutEnd <= new Date()),
  };
}
