import {BindingScope, injectable} from '@loopback/core';
import type {AppProviderWithSettings} from '../../models';
import {RateWindow} from '../../auth/rate-limit-window';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/** An app provider as the API reads it: its row without the secret's hash, and its settings. */
export type AppProviderRow = Required<
  Pick<
    AppProviderWithSettings,
    | 'id'
    | 'name'
    | 'clientId'
    | 'contactEmail'
    | 'ratePerMinute'
    | 'createdOn'
    | 'enabled'
    | 'mandatorySerialPhoto'
    | 'testMode'
  >
>;

/** The switches of a provider, each a setting keyed by its client id (SettingRepository). */
export type ProviderSettings = Partial<Pick<AppProviderWithSettings, 'enabled' | 'mandatorySerialPhoto' | 'testMode'>>;

/** The setting type of each switch. */
export const PROVIDER_SETTING_TYPES: Record<keyof ProviderSettings, string> = {
  enabled: 'AllowedApps',
  mandatorySerialPhoto: 'MandatorySerialPhoto',
  testMode: 'TestMode',
};

const COLUMNS = `a.id, a.name, a.client_id AS "clientId", a.contact_email AS "contactEmail", a.rate_per_minute AS "ratePerMinute",
  a.created_on AS "createdOn", COALESCE(allowed.setting_value = 'true', false) AS enabled,
  COALESCE(photo.setting_value = 'true', false) AS "mandatorySerialPhoto",
  COALESCE(test.setting_value = 'true', false) AS "testMode"`;
const SETTINGS = `
    LEFT JOIN setting allowed ON allowed.setting_type = 'AllowedApps' AND allowed.setting_key = a.client_id
    LEFT JOIN setting photo ON photo.setting_type = 'MandatorySerialPhoto' AND photo.setting_key = a.client_id
    LEFT JOIN setting test ON test.setting_type = 'TestMode' AND test.setting_key = a.client_id`;
const SELECT = `SELECT ${COLUMNS} FROM app_provider a ${SETTINGS}`;

/**
 * The app providers, each read with its settings (on every call, so a change takes effect at once); the settings
 * themselves are written through SettingRepository.
 */
@injectable({scope: BindingScope.SINGLETON})
export class AppProviderRepository extends SqlRepository {
  async list(): Promise<AppProviderRow[]> {
    return (await this.pool.query<AppProviderRow>(`${SELECT} ORDER BY a.name`)).rows;
  }

  async findById(id: number, db: Queryable = this.pool): Promise<AppProviderRow | undefined> {
    return (await db.query<AppProviderRow>(`${SELECT} WHERE a.id = $1`, [id])).rows[0];
  }

  async setRatePerMinute(db: Queryable, id: number, rate: number): Promise<void> {
    await db.query('UPDATE app_provider SET rate_per_minute = $2 WHERE id = $1', [id, rate]);
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

  /**
   * The statement every verification call starts with: the provider (undefined when it is gone) and its call
   * counted in its rate window (rate_limit_increment of `calls`), in one round trip.
   */
  async countCall(
    providerId: number,
    calls: RateWindow,
  ): Promise<(AppProviderRow & {hits: number; resetAt: Date}) | undefined> {
    const {
      rows: [row],
    } = await this.pool.query<AppProviderRow & {hits: number; resetAt: Date}>({
      name: 'vc-provider-call',
      text: `SELECT ${COLUMNS}, r.hits, r.reset_at AS "resetAt"
               FROM app_provider a CROSS JOIN rate_limit_increment($2, $3) r ${SETTINGS} WHERE a.id = $1`,
      values: [providerId, calls.key(String(providerId)), calls.windowMs],
    });
    return row;
  }
}
