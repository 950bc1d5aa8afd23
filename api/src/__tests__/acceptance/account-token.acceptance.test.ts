import {TokenService} from '../../auth/token.service';
import {RunningServer} from '../../server';
import {claimsOf, givenAccount, signIn} from '../helpers/account.helpers';
import {client, DEMO_PASSWORD, givenRunningApp} from '../helpers/app.helpers';

const REFUSED = {status: false, message: 'The Username or Password you entered is incorrect.'};

describe('POST /api/account/token', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  async function demoManufacturerIds(...brands: string[]): Promise<string> {
    const {rows} = await server.pool.query<{id: number}>(
      'SELECT id FROM manufacturer WHERE name = ANY($1) ORDER BY id',
      [brands],
    );
    return rows.map(r => r.id).join(',');
  }

  it.each([
    ['admin', 'superadmin', [] as string[]],
    ['madmin', 'madmin', ['Demo Energy']],
    ['mstaff', 'mstaff', ['Demo Energy']],
    ['supplier', 'supplier', ['Demo Energy']],
    ['distributor', 'mdistributor', ['Demo Energy', 'Austral Demo Batteries']],
    ['diststaff', 'distributor_staff', ['Demo Energy']],
  ])('signs in the demo account %s with its role and manufacturer list', async (username, role, brands) => {
    const res = await signIn(server, username, DEMO_PASSWORD).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = claimsOf(res.body.token);
    const {rows} = await server.pool.query<{id: number}>('SELECT id FROM app_user WHERE username = $1', [username]);
    expect(claims.role).toBe(role);
    expect(claims.sub).toBe(String(rows[0].id));
    expect(claims.ManufacturerIdList).toBe(await demoManufacturerIds(...brands));
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it('matches the user name case-insensitively and accepts a form-encoded body', async () => {
    await signIn(server, 'MAdmin', DEMO_PASSWORD).expect(200);
    const res = await client(server)
      .post('/api/account/token')
      .type('form')
      .send({Username: 'madmin', Password: DEMO_PASSWORD})
      .expect(200);
    expect(claimsOf(res.body.token).role).toBe('madmin');
  });

  // Wrong passwords only ever go to accounts of the test's own: demo accounts must not lock for the other test files.
  it('refuses a wrong password and an unknown user with one message', async () => {
    const account = await givenAccount(server);
    expect((await signIn(server, account.username, 'Wrong@123').expect(401)).body).toMatchObject(REFUSED);
    expect((await signIn(server, 'no-such-user-anywhere', DEMO_PASSWORD).expect(401)).body).toMatchObject(REFUSED);
  });

  it('asks for a missing user name or password', async () => {
    const noUser = await client(server).post('/api/account/token').send({Password: 'x'}).expect(400);
    expect(noUser.body).toMatchObject({status: false, message: 'This field is required', field: 'Username'});
    const noPassword = await client(server)
      .post('/api/account/token')
      .send({Username: 'madmin', Password: ''})
      .expect(400);
    expect(noPassword.body).toMatchObject({status: false, message: 'This field is required', field: 'Password'});
  });

  it('refuses an account that is not activated, even with the right password', async () => {
    const account = await givenAccount(server, {emailConfirmed: false});
    expect((await signIn(server, account.username, account.password).expect(401)).body).toMatchObject(REFUSED);
  });

  it('refuses a deactivated account, and its existing token at once', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const token = (await signIn(server, account.username, account.password).expect(200)).body.token;
    await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(200);
    await server.pool.query('UPDATE app_user SET is_active = false WHERE id = $1', [account.id]);
    expect((await signIn(server, account.username, account.password).expect(401)).body).toMatchObject(REFUSED);
    const res = await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(401);
    expect(res.body).toMatchObject({status: false, message: 'The account is deactivated.'});
  });

  it('locks the account for 15 minutes after five consecutive failures', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const token = (await signIn(server, account.username, account.password).expect(200)).body.token;
    for (let i = 1; i <= 4; i++) await signIn(server, account.username, 'Wrong@123').expect(401);
    let row = (await server.pool.query('SELECT failed_logins, lockout_end FROM app_user WHERE id = $1', [account.id]))
      .rows[0];
    expect(row).toEqual({failed_logins: 4, lockout_end: null});

    await signIn(server, account.username, 'Wrong@123').expect(401);
    row = (
      await server.pool.query(
        `SELECT failed_logins, extract(epoch FROM lockout_end - now()) AS seconds FROM app_user WHERE id = $1`,
        [account.id],
      )
    ).rows[0];
    expect(Number(row.seconds)).toBeGreaterThan(14 * 60);
    expect(Number(row.seconds)).toBeLessThanOrEqual(15 * 60);

    // Locked: the right password is refused too, with the same message, and the lockout is not extended.
    const before = (await server.pool.query('SELECT lockout_end FROM app_user WHERE id = $1', [account.id])).rows[0]
      .lockout_end;
    expect((await signIn(server, account.username, account.password).expect(401)).body).toMatchObject(REFUSED);
    await signIn(server, account.username, 'Wrong@123').expect(401);
    const after = (await server.pool.query('SELECT lockout_end FROM app_user WHERE id = $1', [account.id])).rows[0]
      .lockout_end;
    expect(after).toEqual(before);

    // The token issued before the lockout is refused at once.
    const res = await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(401);
    expect(res.body).toMatchObject({status: false, message: 'The account is locked.'});

    // When the lockout has passed, the right password signs in again and the count starts over.
    await server.pool.query(`UPDATE app_user SET lockout_end = now() - interval '1 second' WHERE id = $1`, [
      account.id,
    ]);
    await signIn(server, account.username, account.password).expect(200);
    row = (await server.pool.query('SELECT failed_logins, lockout_end FROM app_user WHERE id = $1', [account.id]))
      .rows[0];
    expect(row).toEqual({failed_logins: 0, lockout_end: null});
  });

  it('resets the failure count on a successful sign-in', async () => {
    const account = await givenAccount(server);
    for (let i = 0; i < 4; i++) await signIn(server, account.username, 'Wrong@123').expect(401);
    await signIn(server, account.username, account.password).expect(200);
    for (let i = 0; i < 4; i++) await signIn(server, account.username, 'Wrong@123').expect(401);
    await signIn(server, account.username, account.password).expect(200);
  });

  it('does not lock an account whose lockout is disabled', async () => {
    const account = await givenAccount(server);
    await server.pool.query('UPDATE app_user SET lockout_enabled = false WHERE id = $1', [account.id]);
    for (let i = 0; i < 6; i++) await signIn(server, account.username, 'Wrong@123').expect(401);
    await signIn(server, account.username, account.password).expect(200);
  });

  it('refuses an expired or forged bearer token', async () => {
    const {rows} = await server.pool.query('SELECT id, username, role FROM app_user WHERE username = $1', ['madmin']);
    const expired = new TokenService({jwtSecret: server.config.jwtSecret, tokenTtlSeconds: -1}).issue({
      ...rows[0],
      manufacturerIds: [],
    });
    const res = await client(server).get('/api/profile/profile').auth(expired, {type: 'bearer'}).expect(401);
    expect(res.body).toMatchObject({status: false, message: 'The token has expired.'});
    const forged = new TokenService({jwtSecret: 'another-secret', tokenTtlSeconds: 60}).issue({
      ...rows[0],
      manufacturerIds: [],
    });
    await client(server).get('/api/profile/profile').auth(forged, {type: 'bearer'}).expect(401);
    await client(server).get('/api/profile/profile').expect(401);
  });
});
