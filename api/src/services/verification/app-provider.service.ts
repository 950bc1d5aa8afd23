import {createSecretKey, KeyObject, randomBytes} from 'node:crypto';
import {HttpErrors} from '@loopback/rest';
import jwt from 'jsonwebtoken';
import {Pool} from 'pg';
import {AppCallAuthenticator, RateWindow} from '../../auth/app.strategy';
import {Caller} from '../../auth/caller';
import {AppConfig} from '../../config';
import {assertAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/audit.store';
import {PasswordService} from '../kernel/password.service';
import {ServiceError} from '../kernel/service-error';

export const APP_TOKEN_AUDIENCE = 'voltcheck-verification';
export const APP_TOKEN_TTL_SECONDS = 3600;

export interface AppProvider {
  id: number;
  name: string;
  clientId: string;
  contactEmail: string | null;
  enabled: boolean;
  mandatorySerialPhoto: boolean;
  ratePerMinute: number;
  createdOn: string;
}

const COLUMNS = `a.id, a.name, a.client_id AS "clientId", a.contact_email AS "contactEmail", a.rate_per_minute AS "ratePerMinute",
  a.created_on AS "createdOn", COALESCE(allowed.setting_value = 'true', false) AS enabled,
  COALESCE(photo.setting_value = 'true', false) AS "mandatorySerialPhoto"`;
const SETTINGS = `
    LEFT JOIN setting allowed ON allowed.setting_type = 'AllowedApps' AND allowed.setting_key = a.client_id
    LEFT JOIN setting photo ON photo.setting_type = 'MandatorySerialPhoto' AND photo.setting_key = a.client_id`;
const SELECT = `SELECT ${COLUMNS} FROM app_provider a ${SETTINGS}`;

/**
 * The statement every verification call starts with: the provider (undefined when it is gone) and
 * its call counted in its rate window (rate_limit_increment of `calls`), in one round trip.
 */
export async function countProviderCall(
  db: Pick<Pool, 'query'>,
  providerId: number,
  calls: RateWindow,
): Promise<(AppProvider & {hits: number; resetAt: Date}) | undefined> {
  const {
    rows: [row],
  } = await db.query<AppProvider & {hits: number; resetAt: Date}>({
    name: 'vc-provider-call',
    text: `SELECT ${COLUMNS}, r.hits, r.reset_at AS "resetAt"
             FROM app_provider a CROSS JOIN rate_limit_increment($2, $3) r ${SETTINGS} WHERE a.id = $1`,
    values: [providerId, calls.key(String(providerId)), calls.windowMs],
  });
  return row;
}

/**
 * App providers: the installer and retailer apps that call the verification API. Being enabled
 * (setting AllowedApps) and having to send photos (MandatorySerialPhoto) are settings keyed by the
 * client id, read on every call so a change takes effect at once.
 */
export class AppProviderService implements AppCallAuthenticator<AppProvider> {
  /** Made once: verifying with a raw string secret re-derives the key on every call. */
  private readonly key: KeyObject;

  constructor(
    private readonly pool: Pool,
    private readonly passwords: PasswordService,
    private readonly config: Pick<AppConfig, 'jwtSecret' | 'adminAllowList'>,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  async list(): Promise<AppProvider[]> {
    return (await this.pool.query<AppProvider>(`${SELECT} ORDER BY a.name`)).rows;
  }

  async findById(id: number): Promise<AppProvider | undefined> {
    return (await this.pool.query<AppProvider>(`${SELECT} WHERE a.id = $1`, [id])).rows[0];
  }

  /** Creates a provider (settings allow-list, audited); the secret is returned here once and stored only as a hash. */
  async create(
    caller: Caller,
    input: {name: string; contactEmail?: string; enabled?: boolean; mandatorySerialPhoto?: boolean},
  ): Promise<AppProvider & {clientSecret: string}> {
    assertAllowed(this.config, 'settings', caller);
    const name = input.name?.trim();
    if (!name) throw new ServiceError('name: This field is required', 'BAD_USER_INPUT');
    const clientId = `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40)}-${randomBytes(3).toString('hex')}`;
    const clientSecret = randomBytes(32).toString('base64url');
    const hash = await this.passwords.hash(clientSecret);
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN');
      const {rows} = await db.query<{id: number}>(
        'INSERT INTO app_provider (name, client_id, secret_hash, contact_email) VALUES ($1,$2,$3,$4) ON CONFLICT (name) DO NOTHING RETURNING id',
        [name, clientId, hash, input.contactEmail ?? null],
      );
      if (!rows[0]) throw new ServiceError(`An app provider named "${name}" already exists.`, 'CONFLICT');
      await this.writeSettings(db, clientId, input);
      await recordAudit(db, {
        userId: caller.id,
        action: 'app_provider.create',
        entity: 'AppProvider',
        entityId: rows[0].id,
        after: {
          name,
          clientId,
          contactEmail: input.contactEmail ?? null,
          enabled: !!input.enabled,
          mandatorySerialPhoto: !!input.mandatorySerialPhoto,
        },
      });
      await db.query('COMMIT');
      return {...(await this.findById(rows[0].id))!, clientSecret};
    } catch (err) {
      await db.query('ROLLBACK');
      throw err;
    } finally {
      db.release();
    }
  }

  /** Enables or disables a provider, or switches its photo rule (settings allow-list, audited). */
  async update(
    caller: Caller,
    id: number,
    input: {enabled?: boolean; mandatorySerialPhoto?: boolean},
  ): Promise<AppProvider> {
    assertAllowed(this.config, 'settings', caller);
    const provider = await this.findById(id);
    if (!provider) throw new ServiceError('App provider not found.', 'NOT_FOUND');
    if (
      input.mandatorySerialPhoto !== undefined &&
      input.mandatorySerialPhoto !== provider.mandatorySerialPhoto &&
      !(input.enabled ?? provider.enabled)
    ) {
      throw new ServiceError(
        'The mandatory serial photo can only be switched when the provider is enabled.',
        'BAD_USER_INPUT',
      );
    }
    await this.writeSettings(this.pool, provider.clientId, input);
    const after = (await this.findById(id))!;
    await recordAudit(this.pool, {
      userId: caller.id,
      action: 'app_provider.update',
      entity: 'AppProvider',
      entityId: id,
      before: provider,
      after,
    });
    return after;
  }

  private async writeSettings(
    db: Pick<Pool, 'query'>,
    clientId: string,
    input: {enabled?: boolean; mandatorySerialPhoto?: boolean},
  ) {
    const settings: Array<[string, boolean | undefined]> = [
      ['AllowedApps', input.enabled],
      ['MandatorySerialPhoto', input.mandatorySerialPhoto],
    ];
    for (const [type, value] of settings) {
      if (value === undefined) continue;
      await db.query(
        `INSERT INTO setting (setting_type, setting_key, setting_value) VALUES ($1,$2,$3)
         ON CONFLICT (setting_type, setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value, updated_at = now()`,
        [type, clientId, String(value)],
      );
    }
  }

  /** OAuth 2 client credentials: a short-lived bearer token for the verification API. */
  async issueToken(
    clientId: string,
    clientSecret: string,
  ): Promise<{access_token: string; token_type: 'Bearer'; expires_in: number}> {
    const {rows} = await this.pool.query<{id: number; secret_hash: string}>(
      'SELECT id, secret_hash FROM app_provider WHERE client_id = $1',
      [clientId ?? ''],
    );
    const valid = rows[0] ? await this.passwords.verify(rows[0].secret_hash, clientSecret ?? '') : false;
    if (!rows[0] || !valid)
      throw Object.assign(new HttpErrors.Unauthorized('invalid_client: unknown client_id or wrong client_secret'), {
        code: 'invalid_client',
      });
    const provider = (await this.findById(rows[0].id))!;
    if (!provider.enabled)
      throw new HttpErrors.Forbidden(`The app provider "${provider.name}" is not enabled (AllowedApps).`);
    const accessToken = jwt.sign({client_id: clientId, name: provider.name}, this.key, {
      subject: String(provider.id),
      audience: APP_TOKEN_AUDIENCE,
      issuer: 'voltcheck',
      expiresIn: APP_TOKEN_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return {access_token: accessToken, token_type: 'Bearer', expires_in: APP_TOKEN_TTL_SECONDS};
  }

  /**
   * The provider behind an app token (401 for a bad token, 403 for a provider no longer enabled) and
   * the call counted in its rate window (rate_limit_increment of `calls`), in one round trip: the
   * verification API pays for every one.
   */
  async authenticateCall(
    authorization: string | undefined,
    calls: RateWindow,
  ): Promise<{provider: AppProvider; totalHits: number; resetTime: Date}> {
    const id = this.tokenSubject(authorization);
    const row = await countProviderCall(this.pool, id, calls);
    const {hits, resetAt, ...provider} = this.usable(row);
    return {provider, totalHits: hits, resetTime: resetAt};
  }

  /** The provider id a bearer token of /api/v1/oauth/token names; 401 for a missing, invalid or expired one. */
  private tokenSubject(authorization: string | undefined): number {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!token)
      throw new HttpErrors.Unauthorized(
        'Authorization header with a bearer token from /api/v1/oauth/token is required.',
      );
    let sub: string;
    try {
      sub = String(
        (
          jwt.verify(token, this.key, {
            audience: APP_TOKEN_AUDIENCE,
            issuer: 'voltcheck',
            algorithms: ['HS256'],
          }) as jwt.JwtPayload
        ).sub,
      );
    } catch (err) {
      throw new HttpErrors.Unauthorized(
        /expired/.test((err as Error).message) ? 'The token has expired.' : 'The token is invalid.',
      );
    }
    return Number(sub);
  }

  /** 401 once the provider is gone, 403 while it is not enabled. */
  private usable<P extends AppProvider>(provider: P | undefined): P {
    if (!provider) throw new HttpErrors.Unauthorized('The app provider no longer exists.');
    if (!provider.enabled)
      throw new HttpErrors.Forbidden(`The app provider "${provider.name}" is not enabled (AllowedApps).`);
    return provider;
  }
}
