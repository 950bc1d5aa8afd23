import {RunningServer} from '../../server';
import {givenBrand, givenImporter, uniqueName} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';

describe('registration look-ups', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  const get = (path: string, query: Record<string, string | boolean>) =>
    client(server).get(path).query(query).expect(200);

  it('GET /api/account/AccountExist says whether a user name is taken', async () => {
    expect((await get('/api/account/AccountExist', {search: 'madmin'})).body).toEqual({status: true});
    expect((await get('/api/account/AccountExist', {search: 'MADMIN'})).body).toEqual({status: true});
    expect((await get('/api/account/AccountExist', {search: uniqueName('free')})).body).toEqual({status: false});
    expect((await get('/api/account/AccountExist', {search: ''})).body).toEqual({status: false});
    expect((await client(server).get('/api/account/AccountExist').expect(200)).body).toEqual({status: false});
  });

  it('GET /api/profile/manufactureravailable says whether a company name is free', async () => {
    const path = '/api/profile/manufactureravailable';
    expect((await get(path, {search: 'Demo Energy'})).body).toEqual({status: false});
    expect((await get(path, {search: 'demo supply co'})).body).toEqual({status: false});
    expect((await get(path, {search: await givenBrand(server)})).body).toEqual({status: true});
    expect((await get(path, {search: ''})).body).toEqual({status: false});
    // Scoped to the kind of registration: a supplier may take a manufacturer's name, and the reverse.
    expect((await get(path, {search: 'Demo Energy', supplier: true})).body).toEqual({status: true});
    expect((await get(path, {search: 'Demo Supply Co', supplier: false})).body).toEqual({status: true});
    expect((await get(path, {search: 'Demo Supply Co', supplier: true})).body).toEqual({status: false});
  });

  it('GET /api/profile/isvalid says whether a name is on the approved brand or importer list', async () => {
    const path = '/api/profile/isvalid';
    const brand = await givenBrand(server);
    const importer = await givenImporter(server);
    expect((await get(path, {search: brand.toLowerCase()})).body).toEqual({status: true});
    expect((await get(path, {search: importer})).body).toEqual({status: true});
    expect((await get(path, {search: uniqueName('Nobody')})).body).toEqual({status: false});
    expect((await get(path, {search: ''})).body).toEqual({status: false});
    expect((await get(path, {search: importer, supplier: false})).body).toEqual({status: false});
    expect((await get(path, {search: importer, supplier: true})).body).toEqual({status: true});
    expect((await get(path, {search: brand, supplier: true})).body).toEqual({status: true});
  });

  it('GET /api/profile/company completes approved names from both lists', async () => {
    const tag = uniqueName('zq').replace(/-/g, '');
    const names = [`${tag} Bravo Power`, `Alpha ${tag} Storage`, `${tag} Charlie Cells`];
    await givenBrand(server, names[0]);
    await givenImporter(server, names[1]);
    await givenBrand(server, names[2]);
    await givenImporter(server, names[2].toUpperCase()); // the same name on both lists appears once
    const res = await get('/api/profile/company', {search: tag.toUpperCase()});
    expect(res.body).toEqual([
      {Brand: `Alpha ${tag} Storage`},
      {Brand: `${tag} Bravo Power`},
      {Brand: `${tag} Charlie Cells`},
    ]);
    expect((await get('/api/profile/company', {search: tag, supplier: false})).body).toEqual([
      {Brand: `${tag} Bravo Power`},
      {Brand: `${tag} Charlie Cells`},
    ]);
  });

  it('GET /api/profile/company needs more than 1 character, answers at most 20, prefix matches first', async () => {
    expect((await get('/api/profile/company', {search: 'd'})).body).toEqual([]);
    expect((await get('/api/profile/company', {search: ''})).body).toEqual([]);
    const tag = uniqueName('yx').replace(/-/g, '');
    for (let i = 0; i < 22; i++) await givenBrand(server, `Z${String(i).padStart(2, '0')} ${tag}`);
    await givenBrand(server, `${tag} Prefix`);
    const res = await get('/api/profile/company', {search: tag});
    expect(res.body).toHaveLength(20);
    expect(res.body.map((b: {Brand: string}) => b.Brand)).toContain(`${tag} Prefix`);
    const names = res.body.map((b: {Brand: string}) => b.Brand.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('GET /api/profile/company treats % and _ literally', async () => {
    expect((await get('/api/profile/company', {search: '%%'})).body).toEqual([]);
    expect((await get('/api/profile/company', {search: '__'})).body).toEqual([]);
  });

  it('GET /api/profile/address suggests suburbs and postcodes from the postcode table', async () => {
    const suburb = `Testville ${uniqueName('s').replace(/-/g, '')}`;
    await server.pool.query(
      `INSERT INTO postcode (postcode, suburb, state, latitude, longitude) VALUES ('9999', $1, 'NSW', -33.5, 151.25), ('9998', $1, 'QLD', NULL, NULL)`,
      [suburb],
    );
    const slug = suburb.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const res = await get('/api/profile/address', {search: suburb.toUpperCase()});
    expect(res.body).toEqual([
      {
        description: `${suburb} QLD 9998, Australia`,
        suburb,
        state: 'QLD',
        postcode: '9998',
        latitude: null,
        longitude: null,
        placeId: `au-9998-${slug}`,
      },
      {
        description: `${suburb} NSW 9999, Australia`,
        suburb,
        state: 'NSW',
        postcode: '9999',
        latitude: -33.5,
        longitude: 151.25,
        placeId: `au-9999-${slug}`,
      },
    ]);
    const byPostcode = await get('/api/profile/address', {search: '9999'});
    expect(byPostcode.body.map((a: {suburb: string}) => a.suburb)).toContain(suburb);
    const withState = await get('/api/profile/address', {search: `${suburb} nsw`});
    expect(withState.body.map((a: {postcode: string}) => a.postcode)).toEqual(['9999']);
  });

  it('GET /api/profile/address needs more than 3 characters and answers at most 10', async () => {
    expect((await get('/api/profile/address', {search: 'Syd'})).body).toEqual([]);
    const tag = uniqueName('Manysub').replace(/-/g, '');
    for (let i = 0; i < 12; i++) {
      await server.pool.query(`INSERT INTO postcode (postcode, suburb, state) VALUES ($1, $2, 'VIC')`, [
        String(3900 + i),
        `${tag} ${i}`,
      ]);
    }
    expect((await get('/api/profile/address', {search: tag})).body).toHaveLength(10);
  });

  it('publishes every account call in the OpenAPI document', async () => {
    const {body} = await client(server).get('/openapi.json').expect(200);
    for (const path of [
      '/api/account/token',
      '/api/account/register',
      '/api/account/AccountExist',
      '/api/account/forgot',
      '/api/account/reset',
      '/api/account/activate',
      '/api/profile/profile',
      '/api/profile/change_password',
      '/api/profile/manufactureravailable',
      '/api/profile/isvalid',
      '/api/profile/company',
      '/api/profile/address',
    ]) {
      expect(body.paths[path]).toBeDefined();
    }
    expect(body.paths['/api/account/register'].post.description).toContain('No bearer token is returned');
  });
});
