import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomBytes} from 'node:crypto';
import {Caller} from '../kernel/caller';
import {AppConfig} from '../../config';
import {assertAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/record-audit';
import {PasswordService} from '../kernel/password.service';
import {ServiceError} from '../kernel/service-error';
import {Queryable} from '../../database/transaction';
import {
  AppProviderRepository,
  AppProviderRow,
  PROVIDER_SETTING_TYPES,
  ProviderSettings,
} from './app-provider.repository';
import {SettingRepository} from './setting.repository';
import {ProviderBatch, VerificationBatchRepository} from './verification-batch.repository';
import {ConfigBindings} from '../../config.keys';

/** The calls per minute an administrator may set for a provider. */
export const RATE_PER_MINUTE_RANGE = {min: 1, max: 100_000};

/**
 * App providers: the installer and retailer apps that call the verification API, as administrators
 * register and configure them. Being enabled (setting AllowedApps) and having to send photos
 * (MandatorySerialPhoto) are settings keyed by the client id (AppTokenService reads them on every call).
 */
@injectable({scope: BindingScope.SINGLETON})
export class AppProviderService {
  constructor(
    @service(AppProviderRepository) private readonly providers: AppProviderRepository,
    @service(SettingRepository) private readonly settings: SettingRepository,
    @service(VerificationBatchRepository) private readonly batches: VerificationBatchRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  list(): Promise<AppProviderRow[]> {
    return this.providers.list();
  }

  findById(id: number): Promise<AppProviderRow | undefined> {
    return this.providers.findById(id);
  }

  /** The provider's newest batches, test-mode ones marked (administrators); an unknown provider is 404. */
  async recentBatches(id: number, limit = 50): Promise<ProviderBatch[]> {
    if (!(await this.findById(id))) throw new ServiceError('App provider not found.', 'NOT_FOUND');
    return this.batches.recentOf(id, Math.min(Math.max(limit, 1), 500));
  }

  /** Creates a provider (settings allow-list, audited); the secret is returned here once and stored only as a hash. */
  async create(
    caller: Caller,
    input: {name: string; contactEmail?: string} & ProviderSettings,
  ): Promise<AppProviderRow & {clientSecret: string}> {
    assertAllowed(this.config, 'settings', caller);
    const name = typeof input?.name === 'string' ? input.name.trim() : '';
    if (!name) throw new ServiceError('name: This field is required', 'VALIDATION', {field: 'name'});
    const clientId = `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40)}-${randomBytes(3).toString('hex')}`;
    const clientSecret = randomBytes(32).toString('base64url');
    const secretHash = await this.passwords.hash(clientSecret);
    const id = await this.providers.transaction(async db => {
      const created = await this.providers.insert(db, {
        name,
        clientId,
        secretHash,
        contactEmail: input.contactEmail ?? null,
      });
      if (!created) throw new ServiceError(`An app provider named "${name}" already exists.`, 'CONFLICT');
      await this.writeSettings(db, clientId, input);
      await recordAudit(db, {
        userId: caller.id,
        action: 'app_provider.create',
        entity: 'AppProvider',
        entityId: created,
        after: {
          name,
          clientId,
          contactEmail: input.contactEmail ?? null,
          enabled: !!input.enabled,
          mandatorySerialPhoto: !!input.mandatorySerialPhoto,
          testMode: !!input.testMode,
        },
      });
      return created;
    });
    return {...(await this.findById(id))!, clientSecret};
  }

  /**
   * Enables or disables a provider, switches its photo rule or its test mode, or sets its calls per minute (settings
   * allow-list, audited); each call reads the provider afresh, so a change holds from the next call.
   */
  async update(
    caller: Caller,
    id: number,
    input: ProviderSettings & {ratePerMinute?: number},
  ): Promise<AppProviderRow> {
    assertAllowed(this.config, 'settings', caller);
    const rate = input.ratePerMinute;
    const {min, max} = RATE_PER_MINUTE_RANGE;
    if (rate !== undefined && (!Number.isInteger(rate) || rate < min || rate > max))
      throw new ServiceError(`ratePerMinute: a whole number from ${min} to ${max}`, 'VALIDATION', {
        field: 'ratePerMinute',
      });
    const provider = await this.findById(id);
    if (!provider) throw new ServiceError('App provider not found.', 'NOT_FOUND');
    if (
      input.mandatorySerialPhoto !== undefined &&
      input.mandatorySerialPhoto !== provider.mandatorySerialPhoto &&
      !(input.enabled ?? provider.enabled)
    ) {
      throw new ServiceError(
        'The mandatory serial photo can only be switched when the provider is enabled.',
        'VALIDATION',
        {field: 'mandatorySerialPhoto'},
      );
    }
    // The settings, the provider as it is then and the audit entry commit together.
    return this.providers.transaction(async db => {
      await this.writeSettings(db, provider.clientId, input);
      if (rate !== undefined) await this.providers.setRatePerMinute(db, id, rate);
      const after = (await this.providers.findById(id, db))!;
      await recordAudit(db, {
        userId: caller.id,
        action: 'app_provider.update',
        entity: 'AppProvider',
        entityId: id,
        before: provider,
        after,
      });
      return after;
    });
  }

  /** The switches given, each as its setting keyed by the client id (those left out stay as they are). */
  private async writeSettings(db: Queryable, clientId: string, input: ProviderSettings): Promise<void> {
    for (const [field, type] of Object.entries(PROVIDER_SETTING_TYPES)) {
      const value = input[field as keyof ProviderSettings];
      if (value !== undefined) await this.settings.write(db, type, clientId, String(value));
    }
  }
}
