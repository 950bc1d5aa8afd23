import {Role} from '../../services/kernel/caller';
import {TokenService} from '../../auth/token.service';
import {RunningServer} from '../../server';

/**
 * A bearer token for an existing account, signed with the running app's own secret, so tests of
 * protected calls do not depend on the sign-in route.
 */
export async function givenSignedToken(server: RunningServer, username: string): Promise<string> {
  const {rows} = await server.pool.query<{id: number; username: string; role: Role}>(
    `SELECT id, username, role FROM app_user WHERE username = $1`,
    [username],
  );
  if (!rows[0]) throw new Error(`no account named ${username}`);
  return new TokenService(server.config).issue({...rows[0], manufacturerIds: []});
}

/** The demo superadmin's token. */
export function givenAdminToken(server: RunningServer): Promise<string> {
  return givenSignedToken(server, 'admin');
}

let seq = 0;

/** Inserts an activated account (unusable password) and returns its id and username. */
export async function givenUser(
  server: RunningServer,
  fields: {role?: Role; firstName?: string; lastName?: string; lockoutEnd?: Date | null; failedLogins?: number} = {},
): Promise<{id: number; username: string}> {
  const username = `test-user-${process.pid}-${Date.now()}-${++seq}`;
  const {rows} = await server.pool.query<{id: number}>(
    `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, lockout_end, failed_logins)
     VALUES ($1, $2, 'not-a-hash', $3, $4, $5, true, $6, $7) RETURNING id`,
    [
      username,
      `${username}@example.test`,
      fields.firstName ?? 'Test',
      fields.lastName ?? 'User',
      fields.role ?? 'mstaff',
      fields.lockoutEnd ?? null,
      fields.failedLogins ?? 0,
    ],
  );
  return {id: rows[0].id, username};
}
