import {createLocalJWKSet, flattenedVerify} from 'jose';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  rawBody,
  verificationRequest,
} from '../helpers/verification.helpers';

/** What an integrator builds on: signed answers (errors and replays too), problem details, XML as sent, limits. */
describe('the verification API as integrators use it', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  /** Checks X-Signature with jose (a standard JOSE library): a detached compact JWS over the exact bytes. */
  async function signedByJwks(signature: string, body: Buffer): Promise<boolean> {
    const jwks = createLocalJWKSet((await client(server).get('/.well-known/jwks.json').expect(200)).body);
    const [protectedHeader, payload, sig] = signature.split('.');
    if (payload !== '') return false;
    try {
      await flattenedVerify({protected: protectedHeader, payload: body.toString('base64url'), signature: sig}, jwks, {
        algorithms: ['EdDSA'],
      });
      return true;
    } catch {
      return false;
    }
  }

  const xml = (body: string, contentType = 'application/xml') =>
    client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', contentType)
      .send(Buffer.from(body, contentType.includes('8859-1') ? 'latin1' : 'utf8'));

  it('signs answers, replays and every refusal; jose verifies them with the JWKS key named by kid', async () => {
    const [serial] = await givenSerials(server);
    const body = verificationRequest([{serial}]);
    const first = await postVerification(server, token, body).expect(200);
    const replay = await postVerification(server, token, body).expect(200);
    const conflict = await postVerification(server, token, {...body, items: [{serial: 'X', brand: 'B', model: 'M'}]});
    const invalid = await postVerification(server, token, {requestId: 'x'});
    const unauthorised = await postVerification(server, 'nope', body);
    for (const [res, status] of [
      [first, 200],
      [replay, 200],
      [conflict, 409],
      [invalid, 422],
      [unauthorised, 401],
    ] as const) {
      expect(res.status).toBe(status);
      expect(await signedByJwks(res.headers['x-signature'], rawBody(res))).toBe(true);
    }
    expect(await signedByJwks(first.headers['x-signature'], Buffer.from(first.text + ' '))).toBe(false);
    const jwks = await client(server).get('/.well-known/jwks.json').expect(200);
    expect(jwks.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('answers refusals as RFC 9457 problem details naming every broken field, in XML for XML clients', async () => {
    const res = await postVerification(server, token, {
      requestId: 'bad',
      requestType: 1,
      requester: {name: 'n'},
      installation: {...installationOf('2150', '2026-02-30'), ratedPower: 'lots'},
      items: [{brand: 'b', model: 'm'}, 'oops'],
    }).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      type: expect.stringMatching(/^https:\/\//),
      title: 'Unprocessable Content',
      status: 422,
      code: 'INVALID_FIELD',
      detail: expect.any(String),
    });
    expect(res.body.errors).toEqual([
      {field: 'installation.date', message: 'must be a real calendar date YYYY-MM-DD'},
      {field: 'installation.ratedPower', message: 'must be a number from 0 to 10000000'},
      {field: 'items[0].serial', message: 'is required'},
      {field: 'items[1]', message: 'must be an object'},
    ]);
    for (const date of ['2025-02-29', '1999-01-01', '2999-01-01', '26-01-01'])
      expect(
        (
          await postVerification(
            server,
            token,
            verificationRequest([{serial: 'x'}], {requestType: 1, installation: installationOf('2150', date)}),
          ).expect(422)
        ).body.errors[0].field,
      ).toBe('installation.date');
    const asXml = await xml('<verificationRequest><requestId>x</requestId></verificationRequest>').expect(422);
    expect(asXml.headers['content-type']).toMatch(/^application\/problem\+xml/);
    expect(asXml.text).toContain('<problem xmlns="urn:ietf:rfc:7807"><type>');
    expect(asXml.text).toContain('<error><field>requestType</field>');
    expect(await signedByJwks(asXml.headers['x-signature'], rawBody(asXml))).toBe(true);
  });

  it('reads XML in its charset with references and predefined entities decoded; DTDs stay refused', async () => {
    const [serial] = await givenSerials(server);
    const encoded = [...serial].map(c => `&#${c.charCodeAt(0)};`).join('');
    const doc = (charset: string, name: string) =>
      `<?xml version="1.0" encoding="${charset}"?><verificationRequest><requestId>xml-${serial}-${charset}</requestId>` +
      `<requestType>3</requestType><requester><name>${name}</name></requester><items><item><serial>${encoded}</serial>` +
      `<brand>Demo Energy</brand><model>DE&#x2D;10</model></item></items></verificationRequest>`;
    const latin = await xml(doc('ISO-8859-1', 'Café &amp; Co'), 'text/xml; charset=ISO-8859-1').expect(200);
    expect(latin.text).toContain(`<serial>${serial}</serial><verified>true</verified>`);
    const {rows} = await server.pool.query(`SELECT requester_name FROM product_log WHERE batch_id = $1`, [
      latin.text.match(/<batchId>([^<]+)</)![1],
    ]);
    expect(rows[0].requester_name).toBe('Café & Co');
    await xml(doc('UTF-8', 'A'), 'application/xml; charset=utf-8').expect(200);
    await xml(doc('UTF-8', '&nbsp;')).expect(400);
    await xml('<!DOCTYPE x><verificationRequest/>').expect(400);
    await xml(doc('UTF-8', 'A'), 'application/xml; charset=x-no-such').expect(415);
  });

  it('installations: never claimed twice, none created without a verified serial', async () => {
    const [a, b] = await givenSerials(server, {count: 2});
    const count = async () => Number((await server.pool.query('SELECT count(*) FROM installation')).rows[0].count);
    const before = await count();
    const none = await postVerification(
      server,
      token,
      verificationRequest([{serial: 'NOPE-' + a}], {requestType: 1, installation: installationOf('2600')}),
    ).expect(200);
    expect(none.body.installationId).toBeNull();
    expect(await count()).toBe(before);
    const twice = await postVerification(
      server,
      token,
      verificationRequest([{serial: a}, {serial: a}, {serial: b}], {
        requestType: 1,
        installation: installationOf('2601'),
      }),
    ).expect(200);
    expect(twice.body.results.map((r: {reason: string}) => r.reason)).toEqual([
      'VERIFIED',
      'ALREADY_INSTALLED',
      'VERIFIED',
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('rate-limit headers on every answer of an identified provider, exposed to browsers', async () => {
    const res = await postVerification(server, token, verificationRequest([{serial: 'RL'}]))
      .set('Origin', 'https://app.example')
      .expect(200);
    expect(Number(res.headers['ratelimit-limit'])).toBeGreaterThan(0);
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(Number(res.headers['ratelimit-limit']));
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const refused = await postVerification(server, token, {}).expect(422);
    expect(refused.headers['ratelimit-limit']).toBeDefined();
  });

  it("GET by batchId or requestId returns the provider's own answer, signed as first sent; 404 for others", async () => {
    const [serial] = await givenSerials(server);
    const body = verificationRequest([{serial}]);
    const first = await postVerification(server, token, body).expect(200);
    const get = (path: string, bearer = token) => client(server).get(path).set('Authorization', `Bearer ${bearer}`);
    for (const path of [
      `/api/v1/verifications/${first.body.batchId}`,
      `/api/v1/verifications?requestId=${body.requestId}`,
    ]) {
      const res = await get(path).expect(200);
      expect(res.text).toBe(first.text);
      expect(res.headers['x-signature']).toBe(first.headers['x-signature']);
    }
    const other = await givenAppToken(server, await givenAppProvider(server));
    const hidden = await get(`/api/v1/verifications/${first.body.batchId}`, other).expect(404);
    expect(await signedByJwks(hidden.headers['x-signature'], rawBody(hidden))).toBe(true);
    await get('/api/v1/verifications/not-a-uuid').expect(422);
  });

  it('publishes the XSD of the XML form', async () => {
    const res = await client(server).get('/api/v1/schemas/verification.xsd').expect(200);
    expect(res.text).toContain('<xs:element name="verificationRequest">');
  });
});
