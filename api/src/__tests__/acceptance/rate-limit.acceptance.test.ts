import {RunningServer} from '../../server';
import {givenBrand, givenRegistration} from '../helpers/account.helpers';
import {client, givenRunningApp} from '../helpers/app.helpers';

const TOO_MANY = {status: false, message: 'Too many requests, please try again later.'};
/** Where this run's addresses start: another run's leftover counts (the table is shared) are elsewhere. */
let address = Math.floor(Math.random() * 1_000_000);

/**
 * A client address of its own (the app trusts X-Forwarded-For from loopback), so counts start at zero:
 * never one this run gave before (deriving it from the clock once gave the "other client" the address
 * of the one just limited, 249 ms later).
 */
function freshAddress(): string {
  const n = ++address;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

describe('rate limits on token, forgot and register', () => {
  let server: RunningServer;
  let replica: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({rateLimits: {token: 3, forgot: 2, register: 2, recallCheck: 2}});
    replica = await givenRunningApp({rateLimits: {token: 3, forgot: 2, register: 2, recallCheck: 2}});
  });
  afterAll(async () => {
    await server?.stop();
    await replica?.stop();
  });
  beforeEach(() => server.pool.query('DELETE FROM rate_limit_hit'));

  it('answers 429 with Retry-After once a client passes the token limit', async () => {
    const ip = freshAddress();
    const token = () =>
      client(server)
        .post('/api/account/token')
        .set('X-Forwarded-For', ip)
        .send({Username: 'no-such-user', Password: 'Wrong@1'});
    for (let i = 0; i < 3; i++) await token().expect(401);
    const res = await token().expect(429);
    expect(res.body).toMatchObject(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is not affected.
    await client(server)
      .post('/api/account/token')
      .set('X-Forwarded-For', freshAddress())
      .send({Username: 'no-such-user', Password: 'Wrong@1'})
      .expect(401);
  });

  it('counts across replicas through PostgreSQL', async () => {
    const ip = freshAddress();
    const send = (s: RunningServer) =>
      client(s).post('/api/account/token').set('X-Forwarded-For', ip).send({Username: 'x', Password: 'y'});
    await send(server).expect(401);
    await send(replica).expect(401);
    await send(server).expect(401);
    expect((await send(replica).expect(429)).body).toMatchObject(TOO_MANY);
  });

  it('limits forgot password', async () => {
    const ip = freshAddress();
    const forgot = () =>
      client(server)
        .post('/api/account/forgot')
        .set('X-Forwarded-For', ip)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify('nobody@example.test'));
    await forgot().expect(404);
    await forgot().expect(404);
    const res = await forgot().expect(429);
    expect(res.body).toMatchObject(TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits registration', async () => {
    const ip = freshAddress();
    const brand = await givenBrand(server);
    const register = (body: object) =>
      client(server).post('/api/account/register').set('X-Forwarded-For', ip).send(body);
    await register(givenRegistration(brand, {FirstName: ''})).expect(400);
    await register(givenRegistration(brand)).expect(200);
    expect((await register(givenRegistration(brand)).expect(429)).body).toMatchObject(TOO_MANY);
  });

  it('starts a new window when the old one has passed', async () => {
    const ip = freshAddress();
    const token = () =>
      client(server).post('/api/account/token').set('X-Forwarded-For', ip).send({Username: 'x', Password: 'y'});
    for (let i = 0; i < 3; i++) await token().expect(401);
    await token().expect(429);
    await server.pool.query(`UPDATE rate_limit_hit SET reset_at = now() - interval '1 second'`);
    await token().expect(401);
  });

  it('does not limit the other account calls', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      await client(server)
        .get('/api/account/AccountExist')
        .set('X-Forwarded-For', ip)
        .query({search: 'madmin'})
        .expect(200);
    }
  });
});
