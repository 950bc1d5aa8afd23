import jwt from 'jsonwebtoken';
import {randomUUID} from 'node:crypto';
import {createServer} from 'node:http';
import {AddressInfo} from 'node:net';
import {io} from 'socket.io-client';
import {RunningServer} from '../../server';
import {APP_TOKEN_AUDIENCE} from '../../services/verification';
import {WEBHOOK_SUBSCRIPTION_LIMIT, WebhookDeliveryRepository} from '../../services/webhooks';
import {WebhookBindings} from '../../services/webhooks/webhooks.keys';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAccount, signIn, uniqueName} from '../helpers/account.helpers';
import {givenAllowListedAdmins, givenManufacturer} from '../helpers/security/cast';
import {givenGroupWithContacts, notifyGql, SAVE_USER} from '../helpers/notify.helpers';
import {givenSignedToken} from '../helpers/token.helpers';
import {givenAppProvider, givenAppToken} from '../helpers/verification.helpers';
import {givenSubscription} from '../helpers/verification-rows.helpers';

/**
 * The security suite's attacks (docs/security.md): each tries one way in that the access rules of
 * security-suite.acceptance.test.ts do not cover, on every door it has.
 */
describe('security suite: attacks', () => {
  let server: RunningServer;
  const admins = givenAllowListedAdmins();
  let onList: string;
  let offList: string;

  beforeAll(async () => {
    // As in production: webhooks only to public addresses.
    server = await givenRunningApp({...admins.config, webhooks: {allowLocal: false, retryDelaySeconds: 1}});
    const account = async (username: string, role: 'superadmin' | 'admin') =>
      givenSignedToken(server, (await givenAccount(server, {username, role})).username);
    onList = await account(admins.names.admin, 'superadmin');
    offList = await account(admins.names.outsideSettings, 'admin');
  });
  afterAll(() => server?.stop());

  const bearer = (token: string) => ({Authorization: `Bearer ${token}`});
  const graphql = (token: string | undefined, query: string, variables: object = {}) =>
    client(server)
      .post('/graphql')
      .set(token ? bearer(token) : {})
      .send({query, variables});

  it('lets only administrators on the settings allow-list set another account’s password, on every door', async () => {
    const brand = await givenManufacturer(server, 'Reset Brand');
    const owner = await givenAccount(server, {role: 'madmin', manufacturer: brand.brand});
    const staff = await givenAccount(server, {role: 'mstaff', manufacturer: brand.brand});
    const doors = (token: string, password: string) => [
      client(server)
        .post('/api/admin/resetpassword')
        .set(bearer(token))
        .send({UserId: owner.id, Password: password, ConfirmPassword: password}),
      client(server)
        .post('/api/staff/resetpassword')
        .set(bearer(token))
        .send({UserId: staff.id, Password: password, ConfirmPassword: password}),
      graphql(
        token,
        `
          mutation ($u: ID!, $p: String!) {
            resetStaffPassword(userId: $u, password: $p, confirmPassword: $p)
          }
        `,
        {u: String(staff.id), p: password},
      ),
    ];
    const refused = await Promise.all(doors(offList, 'Taken@1234'));
    expect(refused.map(r => r.status)).toEqual([403, 403, 200]);
    expect(refused[2].body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await signIn(server, owner.username, owner.password)).status).toBe(200);
    expect((await signIn(server, staff.username, staff.password)).status).toBe(200);

    const allowed = await Promise.all(doors(onList, 'Reset@1234').slice(0, 2));
    expect(allowed.map(r => r.status)).toEqual([200, 200]);
    expect((await signIn(server, owner.username, 'Reset@1234')).status).toBe(200);
  });

  describe('webhooks', () => {
    const inward = [
      'https://127.0.0.1/h',
      'https://2130706433/h',
      'https://localhost/h',
      'https://10.0.0.5/h',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.1.1/h',
      'https://198.18.0.1/h',
      'https://224.0.0.1/h',
      'https://255.255.255.255/h',
      'https://[::1]/h',
      'https://[::ffff:127.0.0.1]/h',
      'https://[::127.0.0.1]/h',
      'https://[64:ff9b::7f00:1]/h',
      'https://[fd00::1]/h',
    ];

    it('refuses an address of this machine or of a network that is not public when registering, on both doors', async () => {
      const provider = await givenAppProvider(server);
      const appToken = await givenAppToken(server, provider);
      const brand = await givenManufacturer(server, 'Hook Brand');
      const maker = await givenSignedToken(
        server,
        (await givenAccount(server, {role: 'madmin', manufacturer: brand.brand})).username,
      );
      for (const [path, token] of [
        ['/api/v1/webhooks', appToken],
        ['/api/v1/manufacturer-webhooks', maker],
      ])
        for (const url of inward) {
          const res = await client(server).post(path).set(bearer(token)).send({url});
          expect([url, res.status, res.body.errors]).toEqual([
            url,
            422,
            [{field: 'url', message: 'must be a public address'}],
          ]);
        }
    });

    it('never connects to such an address at delivery, even when the subscription holds one', async () => {
      let hits = 0;
      const endpoint = createServer((_req, res) => (hits++, res.end('ok')));
      await new Promise<void>(resolve => endpoint.listen(0, '127.0.0.1', resolve));
      const port = (endpoint.address() as AddressInfo).port;
      const provider = await givenAppProvider(server);
      const deliveries = new WebhookDeliveryRepository(server.pool);
      const job = await server.app.get(WebhookBindings.DELIVERY_JOB);
      for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) {
        // As if the name had pointed outwards when it was registered, and points inwards now.
        await givenSubscription(server.pool, {appProviderId: provider.id, url: `https://${host}:${port}/h`});
        const [id] = await deliveries.enqueue(server.pool, {id: randomUUID(), type: 'serial.withdrawn'}, [
          {owner: {appProviderId: provider.id}, payload: {}},
        ]);
        await job.run({deliveryId: Number(id)}).catch(() => undefined);
        const {rows} = await server.pool.query(`SELECT last_error FROM webhook_delivery WHERE id = $1`, [id]);
        expect(rows[0].last_error).toMatch(/not public/);
        await server.pool.query(`UPDATE webhook_subscription SET active = false WHERE app_provider_id = $1`, [
          provider.id,
        ]);
      }
      expect(hits).toBe(0);
      await new Promise(resolve => endpoint.close(resolve));
    });

    it(`holds a provider and a manufacturer to ${WEBHOOK_SUBSCRIPTION_LIMIT} subscriptions, even registered at once`, async () => {
      const provider = await givenAppProvider(server);
      const token = await givenAppToken(server, provider);
      const register = (i: number) =>
        client(server)
          .post('/api/v1/webhooks')
          .set(bearer(token))
          .send({url: `https://hooks.example.com/${i}`});
      const answers = await Promise.all(Array.from({length: WEBHOOK_SUBSCRIPTION_LIMIT + 3}, (_, i) => register(i)));
      expect(answers.filter(a => a.status === 200)).toHaveLength(WEBHOOK_SUBSCRIPTION_LIMIT);
      const over = answers.filter(a => a.status !== 200);
      expect(over.map(a => [a.status, a.body.code])).toEqual(Array(3).fill([409, 'WEBHOOK_LIMIT']));
      const listed = await client(server).get('/api/v1/webhooks').set(bearer(token)).expect(200);
      expect(listed.body).toHaveLength(WEBHOOK_SUBSCRIPTION_LIMIT);
      // Ending one makes room for one.
      await client(server).delete(`/api/v1/webhooks/${listed.body[0].id}`).set(bearer(token)).expect(204);
      expect((await register(99)).status).toBe(200);
      expect((await register(100)).status).toBe(409);

      const brand = await givenManufacturer(server, 'Hook Limit Brand');
      const maker = await givenSignedToken(
        server,
        (await givenAccount(server, {role: 'madmin', manufacturer: brand.brand})).username,
      );
      for (let i = 0; i < WEBHOOK_SUBSCRIPTION_LIMIT; i++)
        await client(server)
          .post('/api/v1/manufacturer-webhooks')
          .set(bearer(maker))
          .send({url: `https://hooks.example.com/m${i}`})
          .expect(200);
      const refused = await client(server)
        .post('/api/v1/manufacturer-webhooks')
        .set(bearer(maker))
        .send({url: 'https://hooks.example.com/m-over'});
      expect([refused.status, refused.body.code]).toEqual([409, 'WEBHOOK_LIMIT']);
    });
  });

  it('binds an unsubscribe link to the address it was sent to: once the address changes, the old link does nothing', async () => {
    const brand = await givenManufacturer(server, 'Unsub Brand');
    const email = `${uniqueName('ops')}@example.com`.toLowerCase();
    const {contactIds} = await givenGroupWithContacts(server, onList, brand.id, [email]);
    const tokenOf = async () =>
      (
        await server.pool.query(`SELECT unsubscribe_token::text AS t FROM notification_user WHERE id = $1`, [
          contactIds[0],
        ])
      ).rows[0].t as string;
    const oldLink = await tokenOf();
    const moved = `${uniqueName('new')}@example.com`.toLowerCase();
    const saved = await notifyGql(server, onList, SAVE_USER, {
      notificationUserId: contactIds[0],
      manufacturerId: brand.id,
      email: moved,
    });
    expect(saved.body.errors).toBeUndefined();
    for (const method of ['get', 'post'] as const)
      expect((await client(server)[method](`/api/notifications/unsubscribe/${oldLink}`)).status).toBe(404);
    const link = await client(server)
      .get(`/api/notifications/unsubscribe/${await tokenOf()}`)
      .expect(200);
    expect(link.body).toMatchObject({email: moved, unsubscribed: false});
  });

  it('answers 400 with a code, never 500, for a query refused for its cost or size', async () => {
    // Small to send, huge once its fragments are expanded: each fragment spreads the one before it twice.
    const fragments = Array.from({length: 16}, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join(
      '\n',
    );
    const bomb = `query { ...F16 }\nfragment F0 on Query { _health }\n${fragments}`;
    for (const token of [onList, undefined]) {
      const res = await graphql(token, bomb);
      expect([res.status, res.body.errors?.[0]?.extensions?.code]).toEqual([400, 'QUERY_TOO_COMPLEX']);
    }
    const subscription = await graphql(onList, 'subscription { _health }');
    expect(subscription.status).toBeLessThan(500);
  });

  it('answers 401, never 500, for a signed token whose subject is not an account id, on every door', async () => {
    const subjects = ['admin', '1.5', '-1', '0', '0x10', '99999999999', '1e3', ' 1', ''];
    const secret = server.config.jwtSecret;
    const portal = (sub: string) =>
      jwt.sign({role: 'superadmin', sub}, secret, {issuer: 'voltcheck', algorithm: 'HS256', expiresIn: 600});
    const app = (sub: string) =>
      jwt.sign({client_id: 'demo-app', sub}, secret, {
        issuer: 'voltcheck',
        audience: APP_TOKEN_AUDIENCE,
        algorithm: 'HS256',
        expiresIn: 600,
      });
    const connects = (token: string) =>
      new Promise<boolean>(resolve => {
        const socket = io(server.url, {
          path: '/socket.io',
          auth: {token},
          transports: ['polling'],
          reconnection: false,
        });
        const done = (ok: boolean) => (socket.close(), resolve(ok));
        socket.on('connect', () => done(true));
        socket.on('connect_error', () => done(false));
      });
    for (const sub of subjects) {
      const rest = await client(server)
        .get('/api/profile/profile')
        .set(bearer(portal(sub)));
      const gql = await graphql(portal(sub), '{ adminStats { totalUsers } }');
      const v1 = await client(server)
        .post('/api/v1/verifications')
        .set(bearer(app(sub)))
        .send({requestId: 'x', requestType: 3, items: []});
      expect([sub, rest.status, gql.status, v1.status]).toEqual([sub, 401, 401, 401]);
      expect(await connects(portal(sub))).toBe(false);
    }
  });
});
