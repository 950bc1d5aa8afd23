import {securityId} from '@loopback/security';
import {Caller} from '../../services/kernel/caller';
import {PasswordService} from '../../services/kernel/password.service';
import {
  AppProviderRepository,
  AppProviderRow,
  AppProviderService,
  SettingRepository,
  VerificationBatchRepository,
} from '../../services/verification';

const admin: Caller = {
  [securityId]: '1',
  id: 1,
  username: 'root',
  role: 'admin',
  manufacturerIds: [],
  manufacturerId: null,
  distributorId: null,
};

const providerRow = (p: Partial<AppProviderRow> = {}): AppProviderRow => ({
  id: 7,
  name: 'Installer App',
  clientId: 'installer-app-abc123',
  contactEmail: null,
  ratePerMinute: 6000,
  createdOn: new Date(0),
  enabled: true,
  mandatorySerialPhoto: false,
  testMode: false,
  ...p,
});

/** The service on fake repositories: the providers it knows, the settings and audit entries it writes. */
function givenService(o: {known?: AppProviderRow; insertedId?: number; allowList?: string[]} = {}) {
  const settings: Array<[string, string, string]> = [];
  const audits: unknown[][] = [];
  const tx = {
    query: async (_text: string, values: unknown[]) => {
      audits.push(values);
      return {rows: [], rowCount: 1};
    },
  };
  let provider = o.known;
  const providers = {
    findById: async (id: number) => (provider && provider.id === id ? provider : undefined),
    insert: async (_db: unknown, p: {name: string; clientId: string}) => {
      if (o.insertedId === undefined) return undefined;
      provider = providerRow({id: o.insertedId, name: p.name, clientId: p.clientId, enabled: false});
      return o.insertedId;
    },
    transaction: async <T>(work: (db: unknown) => Promise<T>) => work(tx),
  } as unknown as AppProviderRepository;
  const settingRepo = {
    write: async (_db: unknown, type: string, key: string, value: string) => {
      settings.push([type, key, value]);
    },
  } as unknown as SettingRepository;
  const recent: Array<[number, number]> = [];
  const batches = {
    recentOf: async (id: number, limit: number) => {
      recent.push([id, limit]);
      return [];
    },
  } as unknown as VerificationBatchRepository;
  const passwords = {hash: async (s: string) => `hashed:${s.length}`} as unknown as PasswordService;
  const service = new AppProviderService(providers, settingRepo, batches, passwords, {
    adminAllowList: {settings: o.allowList} as never,
  });
  return {service, settings, audits, recent};
}

describe('AppProviderService', () => {
  describe('create', () => {
    it('registers the provider with a client id from its name, writes only the settings given, audits it', async () => {
      const {service, settings, audits} = givenService({insertedId: 9});
      const created = await service.create(admin, {name: '  Acme Installer!  ', enabled: true, testMode: false});
      expect(created.clientId).toMatch(/^acme-installer-[0-9a-f]{6}$/);
      expect(created.clientSecret).toMatch(/^[\w-]{43}$/);
      expect(settings).toEqual([
        ['AllowedApps', created.clientId, 'true'],
        ['TestMode', created.clientId, 'false'],
      ]);
      expect(audits).toHaveLength(1);
      expect(audits[0].slice(0, 4)).toEqual([1, 'app_provider.create', 'AppProvider', '9']);
      expect(JSON.parse(audits[0][5] as string)).toEqual({
        name: 'Acme Installer!',
        clientId: created.clientId,
        contactEmail: null,
        enabled: true,
        mandatorySerialPhoto: false,
        testMode: false,
      });
    });

    it('refuses a blank name, a name taken, and an administrator off the settings allow-list', async () => {
      await expect(givenService({insertedId: 9}).service.create(admin, {name: '  '})).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      await expect(givenService().service.create(admin, {name: 'Taken'})).rejects.toMatchObject({code: 'CONFLICT'});
      await expect(
        givenService({insertedId: 9, allowList: ['someone']}).service.create(admin, {name: 'Acme'}),
      ).rejects.toMatchObject({code: 'FORBIDDEN'});
    });
  });

  describe('update', () => {
    it('switches the photo rule of an enabled provider, writing the setting and auditing before and after', async () => {
      const {service, settings, audits} = givenService({known: providerRow()});
      await service.update(admin, 7, {mandatorySerialPhoto: true});
      expect(settings).toEqual([['MandatorySerialPhoto', 'installer-app-abc123', 'true']]);
      expect(audits.map(a => a[1])).toEqual(['app_provider.update']);
    });

    it('refuses to switch the photo rule of a disabled provider, unless the same change enables it', async () => {
      const disabled = providerRow({enabled: false});
      await expect(
        givenService({known: disabled}).service.update(admin, 7, {mandatorySerialPhoto: true}),
      ).rejects.toMatchObject({code: 'VALIDATION'});
      const {service, settings} = givenService({known: disabled});
      await service.update(admin, 7, {enabled: true, mandatorySerialPhoto: true});
      expect(settings.map(s => s[0])).toEqual(['AllowedApps', 'MandatorySerialPhoto']);
      // Asking for the rule it already has is no switch.
      await expect(
        givenService({known: disabled}).service.update(admin, 7, {mandatorySerialPhoto: false}),
      ).resolves.toBeDefined();
    });

    it('answers NOT_FOUND for an unknown provider', async () => {
      await expect(givenService().service.update(admin, 8, {enabled: true})).rejects.toMatchObject({code: 'NOT_FOUND'});
    });
  });

  it('lists a known provider’s newest batches, the limit kept within 1 to 500', async () => {
    const {service, recent} = givenService({known: providerRow()});
    await service.recentBatches(7, 0);
    await service.recentBatches(7, 9999);
    await service.recentBatches(7);
    expect(recent).toEqual([
      [7, 1],
      [7, 500],
      [7, 50],
    ]);
    await expect(service.recentBatches(8)).rejects.toMatchObject({code: 'NOT_FOUND'});
  });
});
