import {RunningServer} from '../../server';
import {givenAccount, signIn} from '../helpers/account.helpers';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';

describe('GET /api/profile/profile and POST /api/profile/change_password', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  async function profileOf(username: string) {
    const token = await givenToken(server, username);
    return (await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(200)).body;
  }

  async function idOf(table: string, name: string): Promise<number> {
    return (await server.pool.query(`SELECT id FROM ${table} WHERE name = $1`, [name])).rows[0].id;
  }

  it("answers the manufacturer admin's profile with its manufacturer", async () => {
    const demoEnergy = await idOf('manufacturer', 'Demo Energy');
    const profile = await profileOf('madmin');
    expect(profile).toEqual({
      manufacturerId: demoEnergy,
      displayName: 'Demo Energy',
      isDistributor: false,
      userId: expect.any(Number),
      uploadFrequency: 2,
      address: '1 Demo Street, Sydney NSW 2000',
      googlePlaceId: null,
      logo: null,
      profilePhoto: null,
      firstName: 'Mia',
      lastName: 'Maker',
      email: 'madmin@demo-energy.example',
      phoneNumber: '0412345678',
      isStaff: false,
      role: 'madmin',
      username: 'madmin',
      distributorId: null,
      manufacturerIds: [demoEnergy],
      manufacturers: [{id: demoEnergy, name: 'Demo Energy'}],
      permissions: [1, 2, 3, 4, 5, 6],
    });
  });

  it('flags manufacturer staff', async () => {
    expect(await profileOf('mstaff')).toMatchObject({
      displayName: 'Demo Energy',
      isStaff: true,
      isDistributor: false,
      role: 'mstaff',
      permissions: [1, 2],
    });
  });

  it.each([
    ['supplier', 'Demo Supply Co', false, 'supplier'],
    ['distributor', 'Demo Distribution Pty Ltd', false, 'mdistributor'],
    ['diststaff', 'Demo Distribution Pty Ltd', true, 'distributor_staff'],
  ])("answers %s's profile with its distributor", async (username, company, isStaff, role) => {
    const distributorId = await idOf('distributor', company);
    const profile = await profileOf(username);
    expect(profile).toMatchObject({
      manufacturerId: distributorId,
      distributorId,
      displayName: company,
      isDistributor: true,
      isStaff,
      role,
      username,
      uploadFrequency: 6,
      logo: null,
    });
    expect(profile.manufacturerIds.length).toBeGreaterThan(0);
    expect(profile.manufacturers.map((m: {id: number}) => m.id)).toEqual(
      expect.arrayContaining(profile.manufacturerIds),
    );
    expect(profile.manufacturers.map((m: {name: string}) => m.name)).toContain('Demo Energy');
    expect(profile.permissions).toEqual(isStaff ? [1, 2] : [1, 2, 3, 4, 5, 6]);
  });

  it("answers the superadmin's own fields with no company", async () => {
    expect(await profileOf('admin')).toMatchObject({
      manufacturerId: null,
      distributorId: null,
      displayName: 'Ada Admin',
      isDistributor: false,
      isStaff: false,
      uploadFrequency: null,
      address: null,
      logo: null,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'superadmin',
      username: 'admin',
      manufacturerIds: [],
      permissions: [1, 2, 3, 4, 5, 6],
    });
  });

  it('needs a bearer token', async () => {
    const res = await client(server).get('/api/profile/profile').expect(401);
    expect(res.body.status).toBe(false);
    await client(server)
      .post('/api/profile/change_password')
      .send({Password: 'New@1234', ConfirmPassword: 'New@1234'})
      .expect(401);
  });

  it('changes the password after checking the rule and the confirmation', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const token = (await signIn(server, account.username, account.password).expect(200)).body.token;
    const change = (body: object) =>
      client(server).post('/api/profile/change_password').auth(token, {type: 'bearer'}).send(body);

    expect((await change({Password: '', ConfirmPassword: ''}).expect(400)).body).toMatchObject({
      status: false,
      message: '* Password is required',
      field: 'Password',
    });
    expect((await change({Password: 'weak', ConfirmPassword: 'weak'}).expect(400)).body).toMatchObject({
      status: false,
      message:
        'Password must be combination of upper case,digit and special characters and should have minimum 6 characters',
    });
    expect((await change({Password: 'New@1234', ConfirmPassword: 'New@12345'}).expect(400)).body).toMatchObject({
      status: false,
      message: 'Confirm password did not match',
      field: 'ConfirmPassword',
    });
    await signIn(server, account.username, account.password).expect(200);

    expect((await change({Password: 'New@1234', ConfirmPassword: 'New@1234'}).expect(200)).body).toEqual({
      status: true,
      message: 'Password changed succesfully.',
      token: expect.any(String),
    });
    await signIn(server, account.username, account.password).expect(401);
    await signIn(server, account.username, 'New@1234').expect(200);
  });
});
