import jwt from 'jsonwebtoken';
import {io, Socket} from 'socket.io-client';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAccount, linkIn, signIn, waitForMails} from '../helpers/account.helpers';
import {givenAdminToken} from '../helpers/token.helpers';
import {APP_TOKEN_AUDIENCE} from '../../services/verification';

const GENERIC = 'OOPS.. Some error has occured, please retry.';

/** Whether socket.io accepts a connection with this token (and Origin header, if given). */
function liveConnects(server: RunningServer, token: string, origin?: string): Promise<boolean> {
  return new Promise(resolve => {
    const socket: Socket = io(server.url, {
      path: '/socket.io',
      auth: {token},
      transports: ['polling'],
      extraHeaders: origin ? {Origin: origin} : {},
      reconnection: false,
      timeout: 5000,
    });
    const done = (ok: boolean) => {
      socket.close();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('connect_error', () => done(false));
  });
}

/** A token signed with the server's secret that never expires. */
const tokenWithoutExpiry = (server: RunningServer, subject: string, extra: object = {}) =>
  jwt.sign({role: 'superadmin', ...extra}, server.config.jwtSecret, {subject, issuer: 'voltcheck', algorithm: 'HS256'});

describe('Errors and tokens', () => {
  let server: RunningServer;
  let admin: string;
  const graphql = (token: string, query: string) =>
    client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query});
  const profile = (token: string) => client(server).get('/api/profile/profile').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server?.stop());

  it('answers a database failure in GraphQL with the generic message and a code, never the database text', async () => {
    await server.pool.query('ALTER TABLE app_provider RENAME TO app_provider_gone');
    try {
      const res = await graphql(admin, '{ allAppProviders { id name } }').expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toEqual({
        message: GENERIC,
        locations: [{line: 1, column: 3}],
        path: ['allAppProviders'],
        extensions: {code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/)},
      });
      expect(res.text).not.toMatch(/app_provider|relation|stacktrace|at .*\.ts/);
    } finally {
      await server.pool.query('ALTER TABLE app_provider_gone RENAME TO app_provider');
    }
  });

  it("keeps GraphQL's own errors about the request, without a stack trace", async () => {
    const res = await graphql(admin, '{ noSuchField }').expect(400);
    expect(res.body.errors[0]).toEqual({
      message: 'Cannot query field "noSuchField" on type "Query".',
      locations: [{line: 1, column: 3}],
      extensions: {code: 'GRAPHQL_VALIDATION_FAILED'},
    });
  });

  it("ends the account's other tokens when it changes its password, and gives the changing session a fresh one", async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const [mine, other] = await Promise.all([
      signIn(server, account.username, account.password).expect(200),
      signIn(server, account.username, account.password).expect(200),
    ]).then(answers => answers.map(a => a.body.token as string));
    expect(await liveConnects(server, other)).toBe(true);

    const changed = await client(server)
      .post('/api/profile/change_password')
      .set('Authorization', `Bearer ${mine}`)
      .send({Password: 'Changed@123', ConfirmPassword: 'Changed@123'})
      .expect(200);
    const fresh = changed.body.token as string;

    for (const ended of [mine, other]) {
      expect((await profile(ended).expect(401)).body.message).toBe(
        'The token was ended by a password change: sign in again.',
      );
      expect((await graphql(ended, '{ importFields { fieldName } }').expect(401)).body.errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(await liveConnects(server, ended)).toBe(false);
    }
    expect((await profile(fresh).expect(200)).body.username).toBe(account.username);
    expect(await liveConnects(server, fresh)).toBe(true);
  });

  it('ends every token of the account when its password is reset from the emailed link', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const before = (await signIn(server, account.username, account.password).expect(200)).body.token as string;
    await client(server)
      .post('/api/account/forgot')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(account.email))
      .expect(200);
    const link = linkIn((await waitForMails(server, account.email))[0], 'resetpassword');
    await client(server)
      .post('/api/account/reset')
      .send({
        UserId: Number(link.searchParams.get('uid')),
        Email: link.searchParams.get('email'),
        Token: link.searchParams.get('token'),
        Password: 'Reset@1234',
      })
      .expect(200);
    await profile(before).expect(401);
    const after = (await signIn(server, account.username, 'Reset@1234').expect(200)).body.token as string;
    await profile(after).expect(200);
  });

  it('refuses tokens without an expiry on REST, GraphQL, live events and the verification API', async () => {
    const {rows} = await server.pool.query<{id: number}>(`SELECT id FROM app_user WHERE username = 'admin'`);
    const forever = tokenWithoutExpiry(server, String(rows[0].id));
    expect((await profile(forever).expect(401)).body.message).toBe('The token has no expiry.');
    expect((await graphql(forever, '{ adminStats { totalUsers } }').expect(401)).body.errors[0].message).toBe(
      'The token has no expiry.',
    );
    expect(await liveConnects(server, forever)).toBe(false);

    const {rows: apps} = await server.pool.query<{id: number}>(
      `SELECT id FROM app_provider WHERE client_id = 'demo-app'`,
    );
    const appForever = jwt.sign({client_id: 'demo-app'}, server.config.jwtSecret, {
      subject: String(apps[0].id),
      audience: APP_TOKEN_AUDIENCE,
      issuer: 'voltcheck',
      algorithm: 'HS256',
    });
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${appForever}`)
      .send({requestId: 'x', requestType: 3, items: []})
      .expect(401);
    expect(res.body.message ?? res.body.detail).toBe('The token has no expiry.');
  });
});

describe('Errors: DEBUG_ERRORS', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({debugErrors: true});
  });
  afterAll(() => server?.stop());

  it('shows developers the real message and the stack when DEBUG_ERRORS=true', async () => {
    await server.pool.query('ALTER TABLE app_provider RENAME TO app_provider_gone');
    try {
      const res = await client(server)
        .post('/graphql')
        .set('Authorization', `Bearer ${await givenAdminToken(server)}`)
        .send({query: '{ allAppProviders { id } }'});
      expect(res.body.errors[0].message).toContain('relation "app_provider" does not exist');
      expect(res.body.errors[0].extensions.stacktrace).toEqual(expect.any(Array));
    } finally {
      await server.pool.query('ALTER TABLE app_provider_gone RENAME TO app_provider');
    }
  });
});

describe('CORS', () => {
  const EVIL = 'https://evil.example';
  const PORTAL = 'https://portal.example';

  describe('by default: the same origin only', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await givenRunningApp();
    });
    afterAll(() => server?.stop());

    it('gives another origin no CORS headers on REST, /graphql or a preflight, and refuses its socket', async () => {
      const rest = await client(server).get('/api/health').set('Origin', EVIL).expect(200);
      expect(rest.headers['access-control-allow-origin']).toBeUndefined();
      const gql = await client(server).post('/graphql').set('Origin', EVIL).send({query: '{ _health }'}).expect(200);
      expect(gql.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await client(server)
        .options('/api/profile/profile')
        .set('Origin', EVIL)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

      const admin = await givenAdminToken(server);
      expect(await liveConnects(server, admin, EVIL)).toBe(false);
      expect(await liveConnects(server, admin, server.url)).toBe(true);
      expect(await liveConnects(server, admin)).toBe(true);
    });
  });

  describe('with CORS_ORIGINS', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await givenRunningApp({corsOrigins: [PORTAL]});
    });
    afterAll(() => server?.stop());

    it('allows the listed origin, never with credentials, and exposes the verification headers', async () => {
      const preflight = await client(server)
        .options('/api/v1/verifications')
        .set('Origin', PORTAL)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');

      const rest = await client(server).get('/api/health').set('Origin', PORTAL).expect(200);
      expect(rest.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(rest.headers['access-control-expose-headers']).toBe(
        'X-Signature,Retry-After,Idempotent-Replay,Serial-Status,Serial-Status-Truncated,RateLimit-Limit,RateLimit-Remaining,RateLimit-Reset,RateLimit-Policy,WWW-Authenticate',
      );
      const gql = await client(server).post('/graphql').set('Origin', PORTAL).send({query: '{ _health }'}).expect(200);
      expect(gql.headers['access-control-allow-origin']).toBe(PORTAL);

      const other = await client(server).get('/api/health').set('Origin', EVIL).expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const admin = await givenAdminToken(server);
      expect(await liveConnects(server, admin, PORTAL)).toBe(true);
      expect(await liveConnects(server, admin, EVIL)).toBe(false);
    });
  });

  describe("with CORS_ORIGINS='*'", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await givenRunningApp({corsOrigins: '*'});
    });
    afterAll(() => server?.stop());

    it('allows any origin, still without credentials', async () => {
      const rest = await client(server).get('/api/health').set('Origin', EVIL).expect(200);
      expect(rest.headers['access-control-allow-origin']).toBe('*');
      expect(rest.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
