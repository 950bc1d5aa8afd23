import {BindingScope, injectable} from '@loopback/core';
import type {AppUser} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

export type StaffRole = 'mstaff' | 'distributor_staff';

/** One staff account as the cards and forms read it, with the permissions it holds. */
export type StaffRow = Required<
  Pick<
    AppUser,
    | 'id'
    | 'username'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'mobile'
    | 'designation'
    | 'profilePhoto'
    | 'isActive'
    | 'emailConfirmed'
    | 'manufacturerId'
    | 'distributorId'
    | 'lockoutEnd'
    | 'lockoutEnabled'
  >
> & {
  role: StaffRole;
  /** manufacturer id → permission ids held for it. */
  permissions: Record<string, number[]>;
};

/** What a staff account is created with (its permissions are granted beside it). */
export type NewStaff = Pick<AppUser, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
  Required<Pick<AppUser, 'mobile' | 'designation' | 'manufacturerId' | 'distributorId'>> & {role: StaffRole};

/** What the edit form changes. */
export type StaffChanges = Pick<AppUser, 'email' | 'firstName' | 'lastName'> &
  Required<Pick<AppUser, 'mobile' | 'designation'>>;

const STAFF_COLUMNS = `
  u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.mobile, u.designation,
  u.profile_photo AS "profilePhoto", u.is_active AS "isActive", u.email_confirmed AS "emailConfirmed", u.role,
  u.manufacturer_id AS "manufacturerId", u.distributor_id AS "distributorId", u.lockout_end AS "lockoutEnd",
  u.lockout_enabled AS "lockoutEnabled",
  COALESCE((SELECT jsonb_object_agg(g.manufacturer_id, g.ids) FROM (
     SELECT sp.manufacturer_id, array_agg(sp.permission_id ORDER BY sp.permission_id) AS ids
       FROM staff_permission sp WHERE sp.user_id = u.id GROUP BY sp.manufacturer_id) g), '{}'::jsonb) AS permissions`;

/**
 * The staff accounts (app_user rows of role mstaff, a manufacturer's, or distributor_staff, a distributor's) with
 * the permissions they hold; the permissions themselves are granted and revoked through the kernel's
 * StaffPermissionRepository, in the same transaction. Deleted staff stay, marked, and are never read.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffRepository extends SqlRepository {
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

  /** The name of a manufacturer (the ids given) or a distributor, as audit entries name them; id order. */
  async namesOf(db: Queryable, table: 'manufacturer' | 'distributor', ids: number[]): Promise<string[]> {
    const sql =
      table === 'manufacturer'
        ? 'SELECT name::text FROM manufacturer WHERE id = ANY($1::int[]) ORDER BY id'
        : 'SELECT name::text FROM distributor WHERE id = ANY($1::int[]) ORDER BY id';
    return (await db.query<{name: string}>(sql, [ids])).rows.map(r => r.name);
  }

  /** A new staff account, not yet activated (its invitation sets its first password); its id. */
  async create(db: Queryable, staff: NewStaff): Promise<number> {
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

  async update(db: Queryable, userId: number, changes: StaffChanges): Promise<void> {
    await db.query(
      `UPDATE app_user SET email = $2, first_name = $3, last_name = $4, mobile = $5, designation = $6, updated_at = now()
        WHERE id = $1`,
      [userId, changes.email, changes.firstName, changes.lastName, changes.mobile, changes.designation],
    );
  }

  /** Soft delete: the account can no longer sign in and its tokens end (revoke its permissions beside it). */
  async remove(db: Queryable, userId: number): Promise<void> {
    await db.query(
      `UPDATE app_user SET deleted_at = now(), is_active = false, token_version = token_version + 1, updated_at = now()
        WHERE id = $1`,
      [userId],
    );
  }

  /** An administrator's reset: new password, sessions ended, lockout cleared, address taken as confirmed. */
  async resetPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
    await db.query(
      `UPDATE app_user SET password_hash = $2, token_version = token_version + 1, failed_logins = 0, lockout_end = NULL,
              email_confirmed = true, updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }
}
