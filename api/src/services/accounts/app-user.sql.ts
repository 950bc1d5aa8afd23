/**
 * Claims one sign-in attempt of the username $1 (see AppUserRepository.claimLoginAttempt): $2 failures lock the
 * account for $3 minutes.
 */
export const CLAIM_LOGIN_ATTEMPT = `UPDATE app_user SET
         failed_logins = CASE WHEN NOT lockout_enabled THEN failed_logins
                              WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
         lockout_end = CASE WHEN lockout_enabled AND failed_logins + 1 >= $2
                            THEN now() + make_interval(mins => $3) ELSE lockout_end END,
         updated_at = now()
       WHERE username = $1 AND (lockout_end IS NULL OR lockout_end <= now())
       RETURNING id, password_hash`;

/** Sets the password $2 of the account $1 and raises its token_version; a SELECT around the UPDATE, as the connector answers rows only for a SELECT. */
export const SET_PASSWORD = `WITH changed AS (
         UPDATE app_user SET password_hash = $2, token_version = token_version + 1, updated_at = now()
          WHERE id = $1 RETURNING token_version)
       SELECT token_version FROM changed`;

export const INSERT_ADMIN = `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, 'admin', true)
       RETURNING id, username, email, first_name, last_name, created_at, lockout_end, is_active`;
