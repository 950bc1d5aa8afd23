import {BindingScope, injectable} from '@loopback/core';
import {RateWindow} from '../../auth/rate-limit-window';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

export interface AppProvider {
  id: number;
  name: string;
  clientId: string;
  contactEmail: string | null;
  enabled: boolean;
  mandatorySerialPhoto: boolean;
  /** Setting TestMode: calls are answered as in production and leave only their batch, marked as test. */
  testMode: boolean;
  ratePerMinute: number;
  createdOn: string;
}

const COLUMNS = `a.id, a.name, a.client_id AS "clientId", a.contact_email AS "contactEmail", a.rate_per_minute AS "ratePerMinute",
  a.created_on AS "createdOn", COALESCE(allowed.setting_value = 'true', false) AS enabled,
  COALESCE(photo.setting_value = 'true', false) AS "mandatorySerialPhoto",
  COALESCE(test.setting_value = 'true', false) AS "testMode"`;
const SETTINGS = `
    LEFT JOIN setting allowed ON allowed.setting_type = 'AllowedApps' AND allowed.setting_key = a.client_id
    LEFT JOIN setting photo ON photo.setting_type = 'MandatorySerialPhoto' AND photo.setting_key = a.client_id
    LEFT JOIN setting test ON test.setting_type = 'TestMode' AND test.setting_key = a.client_id`;
const SELECT = `SELECT ${COLUMNS} FROM app_provider a ${SETTINGS}`;

/** One batch of a provider as administrators list them. */
export interface ProviderBatch {
  batchId: string;
  requestId: string;
  requestType: number;
  isTest: boolean;
  installationId: number | null;
  createdOn: string;
}

/** The settings of a provider, keyed by its client id: AllowedApps (enabled), MandatorySerialPhoto and TestMode. */
export interface ProviderSettings {
  enabled?: boolean;
  mandatorySerialPhoto?: boolean;
  testMode?: boolean;
}

/** The app providers with their settings (read on every call, so a change takes effect at once). */
@injectable({scope: BindingScope.SINGLETON})
export class AppProviderStore extends SqlRepository {
  async list(): Promise<AppProvider[]> {
    return (await this.pool.query<AppProvider>(`${SELECT} ORDER BY a.name`)).rows;
  }

  async findById(id: number, db: Queryable = this.pool): Promise<AppProvider | undefined> {
    return (await db.query<AppProvider>(`${SELECT} WHERE a.id = $1`, [id])).rows[0];
  }

  /** The provider's id and secret hash by its client id. */
  async findCredentials(clientId: string): Promise<{id: number; secret_hash: string} | undefined> {
    const {rows} = await this.pool.query<{id: number; secret_hash: string}>(
      'SELECT id, secret_hash FROM app_provider WHERE client_id = $1',
      [clientId],
    );
    return rows[0];
  }

  /** Inserts a provider; undefined when one has this name already. */
  async insert(
    db: Queryable,
    p: {name: string; clientId: string; secretHash: string; contactEmail: string | null},
  ): Promise<number | undefined> {
    const {rows} = await db.query<{id: number}>(
      'INSERT INTO app_provider (name, client_id, secret_hash, contact_email) VALUES ($1,$2,$3,$4) ON CONFLICT (name) DO NOTHING RETURNING id',
      [p.name, p.clientId, p.secretHash, p.contactEmail],
    );
    return rows[0]?.id;
  }

  async writeSettings(db: Queryable, clientId: string, input: ProviderSettings): Promise<void> {
    const settings: Array<[string, boolean | undefined]> = [
      ['AllowedApps', input.enabled],
      ['MandatorySerialPhoto', input.mandatorySerialPhoto],
      ['TestMode', input.testMode],
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

  /** A provider's newest batches (test-mode ones marked), for administrators. */
  async recentBatches(providerId: number, limit: number): Promise<ProviderBatch[]> {
    const {rows} = await this.pool.query<ProviderBatch>(
      `SELECT id AS "batchId", request_id AS "requestId", request_type AS "requestType", is_test AS "isTest",
              installation_id AS "installationId", created_on AS "createdOn"
         FROM verification_batch WHERE app_provider_id = $1 ORDER BY created_on DESC LIMIT $2`,
      [providerId, limit],
    );
    return rows;
  }

  /**
   * The statement every verification call starts with: the provider (undefined when it is gone) and
   * its call counted in its rate window (rate_limit_increment of `calls`), in one round trip.
   */
  async countCall(
    providerId: number,
    calls: RateWindow,
  ): Promise<(AppProvider & {hits: number; resetAt: Date}) | undefined> {
    const {
      rows: [row],
    } = await this.pool.query<AppProvider & {hits: number; resetAt: Date}>({
      name: 'vc-provider-call',
      text: `SELECT ${COLUMNS}, r.hits, r.reset_at AS "resetAt"
               FROM app_provider a CROSS JOIN rate_limit_increment($2, $3) r ${SETTINGS} WHERE a.id = $1`,
      values: [providerId, calls.key(String(providerId)), calls.windowMs],
    });
    return row;
  }
}
