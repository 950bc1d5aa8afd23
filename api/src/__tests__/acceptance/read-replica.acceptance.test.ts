import {Client} from 'pg';
import {RunningServer} from '../../server';
import {AFTER_WRITE_COOKIE} from '../../middleware';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenStreamingPair, StreamingPair} from '../helpers/streaming-replica.helpers';
import {
  givenAppProvider,
  givenAppToken,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const LISTING = `query($filter: String) { ProductSerialListing(filter: $filter, first: 10) { count list { serial } } }`;
const ADD_NOTE = `mutation { __typename }`;

/**
 * DATABASE_READ_URL against a real streaming replica: with the replica's replay paused, what the primary has and the
 * replica has not yet shows which one answered.
 */
describe('reads from a streaming replica (DATABASE_READ_URL)', () => {
  let pair: StreamingPair;
  let server: RunningServer;
  let madmin: string;
  let primary: Client;
  let replica: Client;

  beforeAll(async () => {
    pair = await givenStreamingPair();
    server = await givenRunningApp({databaseUrl: pair.primaryUrl, databaseReadUrl: pair.replicaUrl});
    madmin = await givenToken(server, 'madmin');
    primary = new Client({connectionString: pair.primaryUrl});
    replica = new Client({connectionString: pair.replicaUrl});
    await Promise.all([primary.connect(), replica.connect()]);
  }, 120_000);
  afterAll(async () => {
    await replica?.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await Promise.all([primary?.end(), replica?.end()]);
    await server?.stop();
    await pair?.stop();
  });

  const givenSerial = async () => {
    const serial = unique('RR');
    await primary.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state)
       SELECT b.id, m.id, p.id, $1, $1, 'available'
         FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = 'DE-10'
        WHERE b.name = 'Demo Energy'`,
      [serial],
    );
    return serial;
  };
  const listed = async (serial: string, cookie?: string) => {
    const req = client(server).post('/graphql').set('Authorization', `Bearer ${madmin}`);
    if (cookie) req.set('Cookie', cookie);
    const res = await req.send({query: LISTING, variables: {filter: serial}}).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.ProductSerialListing.list.map((s: {serial: string}) => s.serial);
  };

  it('a listing is read from the replica; a write and the reads just after it go to the primary', async () => {
    await pair.caughtUp();
    expect((await replica.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
    await replica.query('SELECT pg_wal_replay_pause()');
    const serial = await givenSerial();

    // The replica has not replayed the new serial: the listing, read there, does not show it yet.
    expect(await listed(serial)).toEqual([]);

    // A verification is a write: it reads and writes the primary, and finds the serial.
    const token = await givenAppToken(server, await givenAppProvider(server));
    const verified = await postVerification(server, token, verificationRequest([{serial}])).expect(200);
    expect(verified.body.results[0]).toMatchObject({serial, verified: true});
    const cookie = (verified.headers['set-cookie'] as unknown as string[]).find(c => c.startsWith(AFTER_WRITE_COOKIE));
    expect(cookie).toMatch(/Max-Age=5; Path=\/; HttpOnly; SameSite=Lax/);

    // The same browser's next screen, on any replica, reads from the primary while the cookie lasts.
    expect(await listed(serial, cookie!.split(';')[0])).toEqual([serial]);

    // A GraphQL mutation marks its caller too; a query does not.
    const mutation = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${madmin}`)
      .send({query: ADD_NOTE})
      .expect(200);
    expect(String(mutation.headers['set-cookie'] ?? '')).toContain(`${AFTER_WRITE_COOKIE}=1`);
    const query = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${madmin}`)
      .send({query: LISTING, variables: {filter: serial}})
      .expect(200);
    expect(query.headers['set-cookie']).toBeUndefined();

    // Replayed, the replica shows it to everyone.
    await replica.query('SELECT pg_wal_replay_resume()');
    await pair.caughtUp();
    expect(await listed(serial)).toEqual([serial]);
  });
});
