import {APP_CALL_WINDOW} from '../../auth/app.strategy';
import {AppProviderRepository} from '../../services/verification';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAppProvider, GivenAppProvider} from '../helpers/verification-rows.helpers';

describe('AppProviderRepository (app_provider with its settings)', () => {
  let db: MigratedDatabase;
  let repo: AppProviderRepository;
  let zulu: GivenAppProvider;
  let alpha: GivenAppProvider;

  beforeAll(async () => {
    db = await givenMigratedDatabase('app_provider_repo');
    repo = new AppProviderRepository(db.pool);
    zulu = await givenAppProvider(db.pool, {
      name: 'Zulu App',
      secretHash: 'zulu-hash',
      ratePerMinute: 120,
      settings: {AllowedApps: 'true', MandatorySerialPhoto: 'true', TestMode: 'false'},
    });
    // No settings at all: not enabled, no photo rule, not in test mode. A value other than 'true' counts as false.
    alpha = await givenAppProvider(db.pool, {name: 'Alpha App', settings: {AllowedApps: 'yes'}});
  });
  afterAll(() => db.drop());

  it('lists the providers by name, each with its settings', async () => {
    expect(await repo.list()).toEqual([
      {
        id: alpha.id,
        name: 'Alpha App',
        clientId: alpha.clientId,
        contactEmail: null,
        ratePerMinute: 6000,
        createdOn: expect.any(Date),
        enabled: false,
        mandatorySerialPhoto: false,
        testMode: false,
      },
      {
        id: zulu.id,
        name: 'Zulu App',
        clientId: zulu.clientId,
        contactEmail: null,
        ratePerMinute: 120,
        createdOn: expect.any(Date),
        enabled: true,
        mandatorySerialPhoto: true,
        testMode: false,
      },
    ]);
  });

  it('finds one by id, through the caller’s transaction when given, and nothing for an unknown id', async () => {
    expect(await repo.findById(zulu.id)).toMatchObject({name: 'Zulu App', enabled: true});
    const seen = await repo.transaction(async tx => {
      await tx.query(
        `UPDATE setting SET setting_value = 'true' WHERE setting_key = $1 AND setting_type = 'AllowedApps'`,
        [alpha.clientId],
      );
      return repo.findById(alpha.id, tx);
    });
    expect(seen?.enabled).toBe(true);
    expect(await repo.findById(999999)).toBeUndefined();
  });

  it('answers a client id’s credentials', async () => {
    expect(await repo.findCredentials(zulu.clientId)).toEqual({id: zulu.id, secret_hash: 'zulu-hash'});
    expect(await repo.findCredentials('nobody')).toBeUndefined();
  });

  it('inserts a provider, and nothing when its name is taken', async () => {
    const id = await repo.insert(db.pool, {
      name: 'New App',
      clientId: 'new-app-1',
      secretHash: 'h',
      contactEmail: 'ops@new.example',
    });
    expect(await repo.findById(id!)).toMatchObject({
      name: 'New App',
      clientId: 'new-app-1',
      contactEmail: 'ops@new.example',
    });
    expect(
      await repo.insert(db.pool, {name: 'New App', clientId: 'new-app-2', secretHash: 'h', contactEmail: null}),
    ).toBeUndefined();
  });

  it('counts a call in the provider’s rate window as it reads the provider', async () => {
    const first = await repo.countCall(zulu.id, APP_CALL_WINDOW);
    const second = await repo.countCall(zulu.id, APP_CALL_WINDOW);
    expect(first).toMatchObject({id: zulu.id, name: 'Zulu App', enabled: true, mandatorySerialPhoto: true, hits: 1});
    expect(second?.hits).toBe(2);
    expect(second?.resetAt).toEqual(first?.resetAt);
    expect(first!.resetAt.getTime()).toBeGreaterThan(Date.now());
    expect(await repo.countCall(alpha.id, APP_CALL_WINDOW)).toMatchObject({id: alpha.id, hits: 1});
    expect(await repo.countCall(999999, APP_CALL_WINDOW)).toBeUndefined();
  });
});
