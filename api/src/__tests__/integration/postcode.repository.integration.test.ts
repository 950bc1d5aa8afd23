import {PostcodeRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenPostcode} from '../helpers/registry-rows.helpers';

describe('PostcodeRepository (postcode: address suggestions and the cities of Manage Postcodes)', () => {
  let db: MigratedDatabase;
  let repo: PostcodeRepository;
  let admin: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('postcode_repo');
    repo = new PostcodeRepository(db.pool);
    admin = await givenAccount(db.pool, {role: 'admin'});
    await givenPostcode(db.pool, {
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      latitude: -33.87,
      longitude: 151.21,
    });
    await givenPostcode(db.pool, {suburb: 'Sydenham', state: 'NSW', postcode: '2044'});
    await givenPostcode(db.pool, {suburb: 'Darwin', state: 'NT', postcode: '0800'});
    await givenPostcode(db.pool, {suburb: 'St_Kilda', state: 'VIC', postcode: '3182'});
  });
  afterAll(() => db.drop());

  it('suggests suburbs by name, postcode, or "Suburb STATE postcode" prefix, in any case', async () => {
    expect(await repo.suggest('syd', 10)).toEqual([
      {postcode: '2044', suburb: 'Sydenham', state: 'NSW', latitude: null, longitude: null},
      {postcode: '2000', suburb: 'Sydney', state: 'NSW', latitude: -33.87, longitude: 151.21},
    ]);
    expect((await repo.suggest('0800', 10)).map(p => p.suburb)).toEqual(['Darwin']);
    expect((await repo.suggest('sydney,  nsw 2', 10)).map(p => p.suburb)).toEqual(['Sydney']);
    expect((await repo.suggest('s', 1)).map(p => p.suburb)).toEqual(['St_Kilda']);
    expect(await repo.suggest('st%', 10)).toEqual([]);
  });

  it('searches cities by name, state, postcode or free text, a page at a time, with the count', async () => {
    const page = await repo.search({cityName: 'SYD', limit: 1, offset: 1});
    expect(page).toEqual({
      count: 2,
      list: [
        {
          cityId: expect.any(Number),
          cityName: 'Sydney',
          stateName: 'NSW',
          postalCode: '2000',
          createdOn: expect.any(Date),
          updatedOn: expect.any(Date),
          createdBy: null,
          updatedBy: null,
        },
      ],
    });
    const names = async (q: object) => (await repo.search({limit: 10, offset: 0, ...q})).list.map(c => c.cityName);
    expect(await names({state: 'NT'})).toEqual(['Darwin']);
    expect(await names({postalCode: '20'})).toEqual(['Sydenham', 'Sydney']);
    expect(await names({freeText: 'vic'})).toEqual(['St_Kilda']);
    expect(await names({freeText: '318'})).toEqual(['St_Kilda']);
    expect(await names({cityName: 'st_', state: 'VIC'})).toEqual(['St_Kilda']);
    expect(await names({cityName: 'S_'})).toEqual([]);
  });

  it('knows whether a city, state and postcode combination exists, and adds a city once', async () => {
    expect(await repo.exists('sydney', 'NSW', '2000')).toBe(true);
    expect(await repo.exists('Sydney', 'VIC', '2000')).toBe(false);
    const city = await repo.create('Newtown', 'NSW', '2042', admin);
    expect(city).toMatchObject({
      cityName: 'Newtown',
      stateName: 'NSW',
      postalCode: '2042',
      createdBy: admin,
      updatedBy: admin,
    });
    expect(await repo.create('Newtown', 'NSW', '2042', admin)).toBeUndefined();
    expect(await repo.exists('NEWTOWN', 'NSW', '2042')).toBe(true);
  });
});
