import {inject} from '@loopback/core';
import {DefaultTransactionalRepository, Options} from '@loopback/repository';
import {DbDataSource} from '../../datasources';
import {AppUser} from '../../models';

export class AppUserRepository extends DefaultTransactionalRepository<AppUser, typeof AppUser.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource) {
    super(AppUser, dataSource);
  }

  /** Usernames are citext: the match ignores case. */
  async findByUsername(username: string, options?: Options): Promise<AppUser | null> {
    return this.findOne({where: {username: username.trim()}}, options);
  }

  async findByEmail(email: string, options?: Options): Promise<AppUser[]> {
    return this.find({where: {email: email.trim()}, order: ['id ASC']}, options);
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
  ): Promise<{id: number; passwordHash: string} | undefined> {
    // An UPDATE answers {affectedRows, count, rows} through the connector.
    const {rows} = (await this.execute(
      `UPDATE app_user SET
         failed_logins = CASE WHEN NOT lockout_enabled THEN failed_logins
                              WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
         lockout_end = CASE WHEN lockout_enabled AND failed_logins + 1 >= $2
                            THEN now() + make_interval(mins => $3) ELSE lockout_end END,
         updated_at = now()
       WHERE username = $1 AND (lockout_end IS NULL OR lockout_end <= now())
       RETURNING id, password_hash`,
      [username.trim(), lockout.maxFailures, lockout.minutes],
    )) as {rows: Array<{id: number; password_hash: string}>};
    return rows[0] && {id: rows[0].id, passwordHash: rows[0].password_hash};
  }

  /** Forgets failed sign-ins and any lockout (a successful sign-in, a password reset). */
  async clearLockout(id: number, options?: Options): Promise<void> {
    await this.updateById(id, {failedLogins: 0, lockoutEnd: null, updatedAt: new Date()}, options);
  }

  /**
   * Sets a new password and raises token_version, which ends every bearer token issued before
   * (a changed or reset password signs every session out); answers the new version, for a fresh
   * token of the session that made the change.
   */
  async setPassword(id: number, passwordHash: string, options?: Options): Promise<number> {
    const rows = (await this.execute(
      // A SELECT around the UPDATE: the connector answers rows only for a SELECT.
      `WITH changed AS (
         UPDATE app_user SET password_hash = $2, token_version = token_version + 1, updated_at = now()
          WHERE id = $1 RETURNING token_version)
       SELECT token_version FROM changed`,
      [id, passwordHash],
      options,
    )) as Array<{token_version: number}>;
    return rows[0].token_version;
  }
}
