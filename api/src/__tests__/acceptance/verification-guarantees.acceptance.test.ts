import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  rawBody,
  signatureIsValid,
  verificationRequest,
} from '../helpers/verification.helpers';

describe('POST /api/v1/verifications: guarantees', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  it('signs the exact body with a key published in the JWKS', async () => {
    const [serial] = await givenSerials(server);
    const res = await postVerification(server, token, verificationRequest([{serial}])).expect(200);
    expect(await signatureIsValid(server, res.headers['x-signature'], rawBody(res))).toBe(true);
    const tampered = Buffer.from(res.text.replace('"verified":true', '"verified":false'));
    expect(await signatureIsValid(server, res.headers['x-signature'], tampered)).toBe(false);
  });

  it('the same requestId and body return the same answer byte for byte and record nothing new; another body answers 409', async () => {
    const [serial] = await givenSerials(server);
    const body = verificationRequest([{serial}]);
    const first = await postVerification(server, token, body).expect(200);
    const logs = async () =>
      Number(
        (await server.pool.query('SELECT count(*) FROM product_log WHERE failed_serial = $1', [serial])).rows[0].count,
      );
    expect(await logs()).toBe(1);
    const again = await postVerification(server, token, body).expect(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['x-signature']).toBe(first.headers['x-signature']);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await logs()).toBe(1);
    const other = await postVerification(server, token, {
      ...body,
      items: [{serial: 'OTHER', brand: 'Demo Energy', model: 'DE-10'}],
    }).expect(409);
    expect(other.body).toMatchObject({
      status: 409,
      code: 'REQUEST_ID_REUSED',
      message: `requestId "${body.requestId}" was already used with a different body.`,
    });
  });

  it('two concurrent installations claiming one serial: exactly one wins, every time', async () => {
    const rounds = 25;
    const serials = await givenSerials(server, {count: rounds});
    for (const serial of serials) {
      const [a, b] = await Promise.all([
        postVerification(
          server,
          token,
          verificationRequest([{serial}], {requestType: 1, installation: installationOf('2150')}),
        ),
        postVerification(
          server,
          token,
          verificationRequest([{serial}], {requestType: 1, installation: installationOf('3000')}),
        ),
      ]);
      const reasons = [a.body.results[0].reason, b.body.results[0].reason].sort();
      expect(reasons).toEqual(['ALREADY_INSTALLED', 'VERIFIED']);
    }
    const {rows} = await server.pool.query(
      `SELECT count(DISTINCT installation_id) AS n FROM product_serial WHERE serial = ANY($1) AND state = 'installed'`,
      [serials],
    );
    expect(Number(rows[0].n)).toBe(rounds);
  });

  it('concurrent twins (one requestId, one body, sent at once) get one answer byte for byte, recorded once; a different twin gets 409', async () => {
    const rounds = 10;
    const serials = await givenSerials(server, {count: rounds});
    for (const serial of serials) {
      const body = verificationRequest([{serial}], {requestType: 1, installation: installationOf('2150')});
      const [a, b] = await Promise.all([postVerification(server, token, body), postVerification(server, token, body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.text).toBe(b.text);
      expect(a.body.results[0].reason).toBe('VERIFIED');
      expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(h => h === 'true')).toHaveLength(
        1,
      );
      const {rows} = await server.pool.query(
        `SELECT (SELECT count(*) FROM verification_batch WHERE request_id = $1)::int AS batches,
                (SELECT count(*) FROM product_log WHERE failed_serial = $2)::int AS logs`,
        [body.requestId, serial],
      );
      expect(rows[0]).toEqual({batches: 1, logs: 1});
    }
    const [serial] = await givenSerials(server);
    const body = verificationRequest([{serial}], {requestType: 3});
    const [x, y] = await Promise.all([
      postVerification(server, token, body),
      postVerification(server, token, {...body, items: [{serial: 'TWIN-OTHER', brand: 'Demo Energy', model: 'DE-10'}]}),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });

  it('answers XML to XML with the same results as JSON', async () => {
    const [s1, s2] = await givenSerials(server, {count: 2});
    const xml = `<?xml version="1.0"?><verificationRequest><requestId>xml-${s1}</requestId><requestType>3</requestType>
      <requester><name>Xml Co</name></requester><items><item><serial>${s1}</serial><brand>Demo Energy</brand><model>DE-10</model></item>
      <item><serial>NOPE-${s2}</serial><brand>Demo Energy</brand><model>DE-10</model></item></items></verificationRequest>`;
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toMatch(/^<\?xml[^>]*\?><verificationResponse>/);
    expect(res.text).toContain(`<result><serial>${s1}</serial><verified>true</verified><reason>VERIFIED</reason>`);
    expect(res.text).toContain(`<serial>NOPE-${s2}</serial><verified>false</verified><reason>NOT_FOUND</reason>`);
    expect(await signatureIsValid(server, res.headers['x-signature'], rawBody(res))).toBe(true);
    const json = await postVerification(
      server,
      token,
      verificationRequest([{serial: s1}, {serial: `NOPE-${s2}`}]),
    ).expect(200);
    expect(json.body.results.map((r: {reason: string}) => r.reason)).toEqual(['VERIFIED', 'NOT_FOUND']);
    const accept = await postVerification(server, token, verificationRequest([{serial: s2}]))
      .set('Accept', 'application/xml')
      .expect(200);
    expect(accept.text).toContain('<verificationResponse>');
  });

  it('refuses XML with a DOCTYPE or entities', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><verificationRequest><requestId>&x;</requestId></verificationRequest>`;
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .expect(400);
    // An XML client gets its problem details in XML.
    expect(res.headers['content-type']).toMatch(/^application\/problem\+xml/);
    expect(res.text).toContain('<detail>XML with a DOCTYPE or entity declaration is refused.</detail>');
  });

  it.each([
    [{}, 'requestId: is required'],
    [{requestId: 'x', requestType: 9}, 'requestType: must be 1 (installation), 2 (product) or 3 (serial)'],
    [{requestId: 'x', requestType: 3}, 'requester: is required'],
    [{requestId: 'x', requestType: 3, requester: {name: 'n'}, items: []}, 'items: must hold at least one item'],
    [
      {requestId: 'x', requestType: 3, requester: {name: 'n'}, items: [{brand: 'b', model: 'm'}]},
      'items[0].serial: is required',
    ],
    [
      {requestId: 'x', requestType: 3, requester: {name: 'n'}, items: [{serial: 's\u0000', brand: 'b', model: 'm'}]},
      'items[0].serial: contains a character that cannot be stored (a NUL or an unpaired surrogate)',
    ],
    [
      {requestId: 'x\uD800', requestType: 3, requester: {name: 'n'}, items: [{serial: 's', brand: 'b', model: 'm'}]},
      'requestId: contains a character that cannot be stored (a NUL or an unpaired surrogate)',
    ],
    [
      {requestId: 'x', requestType: 1, requester: {name: 'n'}, items: [{serial: 's', brand: 'b', model: 'm'}]},
      'installation: is required for requestType 1',
    ],
    [
      {
        requestId: 'x',
        requestType: 3,
        requester: {name: 'n'},
        items: [{serial: 's', brand: 'b', model: 'm', photo: 'bm90IGFuIGltYWdl'}],
      },
      'items[0].photo: must be a base64 JPEG or PNG image',
    ],
  ])('422 naming the field for %j', async (body, message) => {
    const res = await postVerification(server, token, body).expect(422);
    expect(res.body).toMatchObject({status: 422, code: 'INVALID_FIELD'});
    // Every broken field is named: the one of this case among them.
    expect(res.body.detail.split('; ')).toContain(message);
  });

  it('400 for malformed JSON and 413 past 500 items', async () => {
    await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"requestId":')
      .expect(400);
    const items = Array.from({length: 501}, (_, n) => ({serial: `S${n}`, brand: 'Demo Energy', model: 'DE-10'}));
    const res = await postVerification(server, token, verificationRequest(items)).expect(413);
    expect(res.body.message).toBe('items: at most 500 serials per request (got 501)');
  });

  it('401 without a token, with a portal token, or a bad one; 403 once the provider is disabled', async () => {
    await client(server)
      .post('/api/v1/verifications')
      .send(verificationRequest([{serial: 'x'}]))
      .expect(401);
    await postVerification(server, await givenToken(server, 'madmin'), verificationRequest([{serial: 'x'}])).expect(
      401,
    );
    await postVerification(server, 'not-a-token', verificationRequest([{serial: 'x'}])).expect(401);
    const provider = await givenAppProvider(server);
    const appToken = await givenAppToken(server, provider);
    const admin = await givenToken(server, 'admin');
    await client(server)
      .patch(`/api/v1/app-providers/${provider.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({enabled: false})
      .expect(200);
    const res = await postVerification(server, appToken, verificationRequest([{serial: 'x'}])).expect(403);
    expect(res.body.message).toBe(`The app provider "${provider.name}" is not enabled (AllowedApps).`);
    await client(server)
      .post('/api/v1/oauth/token')
      .send({grant_type: 'client_credentials', client_id: provider.clientId, client_secret: provider.clientSecret})
      .expect(403);
  });
});

describe('app providers and OAuth', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('an administrator creates a provider, sees its secret once, and the provider gets a token (form or JSON)', async () => {
    const admin = await givenToken(server, 'admin');
    const created = await client(server)
      .post('/api/v1/app-providers')
      .set('Authorization', `Bearer ${admin}`)
      .send({name: `Acme ${Date.now()}`, enabled: true})
      .expect(200);
    expect(created.body).toMatchObject({enabled: true, mandatorySerialPhoto: false, clientSecret: expect.any(String)});
    const list = await client(server).get('/api/v1/app-providers').set('Authorization', `Bearer ${admin}`).expect(200);
    const listed = list.body.find((p: {id: number}) => p.id === created.body.id);
    expect(listed).toBeDefined();
    expect(listed.clientSecret).toBeUndefined();
    const {rows} = await server.pool.query('SELECT secret_hash FROM app_provider WHERE id = $1', [created.body.id]);
    expect(rows[0].secret_hash).not.toContain(created.body.clientSecret);
    const form = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({
        grant_type: 'client_credentials',
        client_id: created.body.clientId,
        client_secret: created.body.clientSecret,
      })
      .expect(200);
    expect(form.body).toMatchObject({token_type: 'Bearer', expires_in: 3600, access_token: expect.any(String)});
    await client(server)
      .post('/api/v1/oauth/token')
      .send({
        grant_type: 'client_credentials',
        client_id: created.body.clientId,
        client_secret: created.body.clientSecret,
      })
      .expect(200);
    const audit = await server.pool.query(
      `SELECT action FROM audit_log WHERE entity = 'AppProvider' AND entity_id = $1`,
      [String(created.body.id)],
    );
    expect(audit.rows).toEqual([{action: 'app_provider.create'}]);
  });

  it('answers 422, not 500, when PostgreSQL cannot store a value (a NUL), and stores nothing', async () => {
    const admin = await givenToken(server, 'admin');
    const name = `Nul\u0000 ${Date.now()}`;
    const res = await client(server)
      .post('/api/v1/app-providers')
      .set('Authorization', `Bearer ${admin}`)
      .send({name, enabled: true})
      .expect(422);
    expect(res.body).toMatchObject({
      status: 422,
      code: 'INVALID_FIELD',
      message: 'A value contains a character that cannot be stored (a NUL or an unpaired surrogate).',
    });
    const gql = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({query: 'mutation($name: String!) { createAppProvider(name: $name) { id } }', variables: {name}})
      .expect(200);
    expect(gql.body.errors[0]).toMatchObject({
      message: 'A value contains a character that cannot be stored (a NUL or an unpaired surrogate).',
      extensions: {code: 'BAD_USER_INPUT'},
    });
    const {rows} = await server.pool.query(`SELECT count(*)::int AS n FROM app_provider WHERE name LIKE 'Nul%'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a wrong secret (401), an unsupported grant (400), and non-administrators (403)', async () => {
    await client(server)
      .post('/api/v1/oauth/token')
      .send({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'nope'})
      .expect(401);
    await client(server)
      .post('/api/v1/oauth/token')
      .send({grant_type: 'password', client_id: 'demo-app', client_secret: 'demo-app-secret'})
      .expect(400);
    const madmin = await givenToken(server, 'madmin');
    await client(server).get('/api/v1/app-providers').set('Authorization', `Bearer ${madmin}`).expect(403);
  });

  it('the demo provider works out of the box', async () => {
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const res = await postVerification(server, token, verificationRequest([{serial: 'DE10-000999'}])).expect(200);
    expect(res.body.results[0]).toMatchObject({verified: true, reason: 'VERIFIED'});
  });

  it('administrators download a JSON batch as {batchId}.xml', async () => {
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const res = await postVerification(server, token, verificationRequest([{serial: 'DE10-000998'}])).expect(200);
    const admin = await givenToken(server, 'admin');
    for (const part of ['request', 'response']) {
      const dl = await client(server)
        .get(`/api/v1/verification-batches/${res.body.batchId}/${part}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(dl.headers['content-disposition']).toBe(
        `attachment; filename="${res.body.batchId}.xml"; filename*=UTF-8''${res.body.batchId}.xml`,
      );
      expect(dl.text).toContain(
        part === 'request'
          ? '<verificationRequest><requestId>'
          : `<verificationResponse><batchId>${res.body.batchId}</batchId>`,
      );
      expect(dl.text).toContain('<serial>DE10-000998</serial>');
    }
    const madmin = await givenToken(server, 'madmin');
    await client(server)
      .get(`/api/v1/verification-batches/${res.body.batchId}/request`)
      .set('Authorization', `Bearer ${madmin}`)
      .expect(403);
  });
});

describe('per-provider rate limit', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('answers 429 with Retry-After past the rate an administrator set, and other providers are not affected', async () => {
    const slow = await givenAppProvider(server);
    const admin = await givenToken(server, 'admin');
    const patch = (body: object) =>
      client(server).patch(`/api/v1/app-providers/${slow.id}`).set('Authorization', `Bearer ${admin}`).send(body);
    expect((await patch({ratePerMinute: 0}).expect(422)).body.errors).toEqual([
      {field: 'ratePerMinute', message: expect.any(String)},
    ]);
    expect((await patch({ratePerMinute: 3}).expect(200)).body).toMatchObject({ratePerMinute: 3});
    const token = await givenAppToken(server, slow);
    for (let i = 0; i < 3; i++)
      await postVerification(server, token, verificationRequest([{serial: 'RL-1'}])).expect(200);
    const limited = await postVerification(server, token, verificationRequest([{serial: 'RL-1'}])).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({status: 429, message: 'Too many requests, please try again later.'});
    const other = await givenAppToken(server, await givenAppProvider(server));
    await postVerification(server, other, verificationRequest([{serial: 'RL-1'}])).expect(200);
  });
});

describe('app providers over GraphQL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200))
      .body;

  it('creates (secret once), lists, and disables a provider, which then takes effect at once', async () => {
    const admin = await givenToken(server, 'admin');
    const name = `Gql App ${Date.now()}`;
    const created = (
      await gql(
        admin,
        `mutation($name: String!) { createAppProvider(name: $name, enabled: true) { id clientId clientSecret enabled } }`,
        {name},
      )
    ).data.createAppProvider;
    expect(created.clientSecret).toEqual(expect.any(String));
    const appToken = await givenAppToken(server, created);
    const listed = (
      await gql(
        admin,
        `{ allAppProviders(filter: {q: "${name}"}) { id clientSecret } _allAppProvidersMeta(filter: {q: "${name}"}) { count } }`,
      )
    ).data;
    expect(listed).toEqual({allAppProviders: [{id: created.id, clientSecret: null}], _allAppProvidersMeta: {count: 1}});
    const rated = await gql(
      admin,
      `mutation($id: ID!) { updateAppProvider(id: $id, ratePerMinute: 120) { ratePerMinute } }`,
      {
        id: created.id,
      },
    );
    expect(rated.data.updateAppProvider).toEqual({ratePerMinute: 120});
    await gql(admin, `mutation($id: ID!) { updateAppProvider(id: $id, enabled: false) { enabled } }`, {id: created.id});
    await postVerification(server, appToken, verificationRequest([{serial: 'x'}])).expect(403);
    const madmin = await givenToken(server, 'madmin');
    expect((await gql(madmin, '{ allAppProviders { id } }')).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('app provider settings rules', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({adminAllowList: {manufacturers: null, settings: ['admin']}});
  });
  afterAll(() => server.stop());

  it('switches the photo rule only while the provider is enabled', async () => {
    const admin = await givenToken(server, 'admin');
    const provider = await givenAppProvider(server, {enabled: false});
    const res = await client(server)
      .patch(`/api/v1/app-providers/${provider.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({mandatorySerialPhoto: true})
      .expect(422);
    expect(res.body.message).toBe('The mandatory serial photo can only be switched when the provider is enabled.');
    await client(server)
      .patch(`/api/v1/app-providers/${provider.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({enabled: true, mandatorySerialPhoto: true})
      .expect(200);
  });

  it('refuses administrators who are not on the settings allow-list, by REST and GraphQL', async () => {
    const provider = await givenAppProvider(server);
    const {rows} = await server.pool.query(
      `INSERT INTO app_user (username, email, password_hash, role, email_confirmed)
      SELECT 'admin2-' || $1, 'admin2@example.com', password_hash, 'admin', true FROM app_user WHERE username = 'admin' RETURNING username`,
      [Date.now()],
    );
    const other = await givenToken(server, rows[0].username);
    const res = await client(server)
      .patch(`/api/v1/app-providers/${provider.id}`)
      .set('Authorization', `Bearer ${other}`)
      .send({enabled: false})
      .expect(403);
    expect(res.body.message).toBe('You are not authorised to change these settings.');
    const gql = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${other}`)
      .send({query: `mutation { createAppProvider(name: "Nope ${Date.now()}") { id } }`})
      .expect(200);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
