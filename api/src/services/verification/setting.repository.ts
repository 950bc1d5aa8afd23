import {BindingScope, injectable} from '@loopback/core';
import type {Setting} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/**
 * The settings (table setting): one text value per type and key, e.g. AllowedApps for an app provider's client id.
 * Their readers join them where they read what they configure (AppProviderRepository), so a change counts at once.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SettingRepository extends SqlRepository {
  /** Sets the value of a type for a key, in the caller's transaction (created, or replaced with a new updated_at). */
  async write(
    db: Queryable,
    settingType: Setting['settingType'],
    settingKey: Setting['settingKey'],
    value: Setting['settingValue'],
  ): Promise<void> {
    await db.query(
      `INSERT INTO setting (setting_type, setting_key, setting_value) VALUES ($1,$2,$3)
         ON CONFLICT (setting_type, setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value, updated_at = now()`,
      [settingType, settingKey, value],
    );
  }
}
