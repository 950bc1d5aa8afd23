import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenAppProvider, postVerification, verificationRequest} from '../helpers/verification.helpers';

/** OAuth 2 client credentials as RFC 6749 (sections 2.3.1, 4.4, 5.1, 5.2), RFC 6750 (section 3) and RFC 8414 say. */
describe('POST /api/v1/oauth/token: the OAuth 2 RFCs', () => {
  let server: RunningServer;
  let provider: {clientId: string; clientSecret: string; name: string; id: number};
  beforeAll(async () => {
    server = await givenRunningApp();
    provider = await givenAppProvider(server);
  });
  afterAll(() => server.stop());

  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const token = () => client(server).post('/api/v1/oauth/token').type('form');

  it('client_secret_basic: HTTP Basic with only grant_type in the form, answered with no-store', async () => {
    const res = await token()
      .set('Authorization', basic(provider.clientId, provider.clientSecret))
      .send({grant_type: 'client_credentials'})
      .expect(200);
    expect(res.body).toEqual({access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600});
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['pragma']).toBe('no-cache');
    await postVerification(server, res.body.access_token, verificationRequest([{serial: 'NOPE-1'}])).expect(200);
  });

  it('client_secret_post: id and secret in the form body', async () => {
    const res = await token()
      .send({grant_type: 'client_credentials', client_id: provider.clientId, client_secret: provider.clientSecret})
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('errors are {error, error_description} with 400 or 401, and 401 carries WWW-Authenticate: Basic', async () => {
    const cases: Array<[Record<string, string>, string | undefined, number, string]> = [
      [{grant_type: 'password'}, basic(provider.clientId, provider.clientSecret), 400, 'unsupported_grant_type'],
      [{}, basic(provider.clientId, provider.clientSecret), 400, 'invalid_request'],
      [
        {grant_type: 'client_credentials', scope: 'write'},
        basic(provider.clientId, provider.clientSecret),
        400,
        'invalid_scope',
      ],
      [{grant_type: 'client_credentials'}, basic(provider.clientId, 'wrong'), 401, 'invalid_client'],
      [{grant_type: 'client_credentials'}, undefined, 401, 'invalid_client'],
      [
        {grant_type: 'client_credentials', client_id: provider.clientId, client_secret: provider.clientSecret},
        basic(provider.clientId, provider.clientSecret),
        400,
        'invalid_request',
      ],
    ];
    for (const [form, authorization, status, error] of cases) {
      const req = token();
      if (authorization) req.set('Authorization', authorization);
      const res = await req.send(form);
      expect([res.status, res.body.error]).toEqual([status, error]);
      expect(res.body.error_description).toEqual(expect.any(String));
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
    }
  });

  it('a provider that is not enabled: 403 unauthorized_client', async () => {
    const disabled = await givenAppProvider(server, {enabled: false});
    const res = await token()
      .set('Authorization', basic(disabled.clientId, disabled.clientSecret))
      .send({grant_type: 'client_credentials'})
      .expect(403);
    expect(res.body).toEqual({
      error: 'unauthorized_client',
      error_description: `The app provider "${disabled.name}" is not enabled (AllowedApps).`,
    });
  });

  it('a 401 of the API carries WWW-Authenticate: Bearer with the RFC 6750 error', async () => {
    const none = await client(server)
      .post('/api/v1/verifications')
      .send(verificationRequest([{serial: 'x'}]));
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="voltcheck-verification"');
    const bad = await postVerification(server, 'not-a-token', verificationRequest([{serial: 'x'}])).expect(401);
    expect(bad.headers['www-authenticate']).toMatch(/^Bearer realm="voltcheck-verification", error="invalid_token"/);
    const portal = await postVerification(server, await givenToken(server, 'madmin'), {}).expect(401);
    expect(portal.headers['www-authenticate']).toMatch(/error="invalid_token"/);
  });

  it('publishes RFC 8414 metadata', async () => {
    const res = await client(server).get('/.well-known/oauth-authorization-server').expect(200);
    expect(res.body).toMatchObject({
      issuer: server.url.replace(/\/$/, ''),
      token_endpoint: `${server.url.replace(/\/$/, '')}/api/v1/oauth/token`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      jwks_uri: `${server.url.replace(/\/$/, '')}/.well-known/jwks.json`,
    });
  });
});

describe('the sandbox demo data', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('reaches every reason code with the demo providers and serials', async () => {
    const demo = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'})
      .expect(200);
    const photo = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({grant_type: 'client_credentials', client_id: 'demo-photo-app', client_secret: 'demo-photo-app-secret'})
      .expect(200);
    const items = [
      {serial: 'SANDBOX-WITHDRAWN-000001', brand: 'Demo Energy', model: 'DE-10'},
      {serial: 'SANDBOX-EXPIRED-000001', brand: 'Demo Energy', model: 'DE-EXPIRED'},
      {serial: 'SANDBOX-FUTURE-000001', brand: 'Demo Energy', model: 'DE-FUTURE'},
    ];
    const res = await postVerification(server, demo.body.access_token, verificationRequest(items)).expect(200);
    expect(res.body.results.map((r: {reason: string}) => r.reason)).toEqual([
      'WITHDRAWN',
      'MODEL_EXPIRED',
      'MODEL_NOT_APPROVED',
    ]);
    const photoRes = await postVerification(
      server,
      photo.body.access_token,
      verificationRequest([{serial: 'DE10-000999', brand: 'Demo Energy', model: 'DE-10'}]),
    ).expect(200);
    expect(photoRes.body.results[0].reason).toBe('PHOTO_REQUIRED');
  });
});
