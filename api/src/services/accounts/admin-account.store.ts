import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern} from '../kernel/sql-list';

/** An administrator account as the Users page lists it (document 002, section 3: Admin user). */
export interface AdminAccount {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  cTime: string;
  lockoutEnd: string | null;
  /** True while the account is deactivated by an administrator. */
  lockoutEnabled: boolean;
  /** Document 002, section 4: lockout off, or no end, or the end in the past. */
  isActive: boolean;
}

export interface AccountTarget {
  id: number;
  role: string;
  isActive: boolean;
  username: string;
}

const SELECT_ADMIN = `SELECT id, username, email, first_name, last_name, created_at, lockout_end, is_active FROM app_user`;

function toAccount(r: Record<string, unknown>): AdminAccount {
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

/** Administrator accounts, and the password and status changes administrators make to any account. */
@injectable({scope: BindingScope.SINGLETON})
export class AdminAccountStore extends SqlRepository {
  async admins(search?: string | null): Promise<AdminAccount[]> {
    const q = search?.trim() ? containsPattern(search) : null;
    const {rows} = await this.pool.query(
      `${SELECT_ADMIN} WHERE role IN ('admin', 'superadmin')
         AND ($1::text IS NULL OR username ILIKE $1 OR email ILIKE $1 OR (first_name || ' ' || last_name) ILIKE $1)
       ORDER BY username`,
      [q],
    );
    return rows.map(toAccount);
  }

  async target(db: Queryable, userId: number): Promise<AccountTarget | null> {
    const {rows} = await db.query(`SELECT id, role, is_active, username FROM app_user WHERE id = $1 FOR UPDATE`, [
      userId,
    ]);
    return rows[0]
      ? {id: rows[0].id, role: rows[0].role, isActive: rows[0].is_active, username: rows[0].username}
      : null;
  }

  /** A new password; raising token_version ends the account's tokens issued before. */
  async setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
    await db.query(
      `UPDATE app_user SET password_hash = $2, token_version = token_version + 1, failed_logins = 0, lockout_end = NULL,
              updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  async setActive(db: Queryable, userId: number, isActive: boolean): Promise<void> {
    await db.query(`UPDATE app_user SET is_active = $2, updated_at = now() WHERE id = $1`, [userId, isActive]);
  }

  async usernameTaken(db: Queryable, username: string): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM app_user WHERE username = $1`, [username])).rowCount;
  }

  async insertAdmin(
    db: Queryable,
    a: {userName: string; email: string; passwordHash: string; firstName: string; lastName: string},
  ): Promise<AdminAccount> {
    const {rows} = await db.query(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, 'admin', true)
       RETURNING id, username, email, first_name, last_name, created_at, lockout_end, is_active`,
      [a.userName, a.email, a.passwordHash, a.firstName, a.lastName],
    );
    return toAccount(rows[0]);
  }
}
