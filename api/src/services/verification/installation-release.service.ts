import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {WebhookService} from '../webhooks/webhook.service';
import {AppProviderRow} from './app-provider.repository';
import {invalidInput} from '../kernel/service-error';
import {InstallationReleaseRepository, InstallationReleaseRow} from './installation-release.repository';

/** How long after its verification the provider that made an installation may release it itself (docs/api.md). */
export const RELEASE_WINDOW_DAYS = 14;

export interface ReleaseAnswer {
  installationId: number;
  releasedOn: string;
  /** The serials available again. */
  releasedSerials: string[];
}

/**
 * Releasing a wrongly claimed installation: its serials become available again and every count
 * it added is undone. The provider that made it may, within RELEASE_WINDOW_DAYS; an administrator always. Each release
 * is logged (installation_release) and audited, and the provider and the serials' manufacturers hear of it by webhook.
 */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationReleaseService {
  constructor(
    @service(InstallationReleaseRepository) private readonly releases: InstallationReleaseRepository,
    @service(WebhookService) private readonly webhooks: WebhookService,
  ) {}

  /** By the provider: someone else's installation answers as an unknown one. */
  releaseByProvider(provider: AppProviderRow, installationId: number, reason: unknown): Promise<ReleaseAnswer> {
    return this.release({provider}, installationId, reason);
  }

  /** By an administrator, at any time. */
  releaseByAdmin(caller: Caller, installationId: number, reason: unknown): Promise<ReleaseAnswer> {
    return this.release({caller}, installationId, reason);
  }

  list(limit = 100): Promise<InstallationReleaseRow[]> {
    return this.releases.list(Math.min(Math.max(limit, 1), 500));
  }

  private async release(
    by: {provider: AppProviderRow} | {caller: Caller},
    installationId: number,
    reason: unknown,
  ): Promise<ReleaseAnswer> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text || text.length > 500) throw invalidInput('reason', 'This field is required (at most 500 characters)');
    const provider = 'provider' in by ? by.provider : undefined;
    const caller = 'caller' in by ? by.caller : undefined;
    const {answer, deliveries} = await this.releases.transaction(async db => {
      const found = await this.releases.lock(db, installationId);
      if (!found || (provider && found.appProviderId !== provider.id))
        throw new ServiceError('No such installation of yours.', 'NOT_FOUND');
      if (found.releasedOn) throw new ServiceError('This installation is already released.', 'CONFLICT');
      if (provider && Date.now() - found.createdOn.getTime() > RELEASE_WINDOW_DAYS * 86_400_000)
        throw new ServiceError(
          `Installations can be released by their provider within ${RELEASE_WINDOW_DAYS} days; ask an administrator.`,
          'FORBIDDEN',
        );
      const freed = await this.releases.release(db, {
        installationId,
        by: provider ? `app:${provider.clientId}` : `user:${caller!.username}`,
        appProviderId: provider?.id ?? null,
        userId: caller?.id ?? null,
        reason: text,
      });
      const releasedOn = new Date().toISOString();
      await recordAudit(db, {
        userId: caller?.id ?? null,
        action: 'installation.release',
        entity: 'Installation',
        entityId: installationId,
        before: {releasedOn: null, serials: freed.map(f => f.serial)},
        after: {releasedOn, reason: text, by: provider ? {appProvider: provider.name} : {user: caller!.username}},
      });
      const data = (serials: string[]) => ({installationId, reason: text, releasedOn, serials});
      const manufacturers = [...new Set(freed.map(f => f.manufacturerId))];
      const deliveryIds = await this.webhooks.enqueue(db, 'installation.released', [
        ...(found.appProviderId
          ? [{owner: {appProviderId: found.appProviderId}, data: data(freed.map(f => f.serial))}]
          : []),
        ...manufacturers.map(m => ({
          owner: {manufacturerId: m},
          data: data(freed.filter(f => f.manufacturerId === m).map(f => f.serial)),
        })),
      ]);
      return {answer: {installationId, releasedOn, releasedSerials: freed.map(f => f.serial)}, deliveries: deliveryIds};
    });
    await this.webhooks.dispatch(deliveries);
    return answer;
  }
}
