import {securityId} from '@loopback/security';
import {Caller} from '../../services/kernel/caller';
import {
  AppProviderRow,
  InstallationReleaseRepository,
  InstallationReleaseService,
  InstallationToRelease,
  RELEASE_WINDOW_DAYS,
} from '../../services/verification';
import {WebhookService} from '../../services/webhooks';

const DAY = 86_400_000;
const provider = {id: 3, name: 'Installer App', clientId: 'installer-app'} as AppProviderRow;
const admin: Caller = {
  [securityId]: '1',
  id: 1,
  username: 'root',
  role: 'admin',
  manufacturerIds: [],
  manufacturerId: null,
  distributorId: null,
};

/** The service on a fake repository holding one installation (none without `installation`), and a fake webhook service. */
function givenService(installation?: Partial<InstallationToRelease>) {
  const found = installation && {
    id: 11,
    appProviderId: provider.id,
    createdOn: new Date(),
    releasedOn: null,
    ...installation,
  };
  const released: unknown[] = [];
  const events: Array<{type: string; targets: unknown[]}> = [];
  const dispatched: number[][] = [];
  const releases = {
    transaction: async <T>(work: (db: unknown) => Promise<T>) => work({query: async () => ({rows: []})}),
    lock: async (_db: unknown, id: number) => (found && found.id === id ? found : undefined),
    release: async (_db: unknown, r: unknown) => {
      released.push(r);
      return [
        {serial: 'V1', manufacturerId: 5},
        {serial: 'A1', manufacturerId: 6},
        {serial: 'V2', manufacturerId: 5},
      ];
    },
  } as unknown as InstallationReleaseRepository;
  const webhooks = {
    enqueue: async (_db: unknown, type: string, targets: unknown[]) => {
      events.push({type, targets});
      return [41, 42];
    },
    dispatch: async (ids: number[]) => {
      dispatched.push(ids);
    },
  } as unknown as WebhookService;
  return {service: new InstallationReleaseService(releases, webhooks), released, events, dispatched};
}

describe('InstallationReleaseService', () => {
  it('releases a provider’s own installation, tells the provider and each manufacturer of their serials, then dispatches', async () => {
    const {service, released, events, dispatched} = givenService({});
    const answer = await service.releaseByProvider(provider, 11, '  wrong site  ');
    expect(answer).toEqual({installationId: 11, releasedOn: expect.any(String), releasedSerials: ['V1', 'A1', 'V2']});
    expect(released).toEqual([
      {installationId: 11, by: 'app:installer-app', appProviderId: 3, userId: null, reason: 'wrong site'},
    ]);
    const data = (serials: string[]) => ({
      installationId: 11,
      reason: 'wrong site',
      releasedOn: answer.releasedOn,
      serials,
    });
    expect(events).toEqual([
      {
        type: 'installation.released',
        targets: [
          {owner: {appProviderId: 3}, data: data(['V1', 'A1', 'V2'])},
          {owner: {manufacturerId: 5}, data: data(['V1', 'V2'])},
          {owner: {manufacturerId: 6}, data: data(['A1'])},
        ],
      },
    ]);
    expect(dispatched).toEqual([[41, 42]]);
  });

  it('refuses a reason that is missing or longer than 500 characters', async () => {
    const {service} = givenService({});
    for (const reason of [undefined, '   ', 42, 'x'.repeat(501)])
      await expect(service.releaseByProvider(provider, 11, reason)).rejects.toMatchObject({code: 'VALIDATION'});
  });

  it('answers NOT_FOUND for an unknown installation or another provider’s, CONFLICT for one already released', async () => {
    await expect(givenService().service.releaseByProvider(provider, 11, 'r')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(givenService({appProviderId: 4}).service.releaseByProvider(provider, 11, 'r')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(givenService({releasedOn: new Date()}).service.releaseByAdmin(admin, 11, 'r')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('lets the provider release within the window only; an administrator at any time, of any provider', async () => {
    const late = {createdOn: new Date(Date.now() - (RELEASE_WINDOW_DAYS + 1) * DAY), appProviderId: 4};
    await expect(
      givenService({...late, appProviderId: provider.id}).service.releaseByProvider(provider, 11, 'r'),
    ).rejects.toMatchObject({code: 'FORBIDDEN'});
    const {service, released, events} = givenService(late);
    await service.releaseByAdmin(admin, 11, 'r');
    expect(released).toEqual([{installationId: 11, by: 'user:root', appProviderId: null, userId: 1, reason: 'r'}]);
    expect((events[0].targets[0] as {owner: unknown}).owner).toEqual({appProviderId: 4});
  });

  it('lists the release log, the limit kept within 1 to 500', async () => {
    const limits: number[] = [];
    const service = new InstallationReleaseService(
      {list: async (limit: number) => (limits.push(limit), [])} as unknown as InstallationReleaseRepository,
      {} as WebhookService,
    );
    await service.list(0);
    await service.list(10_000);
    await service.list();
    expect(limits).toEqual([1, 500, 100]);
  });
});
