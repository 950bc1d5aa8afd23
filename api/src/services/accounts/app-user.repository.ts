import {inject} from '@loopback/core';
import {Options} from '@loopback/repository';
import {Pool} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {Queryable} from '../../database/transaction';
import {DbDataSource} from '../../datasources';
import {AppUser} from '../../models';
import {SqlCrudRepository} from '../kernel/sql-crud-repository';
import {containsPattern, ListParams} from '../kernel/sql-list';
import {
  ADMINS,
  AdminAccount,
  AdminUser,
  AdminUserFilter,
  SELECT_USER,
  toAccount,
  toUser,
  userCount,
  userPage,
} from './app-user-listing.sql';
import {CLAIM_LOGIN_ATTEMPT, INSERT_ADMIN, SET_PASSWORD} from './app-user.sql';

/** An account as a change to it locks and checks it. */
export type AccountTarget = Required<Pick<AppUser, 'id' | 'role' | 'isActive' | 'username'>>;

/** Whose photo a stored profile photo is (the account and its company), for the photo's readers. */
export type PhotoOwner = Required<Pick<AppUser, 'id' | 'role' | 'manufacturerId' | 'distributorId' | 'profilePhoto'>>;

/**
 * The accounts (app_user): LoopBack's CRUD for registration, sign-in, password resets and profiles, and the
 * hand-written statements of the sign-in's lockout, the admin console's accounts (app-user-listing.sql.ts) and the
 * changes administrators and My Account make. Statements that join the caller's transaction take its client first.
 */
export class AppUserRepository extends SqlCrudRepository<AppUser, typeof AppUser.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource, @inject(DatabaseBindings.POOL) pool: Pool) {
    super(AppUser, dataSource, pool);
  }

  /** Usernames are citext: the match ignores case. */
  async findByUsername(username: string, options?: Options): Promise<AppUser | null> {
    return this.findOne({where: {username: username.trim()}}, options);
  }

  async findByEmail(email: string, options?: Options): Promise<AppUser[]> {
    return this.find({where: {email: email.trim()}, order: ['id ASC']}, options);
  }

  /** Whether an account has this username (citext: any case), in the caller's transaction when given. */
  async usernameTaken(username: string, db: Queryable = this.pool): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM app_user WHERE username = $1`, [username])).rowCount;
  }

  /**
   * Claims one sign-in attempt in a single statement, before its password is checked: the attempt
   * counts as a failure until it succeeds (clearLockout), and the claim that reaches `maxFailures`
   * locks the account for `minutes` and restarts the count. Answers the account to check the
   * password against, or undefined when there is none or it is locked (nothing is then evaluated),
   * so parallel attempts cannot outrun the count. Accounts with lockout disabled are not counted.
   */
  async claimLoginAttempt(
    username: string,
    lockout: {maxFailures: number; minutes: number},
  ): Promise<Pick<AppUser, 'id' | 'passwordHash'> | undefined> {
    const {rows} = await this.pool.query<{id: number; password_hash: string}>(CLAIM_LOGIN_ATTEMPT, [
      username.trim(),
      lockout.maxFailures,
      lockout.minutes,
    ]);
    return rows[0] && {id: rows[0].id, passwordHash: rows[0].password_hash};
  }

  /** Forgets failed sign-ins and any lockout (a successful sign-in, an administrator's unlock). */
  async clearLockout(userId: number, db: Queryable = this.pool): Promise<void> {
    await db.query(`UPDATE app_user SET lockout_end = NULL, failed_logins = 0, updated_at = now() WHERE id = $1`, [
      userId,
    ]);
  }

  /**
   * Sets a new password and raises token_version, which ends every bearer token issued before
   * (a changed or reset password signs every session out); answers the new version, for a fresh
   * token of the session that made the change.
   */
  async setPassword(id: number, passwordHash: string, options?: Options): Promise<number> {
    const rows = (await this.execute(SET_PASSWORD, [id, passwordHash], options)) as Array<{token_version: number}>;
    return rows[0].token_version;
  }

  /** An administrator's reset: a new password, the account's sessions ended, its lockout cleared. */
  async resetPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
    await db.query(
      `UPDATE app_user SET password_hash = $2, token_version = token_version + 1, failed_logins = 0, lockout_end = NULL,
              updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  /** One page of the admin console's accounts. */
  async adminList(p: ListParams<AdminUserFilter>): Promise<AdminUser[]> {
    return (await this.pool.query(userPage(p))).rows.map(toUser);
  }

  async adminCount(filter?: AdminUserFilter | null): Promise<number> {
    return (await this.pool.query<{n: number}>(userCount(filter))).rows[0].n;
  }

  async adminGet(userId: number, db: Queryable = this.pool): Promise<AdminUser | null> {
    const {rows} = await db.query(`${SELECT_USER} WHERE u.id = $1`, [userId]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** The account, locked for the transaction's change; null when there is none. */
  async lockTarget(db: Queryable, userId: number): Promise<AccountTarget | null> {
    const {rows} = await db.query(`SELECT id, role, is_active, username FROM app_user WHERE id = $1 FOR UPDATE`, [
      userId,
    ]);
    return rows[0]
      ? {id: rows[0].id, role: rows[0].role, isActive: rows[0].is_active, username: rows[0].username}
      : null;
  }

  /** Activates or deactivates the account (a deactivated account is refused at its next call). */
  async setActive(db: Queryable, userId: number, isActive: boolean): Promise<void> {
    await db.query(`UPDATE app_user SET is_active = $2, updated_at = now() WHERE id = $1`, [userId, isActive]);
  }

  /** The administrators, filtered by a part of their username, email or name. */
  async admins(search?: string | null): Promise<AdminAccount[]> {
    const q = search?.trim() ? containsPattern(search) : null;
    return (await this.pool.query(ADMINS, [q])).rows.map(toAccount);
  }

  /** A new administrator (role admin, its email taken as confirmed). */
  async insertAdmin(
    db: Queryable,
    a: Pick<AppUser, 'email' | 'passwordHash' | 'firstName' | 'lastName'> & {userName: string},
  ): Promise<AdminAccount> {
    const {rows} = await db.query(INSERT_ADMIN, [a.userName, a.email, a.passwordHash, a.firstName, a.lastName]);
    return toAccount(rows[0]);
  }

  /** The ids of the administrators among `usernames` (the reviewers a change request is assigned to). */
  async adminIds(db: Queryable, usernames: string[]): Promise<number[]> {
    const {rows} = await db.query(
      `SELECT id FROM app_user WHERE username = ANY($1::citext[]) AND role IN ('admin', 'superadmin')`,
      [usernames],
    );
    return rows.map(r => r.id);
  }

  /** My Account: the signed-in user's own names and phone. */
  async updateOwn(userId: number, fields: Pick<AppUser, 'firstName' | 'lastName' | 'mobile'>): Promise<void> {
    await this.pool.query(
      'UPDATE app_user SET first_name = $2, last_name = $3, mobile = $4, updated_at = now() WHERE id = $1',
      [userId, fields.firstName, fields.lastName, fields.mobile],
    );
  }

  async setPhoto(userId: number, key: string): Promise<void> {
    await this.pool.query('UPDATE app_user SET profile_photo = $2, updated_at = now() WHERE id = $1', [userId, key]);
  }

  /** The account a stored photo belongs to (not deleted). */
  async photoOwner(userId: number): Promise<PhotoOwner | undefined> {
    const {rows} = await this.pool.query<PhotoOwner>(
      `SELECT id, role, manufacturer_id AS "manufacturerId", distributor_id AS "distributorId", profile_photo AS "profilePhoto"
         FROM app_user WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0];
  }
}
