import {RegistryApp, SyncRegistryRepository} from '../../services/sync';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenDistributor, givenManufacturer, GivenManufacturer} from '../helpers/serial-rows.helpers';

describe('SyncRegistryRepository (supplier links, endpoints and apps from the registry)', () => {
  let db: MigratedDatabase;
  let repo: SyncRegistryRepository;
  let volta: GivenManufacturer;

  beforeAll(async () => {
    db = await givenMigratedDatabase('sync_registry_repo');
    repo = new SyncRegistryRepository(db.pool);
    volta = await givenManufacturer(db.pool, 'Volta');
  });
  afterAll(() => db.drop());

  const links = async () =>
    (
      await db.pool.query(
        `SELECT d.name::text AS supplier, dm.start_date, dm.end_date, dm.source, dm.end_date < current_date AS ended
           FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
          WHERE dm.manufacturer_id = $1 ORDER BY d.name`,
        [volta.manufacturerId],
      )
    ).rows;
  const app = (name: string, a: Partial<RegistryApp> = {}): RegistryApp => ({
    name,
    provider: 'Provider Co',
    platform: 'ios',
    approvedOn: '2024-01-01',
    ...a,
  });

  it('links the suppliers listed for our manufacturers, adds unknown suppliers, replaces endpoints, upserts apps', async () => {
    await givenDistributor(db.pool, [volta.manufacturerId], 'Hand Made Links');
    await db.pool.query(`INSERT INTO vsp_endpoint (name, url) VALUES ('gone', 'https://gone.example')`);
    const counts = await repo.applyReferenceData({
      manufacturers: [
        {name: 'volta', suppliers: [{name: 'Sun Supply', abn: '1', startDate: '2024-01-01', endDate: null}]},
        {name: 'Not Ours', suppliers: [{name: 'Elsewhere', abn: null, startDate: null, endDate: null}]},
      ],
      endpoints: [{name: 'main', url: 'https://vsp.example', version: '2'}],
      apps: [app('App One')],
    });
    // added: 1 link + 1 supplier + 1 endpoint + 1 app; removed: the endpoint no longer listed.
    expect(counts).toEqual({added: 4, changed: 0, removed: 1});
    expect(await links()).toEqual([
      {supplier: 'Hand Made Links', start_date: expect.any(String), end_date: null, source: null, ended: null},
      {supplier: 'Sun Supply', start_date: '2024-01-01', end_date: null, source: 'registry', ended: null},
    ]);
    const suppliers = await db.pool.query(`SELECT name::text, abn FROM distributor WHERE name = 'Elsewhere'`);
    expect(suppliers.rows).toEqual([]);
    expect((await db.pool.query('SELECT name, url, version FROM vsp_endpoint')).rows).toEqual([
      {name: 'main', url: 'https://vsp.example', version: '2'},
    ]);
  });

  it('ends yesterday the links it brought that the registry no longer lists, never the others', async () => {
    await givenDistributor(db.pool, [], 'New Supply');
    const counts = await repo.applyReferenceData({
      manufacturers: [{name: 'Volta', suppliers: [{name: 'New Supply', abn: null, startDate: null, endDate: null}]}],
      endpoints: [{name: 'main', url: 'https://vsp.example', version: '3'}],
      apps: [app('App One')],
    });
    // added: the new link; changed: the endpoint's version; removed: Sun Supply's link ended.
    expect(counts).toEqual({added: 1, changed: 1, removed: 1});
    expect(await links()).toEqual([
      {supplier: 'Hand Made Links', start_date: expect.any(String), end_date: null, source: null, ended: null},
      {supplier: 'New Supply', start_date: expect.any(String), end_date: null, source: 'registry', ended: null},
      {supplier: 'Sun Supply', start_date: '2024-01-01', end_date: expect.any(String), source: 'registry', ended: true},
    ]);
  });

  it('adds the newly approved apps and changes those that changed', async () => {
    expect(await repo.applyNewApps([app('App One', {platform: 'android'}), app('App Two')])).toEqual({
      added: 1,
      changed: 1,
      removed: 0,
    });
    expect(await repo.applyNewApps([app('App One', {platform: 'android'})])).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
    });
    const {rows} = await db.pool.query('SELECT name, platform FROM registry_app ORDER BY name');
    expect(rows).toEqual([
      {name: 'App One', platform: 'android'},
      {name: 'App Two', platform: 'ios'},
    ]);
  });
});
