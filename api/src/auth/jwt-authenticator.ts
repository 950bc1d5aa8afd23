import {Request} from 'express';
import {Strategy as PassportJwtStrategy, ExtractJwt, VerifiedCallback} from 'passport-jwt';
import {Pool} from 'pg';
import {Caller, Role, toCaller} from './caller';
import {TokenClaims} from './token.service';

/** Why a bearer token was refused; the REST layer answers 401 with this message. */
export class AuthenticationRefused extends Error {}

const USER_SQL = `
  SELECT u.id, u.username, u.role, u.manufacturer_id, u.distributor_id,
         u.is_active, u.email_confirmed, u.lockout_end,
         ARRAY(${'' /* the manufacturers this account acts for */}
           SELECT u.manufacturer_id WHERE u.manufacturer_id IS NOT NULL
           UNION
           SELECT dm.manufacturer_id FROM distributor_manufacturer dm
            WHERE dm.distributor_id = u.distributor_id AND u.role IN ('supplier','mdistributor')
              AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)
           UNION
           SELECT sp.manufacturer_id FROM staff_permission sp
            WHERE sp.user_id = u.id AND u.role = 'distributor_staff'
           ORDER BY 1) AS manufacturer_ids
    FROM app_user u WHERE u.id = $1`;

/** Loads an account as a Caller, or explains why it may not act now. */
export async function loadCaller(pool: Pool, userId: number): Promise<Caller> {
  const {rows} = await pool.query(USER_SQL, [userId]);
  const row = rows[0];
  if (!row) throw new AuthenticationRefused('The account no longer exists.');
  if (!row.is_active) throw new AuthenticationRefused('The account is deactivated.');
  if (!row.email_confirmed) throw new AuthenticationRefused('The account is not activated.');
  if (row.lockout_end && new Date(row.lockout_end) > new Date())
    throw new AuthenticationRefused('The account is locked.');
  return toCaller({...row, role: row.role as Role});
}

/**
 * Verifies the portal's bearer tokens with passport-jwt, then checks the account itself, so a
 * deactivated or locked account is refused at once whatever its token says. One instance serves
 * REST (the LoopBack strategy), GraphQL (the context) and live events (the socket handshake).
 */
export class JwtAuthenticator {
  private readonly strategy: PassportJwtStrategy;

  constructor(
    secret: string,
    private readonly pool: Pool,
  ) {
    this.strategy = new PassportJwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: secret,
        algorithms: ['HS256'],
        issuer: 'voltcheck',
      },
      (claims: TokenClaims & {aud?: unknown}, done: VerifiedCallback) => {
        // App-provider tokens (verification API) carry an audience; portal tokens never do.
        if (claims.aud !== undefined) return done(null, false, {message: 'The token is not a portal token.'});
        loadCaller(this.pool, Number(claims.sub)).then(
          caller => done(null, caller),
          err => (err instanceof AuthenticationRefused ? done(null, false, {message: err.message}) : done(err)),
        );
      },
    );
  }

  /** Resolves the caller, `undefined` when no token was sent; rejects when a token is refused. */
  authenticate(req: Pick<Request, 'headers'>): Promise<Caller | undefined> {
    if (!req.headers.authorization) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const run = Object.create(this.strategy) as PassportJwtStrategy & {
        success: (user: Caller) => void;
        fail: (info?: unknown) => void;
        error: (err: Error) => void;
      };
      run.success = user => resolve(user);
      run.fail = info => {
        const message =
          typeof info === 'object' && info && 'message' in info ? String(info.message) : String(info ?? '');
        reject(
          new AuthenticationRefused(
            /expired/i.test(message) ? 'The token has expired.' : message || 'The token is invalid.',
          ),
        );
      };
      run.error = err => reject(err);
      run.authenticate(req as Request, {});
    });
  }
}
