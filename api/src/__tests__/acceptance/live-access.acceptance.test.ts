import {io, Socket} from 'socket.io-client';
import {TokenService} from '../../auth/token.service';
import {RunningServer} from '../../server';
import {givenAccount, signIn, uniqueName} from '../helpers/account.helpers';
import {givenRunningApp} from '../helpers/app.helpers';
import {AuthBindings} from '../../auth/auth.keys';
import {KernelBindings} from '../../services/kernel/kernel.keys';

const RECHECK_MS = 100;
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

interface Listener {
  socket: Socket;
  probes: number[];
  controls: number[];
  disconnected: Promise<string>;
}

/** A live connection with `token`, recording the Probe and Control events it hears. */
function listen(server: RunningServer, token: string): Promise<Listener> {
  const socket = io(server.url, {path: '/socket.io', auth: {token}, transports: ['websocket'], reconnection: false});
  const probes: number[] = [];
  const controls: number[] = [];
  socket.on('Probe', (p: {n: number}) => probes.push(p.n));
  socket.on('Control', (p: {n: number}) => controls.push(p.n));
  const disconnected = new Promise<string>(resolve => socket.on('disconnect', reason => resolve(reason)));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve({socket, probes, controls, disconnected}));
    socket.on('connect_error', reject);
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * Access re-checked on live connections: each delivery re-checks the receiver
 * (account state, token, rooms, scope and permission for the event's manufacturer); connections
 * whose account may no longer act are closed.
 */
describe('live events: access re-checked on every delivery', () => {
  let server: RunningServer;
  let demo: number;
  const open: Socket[] = [];

  beforeAll(async () => {
    server = await givenRunningApp({liveRecheckMs: RECHECK_MS});
    demo = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(() => server.stop());

  async function connected(username: string, password: string): Promise<Listener> {
    const token = (await signIn(server, username, password).expect(200)).body.token;
    const listener = await listen(server, token);
    open.push(listener.socket);
    return listener;
  }

  const probe = (rooms: string[], n: number) => server.live.publish(rooms, 'Probe', {n}, {manufacturerId: demo});
  const control = (userId: number, n: number) => server.live.publish(`user:${userId}`, 'Control', {n});

  /** Publishes probe `n`, then a control the receiver still hears: once it arrives, the probe was judged. */
  async function probeThenControl(l: Listener, userId: number, rooms: string[], n: number): Promise<void> {
    await probe(rooms, n);
    await control(userId, n);
    await until(() => l.controls.includes(n), `control ${n}`);
  }

  it.each([
    ['deactivated', `UPDATE app_user SET is_active = false WHERE id = $1`],
    ['locked', `UPDATE app_user SET lockout_end = now() + interval '15 minutes' WHERE id = $1`],
    ['deleted', `DELETE FROM app_user WHERE id = $1`],
  ])('an account %s hears nothing more and its connection is closed', async (_state, sql) => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const l = await connected(account.username, account.password);
    await probeThenControl(l, account.id, [`manufacturer:${demo}`], 1);
    expect(l.probes).toEqual([1]);

    await server.pool.query(sql, [account.id]);
    await sleep(RECHECK_MS + 50);
    await probe([`manufacturer:${demo}`, `user:${account.id}`], 2);
    expect(await l.disconnected).toBe('io server disconnect');
    expect(l.probes).toEqual([1]);
  });

  it("staff whose Read permission is removed stop hearing the manufacturer's events, and keep their own", async () => {
    const account = await givenAccount(server, {role: 'mstaff', manufacturer: 'Demo Energy'});
    await server.pool.query('INSERT INTO staff_permission VALUES ($1, $2, 1)', [account.id, demo]);
    const l = await connected(account.username, account.password);
    await probeThenControl(l, account.id, [`manufacturer:${demo}`], 1);
    expect(l.probes).toEqual([1]);

    await server.pool.query('DELETE FROM staff_permission WHERE user_id = $1', [account.id]);
    await sleep(RECHECK_MS + 50);
    await probeThenControl(l, account.id, [`manufacturer:${demo}`], 2);
    await probeThenControl(l, account.id, [`user:${account.id}`], 3);
    expect(l.probes).toEqual([1]);
    expect(l.controls).toEqual([1, 2, 3]);
    expect(l.socket.connected).toBe(true);

    await server.pool.query('INSERT INTO staff_permission VALUES ($1, $2, 1)', [account.id, demo]);
    await sleep(RECHECK_MS + 50);
    await probeThenControl(l, account.id, [`manufacturer:${demo}`], 4);
    expect(l.probes).toEqual([1, 4]);
  });

  it("a supplier whose link to the manufacturer has ended stops hearing that manufacturer's events", async () => {
    const distributor = (
      await server.pool.query(`INSERT INTO distributor (name) VALUES ($1) RETURNING id, name`, [
        uniqueName('Live Dist'),
      ])
    ).rows[0];
    await server.pool.query(
      `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date) VALUES ($1, $2, current_date - 30)`,
      [distributor.id, demo],
    );
    const account = await givenAccount(server, {role: 'supplier', distributor: distributor.name});
    const l = await connected(account.username, account.password);
    await probeThenControl(l, account.id, [`user:${account.id}`], 1);
    expect(l.probes).toEqual([1]);

    await server.pool.query(
      `UPDATE distributor_manufacturer SET end_date = current_date - 1 WHERE distributor_id = $1`,
      [distributor.id],
    );
    await sleep(RECHECK_MS + 50);
    await probeThenControl(l, account.id, [`user:${account.id}`, `distributor:${distributor.id}`], 2);
    expect(l.probes).toEqual([1]);
    expect(l.socket.connected).toBe(true);
  });

  it('a connection whose token has expired is closed at its next event', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const authenticator = await server.app.get(AuthBindings.JWT_AUTHENTICATOR);
    const token = new TokenService({...server.config, tokenTtlSeconds: 1}).issue(
      await authenticator.loadCaller(account.id),
    );
    const l = await listen(server, token);
    open.push(l.socket);
    await probeThenControl(l, account.id, [`manufacturer:${demo}`], 1);
    await sleep(2100);
    await probe([`manufacturer:${demo}`], 2);
    expect(await l.disconnected).toBe('io server disconnect');
    expect(l.probes).toEqual([1]);
  });

  it('a quiet connection of a deactivated account is closed by the periodic re-check', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const l = await connected(account.username, account.password);
    await server.pool.query(`UPDATE app_user SET is_active = false WHERE id = $1`, [account.id]);
    expect(await l.disconnected).toBe('io server disconnect');
  });

  it('a token refused at the handshake opens no connection', async () => {
    const account = await givenAccount(server, {manufacturer: 'Demo Energy'});
    const token = (await signIn(server, account.username, account.password).expect(200)).body.token;
    await server.pool.query(`UPDATE app_user SET is_active = false WHERE id = $1`, [account.id]);
    await expect(listen(server, token)).rejects.toThrow('unauthorized');
  });
});

describe('live events: the access check is cheap', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await givenRunningApp({liveRecheckMs: 60_000});
  });
  afterAll(() => server.stop());

  it('a burst of events costs one check per socket within the re-check window, delivered in order', async () => {
    const account = await givenAccount(server, {role: 'mstaff', manufacturer: 'Demo Energy'});
    const demo = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`)).rows[0].id;
    await server.pool.query('INSERT INTO staff_permission VALUES ($1, $2, 1)', [account.id, demo]);
    const token = (await signIn(server, account.username, account.password).expect(200)).body.token;
    const authenticator = await server.app.get(AuthBindings.JWT_AUTHENTICATOR);
    const authenticate = jest.spyOn(authenticator, 'authenticate');
    const scopeOf = jest.spyOn(await server.app.get(KernelBindings.TENANCY_SERVICE), 'scopeOf');
    const l = await listen(server, token);
    try {
      for (let n = 1; n <= 50; n++)
        await server.live.publish(`manufacturer:${demo}`, 'Probe', {n}, {manufacturerId: demo});
      await until(() => l.probes.length === 50, '50 probes');
      expect(l.probes).toEqual(Array.from({length: 50}, (_, i) => i + 1));
      // The handshake's check is the only one: the deliveries within the window reuse it.
      expect(authenticate.mock.calls.filter(([req]) => req.headers.authorization === `Bearer ${token}`)).toHaveLength(
        1,
      );
      // ...and the scope and permission for the manufacturer are looked up once, not per event.
      expect(scopeOf.mock.calls.filter(([caller]) => caller.id === account.id)).toHaveLength(1);
    } finally {
      authenticate.mockRestore();
      scopeOf.mockRestore();
      l.socket.disconnect();
    }
  });
});
