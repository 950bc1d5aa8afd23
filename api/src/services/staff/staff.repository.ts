import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {PoolClient} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';

/** One staff account as the cards and forms read it. */
export interface StaffRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  designation: string | null;
  profile_photo: string | null;
  is_active: boolean;
  email_confirmed: boolean;
  role: 'mstaff' | 'distributor_staff';
  manufacturer_id: number | null;
  distributor_id: number | null;
  lockout_end: Date | null;
  lockout_enabled: boolean;
  /** manufacturer id → permission ids held for it. */
  permissions: Record<string, number[]>;
}

/** What a staff account is created with. */
export interface NewStaff {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  designation: string | null;
  role: 'mstaff' | 'distributor_staff';
  manufacturerId: number | null;
  distributorId: number | null;
}

export interface StaffChanges {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  designation: string | null;
}

/** manufacturer id → permission ids: what a staff account may do for whom. */
export type PermissionGrant = Map<number, number[]>;

const STAFF_COLUMNS = `
  u.id, u.username, u.email, u.first_name, u.last_name, u.mobile, u.designation, u.profile_photo, u.is_active,
  u.email_confirmed, u.role, u.manufacturer_id, u.distributor_id, u.lockout_end, u.lockout_enabled,
  COALESCE((SELECT jsonb_object_agg(g.manufacturer_id, g.ids) FROM (
     SELECT sp.manufacturer_id, array_agg(sp.permission_id ORDER BY sp.permission_id) AS ids
       FROM staff_permission sp WHERE sp.user_id = u.id GROUP BY sp.manufacturer_id) g), '{}'::jsonb) AS permissions`;

/** The staff accounts (mstaff of a manufacturer, distributor_staff of a distributor) and their permissions. */
@injectable({scope: BindingScope.SINGLETON})
export class StaffStore extends SqlRepository {
  async listOfManufacturer(manufacturerId: number): Promise<StaffRow[]> {
    const sql = `SELECT ${STAFF_COLUMNS} FROM app_user u
      WHERE u.role = 'mstaff' AND u.manufacturer_id = $1 AND u.deleted_at IS NULL ORDER BY u.first_name, u.last_name, u.id`;
    return (await this.pool.query<StaffRow>(sql, [manufacturerId])).rows;
  }

  async listOfDistributor(distributorId: number): Promise<StaffRow[]> {
    const sql = `SELECT ${STAFF_COLUMNS} FROM app_user u
      WHERE u.role = 'distributor_staff' AND u.distributor_id = $1 AND u.deleted_at IS NULL
      ORDER BY u.first_name, u.last_name, u.id`;
    return (await this.pool.query<StaffRow>(sql, [distributorId])).rows;
  }

  async find(userId: number): Promise<StaffRow | undefined> {
    const sql = `SELECT ${STAFF_COLUMNS} FROM app_user u
      WHERE u.id = $1 AND u.role IN ('mstaff','distributor_staff') AND u.deleted_at IS NULL`;
    return (await this.pool.query<StaffRow>(sql, [userId])).rows[0];
  }

  /** The manufacturers a distributor is linked to today (the mapping's choices), by name. */
  async manufacturersOfDistributor(distributorId: number): Promise<Array<{id: number; name: string}>> {
    const {rows} = await this.pool.query<{id: number; name: string}>(
      `SELECT m.id, m.name::text AS name FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
        WHERE dm.distributor_id = $1 AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)
        ORDER BY m.name`,
      [distributorId],
    );
    return rows;
  }

  async manufacturerNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const {rows} = await this.pool.query<{id: number; name: string}>(
      'SELECT id, name::text AS name FROM manufacturer WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map(r => [r.id, r.name]));
  }

  async manufacturerExists(id: number): Promise<boolean> {
    return !!(await this.pool.query('SELECT 1 FROM manufacturer WHERE id = $1', [id])).rowCount;
  }

  async distributorExists(id: number): Promise<boolean> {
    return !!(await this.pool.query('SELECT 1 FROM distributor WHERE id = $1', [id])).rowCount;
  }

  async usernameTaken(username: string): Promise<boolean> {
    return !!(await this.pool.query('SELECT 1 FROM app_user WHERE username = $1', [username])).rowCount;
  }

  async create(db: PoolClient, staff: NewStaff): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, mobile, designation, role,
                             manufacturer_id, distributor_id, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false) RETURNING id`,
      [
        staff.username,
        staff.email,
        staff.passwordHash,
        staff.firstName,
        staff.lastName,
        staff.mobile,
        staff.designation,
        staff.role,
        staff.manufacturerId,
        staff.distributorId,
      ],
    );
    return rows[0].id;
  }

  async update(db: PoolClient, userId: number, changes: StaffChanges): Promise<void> {
    await db.query(
      `UPDATE app_user SET email = $2, first_name = $3, last_name = $4, mobile = $5, designation = $6, updated_at = now()
        WHERE id = $1`,
      [userId, changes.email, changes.firstName, changes.lastName, changes.mobile, changes.designation],
    );
  }

  /** Replaces the account's permissions for the manufacturers of `grant` (others stay as they are). */
  async setPermissions(db: PoolClient, userId: number, grant: PermissionGrant): Promise<void> {
    const manufacturers = [...grant.keys()];
    await db.query('DELETE FROM staff_permission WHERE user_id = $1 AND manufacturer_id = ANY($2::int[])', [
      userId,
      manufacturers,
    ]);
    const pairs = [...grant].flatMap(([m, ids]) => ids.map(p => [m, p]));
    if (!pairs.length) return;
    await db.query(
      `INSERT INTO staff_permission (user_id, manufacturer_id, permission_id)
       SELECT $1, m, p FROM unnest($2::int[], $3::int[]) AS t(m, p)`,
      [userId, pairs.map(x => x[0]), pairs.map(x => x[1])],
    );
  }

  /** Soft delete: the account can no longer sign in, its tokens end and its permissions go. */
  async remove(db: PoolClient, userId: number): Promise<void> {
    await db.query(
      `UPDATE app_user SET deleted_at = now(), is_active = false, token_version = token_version + 1, updated_at = now()
        WHERE id = $1`,
      [userId],
    );
    await db.query('DELETE FROM staff_permission WHERE user_id = $1', [userId]);
  }

  async setPhoto(userId: number, key: string): Promise<void> {
    await this.pool.query('UPDATE app_user SET profile_photo = $2, updated_at = now() WHERE id = $1', [userId, key]);
  }

  /** An administrator's reset: new password, sessions ended, lockout cleared, address taken as confirmed. */
  async resetPassword(userId: number, passwordHash: string, db: Queryable = this.pool): Promise<void> {
    await db.query(
      `UPDATE app_user SET password_hash = $2, token_version = token_version + 1, failed_logins = 0, lockout_end = NULL,
              email_confirmed = true, updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }
}
