import {ReferenceDataRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAppProvider} from '../helpers/verification-rows.helpers';

describe('ReferenceDataRepository (the registry’s endpoints and app providers, as Reference Data lists them)', () => {
  let db: MigratedDatabase;
  let repo: ReferenceDataRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('reference_data_repo');
    repo = new ReferenceDataRepository(db.pool);
  });
  afterAll(() => db.drop());

  it('lists the app providers by name with whether AllowedApps enables them', async () => {
    const zed = await givenAppProvider(db.pool, {name: 'Zed App', settings: {AllowedApps: 'true'}});
    const able = await givenAppProvider(db.pool, {name: 'Able App', settings: {AllowedApps: 'false'}});
    expect(await repo.appProviders()).toEqual([
      {id: able.id, name: 'Able App', contactEmail: null, createdOn: expect.any(Date), enabled: false},
      {id: zed.id, name: 'Zed App', contactEmail: null, createdOn: expect.any(Date), enabled: true},
    ]);
  });

  it('lists the verification service providers’ endpoints by name, in any case', async () => {
    await db.pool.query(
      `INSERT INTO vsp_endpoint (name, url, version) VALUES ('beta vsp', 'https://b.example/api', '2'),
                                                            ('Alpha VSP', 'https://a.example/api', NULL)`,
    );
    expect(await repo.vspEndpoints()).toEqual([
      {
        id: expect.any(Number),
        name: 'Alpha VSP',
        url: 'https://a.example/api',
        version: null,
        updatedOn: expect.any(Date),
      },
      {
        id: expect.any(Number),
        name: 'beta vsp',
        url: 'https://b.example/api',
        version: '2',
        updatedOn: expect.any(Date),
      },
    ]);
  });
});
