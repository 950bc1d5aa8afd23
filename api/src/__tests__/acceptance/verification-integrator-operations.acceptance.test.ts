import {createServer, IncomingMessage, Server} from 'node:http';
import {AddressInfo} from 'node:net';
import {createLocalJWKSet, flattenedVerify} from 'jose';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAccount} from '../helpers/account.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';

/** A local HTTPS-less endpoint (allowed in tests only) that records what it receives and answers `statuses` in turn. */
async function givenEndpoint(statuses: number[]) {
  const received: Array<{headers: IncomingMessage['headers']; body: Buffer}> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({headers: req.headers, body: Buffer.concat(chunks)});
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)];
      res.end(`answer ${received.length}`);
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {url, received, close: () => new Promise(resolve => server.close(resolve))};
}

async function eventually<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise(r => setTimeout(r, 200));
  }
}

/** The integrators' operations: key rotation, test mode, releasing a wrong claim, webhooks. */
describe('the verification API: rotation, test mode, releases and webhooks', () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp({
      webhooks: {allowLocal: true, retryDelaySeconds: 1},
      signing: {prePublishSeconds: 2},
    });
    admin = await givenAdminToken(server);
  });
  afterAll(() => server.stop());

  const jwksVerifies = async (signature: string, body: Buffer) => {
    const jwks = createLocalJWKSet((await client(server).get('/.well-known/jwks.json').expect(200)).body);
    const [protectedHeader, , sig] = signature.split('.');
    return flattenedVerify({protected: protectedHeader, payload: body.toString('base64url'), signature: sig}, jwks, {
      algorithms: ['EdDSA'],
    }).then(
      () => true,
      () => false,
    );
  };

  it('rotates the signing key: the new kid is published before it signs, the old one stays until it retires', async () => {
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    const [serial] = await givenSerials(server);
    const before = await postVerification(server, token, verificationRequest([{serial}])).expect(200);
    const oldKid = JSON.parse(Buffer.from(before.headers['x-signature'].split('.')[0], 'base64url').toString()).kid;
    const keys = await client(server)
      .post('/api/v1/signing-keys/rotate')
      .set('Authorization', `Bearer ${admin}`)
      .send({keepOldDays: 30})
      .expect(200);
    const newKid = keys.body[0].kid;
    // Published at once, signing only after the pre-publication window: a cached key set already holds it by then.
    expect(keys.body[0]).toMatchObject({signing: false, retiresAt: null});
    expect(new Date(keys.body[0].signsFrom).getTime()).toBeGreaterThan(Date.now());
    expect(keys.body.find((k: {kid: string}) => k.kid === oldKid).retiresAt).toBeTruthy();
    const jwks = (await client(server).get('/.well-known/jwks.json').expect(200)).body.keys.map(
      (k: {kid: string}) => k.kid,
    );
    expect(jwks).toEqual(expect.arrayContaining([oldKid, newKid]));
    const kidOf = (res: {headers: Record<string, string>}) =>
      JSON.parse(Buffer.from(res.headers['x-signature'].split('.')[0], 'base64url').toString()).kid;
    expect(kidOf(await postVerification(server, token, verificationRequest([{serial}])).expect(200))).toBe(oldKid);
    await new Promise(r => setTimeout(r, new Date(keys.body[0].signsFrom).getTime() - Date.now() + 50));
    const after = await postVerification(server, token, verificationRequest([{serial}])).expect(200);
    expect(kidOf(after)).toBe(newKid);
    expect(await jwksVerifies(before.headers['x-signature'], Buffer.from(before.text))).toBe(true);
    expect(await jwksVerifies(after.headers['x-signature'], Buffer.from(after.text))).toBe(true);
    // Once the old key has retired, it leaves the JWKS and a stored answer is signed again with the current key.
    await server.pool.query(`UPDATE signing_key SET retires_at = now() - interval '1 second' WHERE kid = $1`, [oldKid]);
    const listed = (await client(server).get('/.well-known/jwks.json').expect(200)).body.keys;
    expect(listed.map((k: {kid: string}) => k.kid)).not.toContain(oldKid);
    const stored = await client(server)
      .get(`/api/v1/verifications/${before.body.batchId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(stored.text).toBe(before.text);
    expect(await jwksVerifies(stored.headers['x-signature'], Buffer.from(stored.text))).toBe(true);
    await client(server)
      .post('/api/v1/signing-keys/rotate')
      .set('Authorization', `Bearer ${admin}`)
      .send({keepOldDays: 0})
      .expect(422);
  });

  it('test mode: answered as in production, leaving only the batch, marked as test for administrators', async () => {
    const provider = await givenAppProvider(server);
    await client(server)
      .patch(`/api/v1/app-providers/${provider.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({testMode: true})
      .expect(200)
      .expect(res => expect(res.body.testMode).toBe(true));
    const token = await givenAppToken(server, provider);
    const [serial] = await givenSerials(server);
    const body = verificationRequest([{serial}, {serial: `NOPE-${serial}`}], {
      requestType: 1,
      installation: installationOf('2150'),
    });
    const res = await postVerification(server, token, body).expect(200);
    expect(res.body.results.map((r: {reason: string}) => r.reason)).toEqual(['VERIFIED', 'NOT_FOUND']);
    expect(res.body.installationId).toEqual(expect.any(Number));
    expect(await jwksVerifies(res.headers['x-signature'], Buffer.from(res.text))).toBe(true);
    const state = await server.pool.query(
      `SELECT (SELECT state FROM product_serial WHERE serial = $1) AS state,
              (SELECT count(*)::int FROM product_log WHERE batch_id = $2) AS logs,
              (SELECT count(*)::int FROM installation WHERE id = $3) AS installations,
              (SELECT is_test FROM verification_batch WHERE id = $2) AS is_test`,
      [serial, res.body.batchId, res.body.installationId],
    );
    expect(state.rows[0]).toEqual({state: 'available', logs: 0, installations: 0, is_test: true});
    // The replay still answers the first answer; administrators see the batch marked as test.
    const replay = await postVerification(server, token, body).expect(200);
    expect(replay.text).toBe(res.text);
    const batches = await client(server)
      .get(`/api/v1/app-providers/${provider.id}/batches`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(batches.body).toEqual([expect.objectContaining({batchId: res.body.batchId, isTest: true})]);
    const detail = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({query: `{ verificationBatch(batchId: "${res.body.batchId}") { isTest items { failedSerial } } }`})
      .expect(200);
    expect(detail.body.data.verificationBatch).toEqual({isTest: true, items: []});
  });

  it('releases a wrong claim: by its provider within the window, by an administrator always; audited, logged', async () => {
    const provider = await givenAppProvider(server);
    const other = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    const otherToken = await givenAppToken(server, other);
    const [serial] = await givenSerials(server);
    const claim = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation: installationOf('2150')}),
    ).expect(200);
    const installationId = claim.body.installationId;
    const elsewhere = () =>
      postVerification(
        server,
        otherToken,
        verificationRequest([{serial}], {requestType: 1, installation: installationOf('3000')}),
      );
    expect((await elsewhere().expect(200)).body.results[0].reason).toBe('ALREADY_INSTALLED');
    const release = (as: string, id = installationId, reason: unknown = 'Typed at the wrong site') =>
      client(server).post(`/api/v1/installations/${id}/release`).set('Authorization', `Bearer ${as}`).send({reason});
    // Someone else's installation answers as an unknown one; a reason is required.
    expect((await release(otherToken).expect(404)).body.code).toBe('NOT_FOUND');
    const missing = await release(token, installationId, '').expect(422);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.body.errors).toEqual([{field: 'reason', message: expect.any(String)}]);
    // Every day count the installation added (each dimension of migrations 055 and 080) drops by one.
    const keys = (
      await server.pool.query(
        `SELECT d.dimension, d.key, i.installation_date::text AS day FROM installation i
          CROSS JOIN LATERAL installation_day_tally_keys(i.state, i.city, i.post_code, i.installer_acc_code, i.retailer_name, i.app_provider_id) d
          WHERE i.id = $1
         UNION ALL
         SELECT d.dimension, d.key, i.installation_date::text FROM installation i
           JOIN (SELECT DISTINCT manufacturer_id FROM product_serial WHERE installation_id = $1) m ON true
          CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(m.manufacturer_id, i.state, i.retailer_name) d
          WHERE i.id = $1`,
        [installationId],
      )
    ).rows;
    const dayCounts = async () =>
      (
        await server.pool.query(
          `SELECT k.dimension, (SELECT coalesce(sum(n), 0) FROM (
              SELECT installations AS n FROM installation_day_tally t WHERE (t.dimension, t.key, t.day) = (k.dimension, k.key, k.day)
              UNION ALL
              SELECT installations FROM installation_day_tally_delta t WHERE (t.dimension, t.key, t.day) = (k.dimension, k.key, k.day)) x)::int AS n
             FROM jsonb_to_recordset($1::jsonb) AS k(dimension text, key text, day date) ORDER BY 1`,
          [JSON.stringify(keys)],
        )
      ).rows as Array<{dimension: string; n: number}>;
    const countedBefore = await dayCounts();
    expect(countedBefore.map(c => c.dimension)).toEqual(
      expect.arrayContaining(['city', 'manufacturer+state+retailer']),
    );
    const done = await release(token).expect(200);
    expect(done.body).toMatchObject({installationId, releasedSerials: [serial]});
    expect(await dayCounts()).toEqual(countedBefore.map(c => ({...c, n: c.n - 1})));
    expect((await release(token).expect(409)).body.code).toBe('ALREADY_EXISTS');
    expect(
      (await server.pool.query(`SELECT state FROM product_serial WHERE serial = $1`, [serial])).rows[0].state,
    ).toBe('available');
    expect((await elsewhere().expect(200)).body.results[0].reason).toBe('VERIFIED');
    // Past the window only an administrator may release.
    const [late] = await givenSerials(server);
    const lateClaim = await postVerification(
      server,
      token,
      verificationRequest([{serial: late}], {requestType: 1, installation: installationOf('2150')}),
    ).expect(200);
    await server.pool.query(`UPDATE installation SET created_on = now() - interval '15 days' WHERE id = $1`, [
      lateClaim.body.installationId,
    ]);
    expect((await release(token, lateClaim.body.installationId).expect(403)).body.detail).toMatch(/within 14 days/);
    await client(server)
      .post(`/api/v1/admin/installations/${lateClaim.body.installationId}/release`)
      .set('Authorization', `Bearer ${admin}`)
      .send({reason: 'Duplicate claim reported by the owner'})
      .expect(200);
    const log = await client(server)
      .get('/api/v1/installation-releases')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(log.body.slice(0, 2)).toEqual([
      expect.objectContaining({installationId: lateClaim.body.installationId, releasedBy: 'admin', serials: [late]}),
      expect.objectContaining({installationId, releasedBy: provider.name, serials: [serial]}),
    ]);
    const audited = await server.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'installation.release' AND entity_id = ANY($1)`,
      [[String(installationId), String(lateClaim.body.installationId)]],
    );
    expect(audited.rows[0].n).toBe(2);
  });

  it('webhooks: signed deliveries by a job, retried with backoff, each attempt visible to administrators', async () => {
    const endpoint = await givenEndpoint([500, 200]);
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    const subscribe = (url: string, events?: unknown) =>
      client(server).post('/api/v1/webhooks').set('Authorization', `Bearer ${token}`).send({url, events});
    const refused = await subscribe('ftp://example.com/x').expect(422);
    expect(refused.body.errors).toEqual([{field: 'url', message: 'must be https'}]);
    expect((await subscribe(endpoint.url, ['nope']).expect(422)).body.errors[0].field).toMatch(/^events/);
    const hook = (await subscribe(endpoint.url, ['installation.released']).expect(200)).body;
    expect(
      (await client(server).get('/api/v1/webhooks').set('Authorization', `Bearer ${token}`).expect(200)).body,
    ).toEqual([hook]);
    const [serial] = await givenSerials(server);
    const claim = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation: installationOf('2150')}),
    ).expect(200);
    await client(server)
      .post(`/api/v1/installations/${claim.body.installationId}/release`)
      .set('Authorization', `Bearer ${token}`)
      .send({reason: 'Wrong site'})
      .expect(200);
    const delivered = await eventually(
      async () => (endpoint.received.length >= 2 ? endpoint.received : undefined),
      30_000,
    );
    const [first, second] = delivered;
    expect(first.body.equals(second.body)).toBe(true);
    const event = JSON.parse(second.body.toString());
    expect(event).toMatchObject({
      type: 'installation.released',
      data: {installationId: claim.body.installationId, serials: [serial], reason: 'Wrong site'},
    });
    expect(second.headers['x-voltcheck-event']).toBe('installation.released');
    expect(await jwksVerifies(String(second.headers['x-signature']), second.body)).toBe(true);
    const deliveries = await eventually(async () => {
      const res = await client(server)
        .get('/api/v1/webhook-deliveries')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const mine = res.body.find((d: {eventId: string}) => d.eventId === event.id);
      return mine?.status === 'delivered' ? mine : undefined;
    });
    expect(deliveries).toMatchObject({
      owner: provider.name,
      attempts: 2,
      lastStatusCode: 200,
      lastResponse: 'answer 2',
    });
    const oddStatus = await client(server)
      .get('/api/v1/webhook-deliveries?status=odd')
      .set('Authorization', `Bearer ${admin}`)
      .expect(422);
    expect(oddStatus.body).toMatchObject({
      code: 'INVALID_FIELD',
      detail: 'Invalid data "odd" for parameter "status".',
      errors: [{field: 'status', message: 'must be equal to one of the allowed values'}],
    });
    await client(server).delete(`/api/v1/webhooks/${hook.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    await client(server).delete(`/api/v1/webhooks/${hook.id}`).set('Authorization', `Bearer ${token}`).expect(404);
    await endpoint.close();
  });

  it('webhooks: a manufacturer hears of its withdrawn serials and of released installations', async () => {
    const endpoint = await givenEndpoint([204]);
    const madmin = await givenAccount(server, {role: 'madmin', manufacturer: 'Demo Energy'});
    const portal = await givenSignedToken(server, madmin.username);
    const hook = (
      await client(server)
        .post('/api/v1/manufacturer-webhooks')
        .set('Authorization', `Bearer ${portal}`)
        .send({url: endpoint.url, events: ['installation.released']})
        .expect(200)
    ).body;
    const provider = await givenAppProvider(server);
    const token = await givenAppToken(server, provider);
    const [serial] = await givenSerials(server);
    const claim = await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation: installationOf('2150')}),
    ).expect(200);
    await client(server)
      .post(`/api/v1/admin/installations/${claim.body.installationId}/release`)
      .set('Authorization', `Bearer ${admin}`)
      .send({reason: 'Owner reported it'})
      .expect(200);
    const received = await eventually(async () =>
      endpoint.received.find(r => JSON.parse(r.body.toString()).data.installationId === claim.body.installationId),
    );
    expect(JSON.parse(received.body.toString()).data.serials).toEqual([serial]);
    // serial.withdrawn: the manufacturer hears the count, a provider that verified them hears its serials.
    const providerHook = await givenEndpoint([200]);
    await client(server)
      .post('/api/v1/webhooks')
      .set('Authorization', `Bearer ${token}`)
      .send({url: providerHook.url, events: ['serial.withdrawn']})
      .expect(200);
    const withdrawnHook = (
      await client(server)
        .post('/api/v1/manufacturer-webhooks')
        .set('Authorization', `Bearer ${portal}`)
        .send({url: endpoint.url, events: ['serial.withdrawn']})
        .expect(200)
    ).body;
    const recalled = await givenSerials(server, {count: 3});
    await postVerification(server, token, verificationRequest([{serial: recalled[0]}])).expect(200);
    const {rows} = await server.pool.query<{id: number}>(
      `INSERT INTO upload (manufacturer_id, success) SELECT manufacturer_id, 3 FROM product_serial WHERE serial = $1 RETURNING id`,
      [recalled[0]],
    );
    await server.pool.query(`UPDATE product_serial SET upload_id = $1 WHERE serial = ANY($2)`, [rows[0].id, recalled]);
    await client(server)
      .post('/api/upload/delete')
      .set('Authorization', `Bearer ${admin}`)
      .send({UploadId: rows[0].id, Reason: 'Product recalled – Defective panel'})
      .expect(200);
    const toManufacturer = await eventually(async () =>
      endpoint.received.find(r => JSON.parse(r.body.toString()).data.uploadId === rows[0].id),
    );
    expect(JSON.parse(toManufacturer.body.toString())).toMatchObject({
      type: 'serial.withdrawn',
      data: {uploadId: rows[0].id, reason: 'Product recalled – Defective panel', withdrawn: 3},
    });
    const toProvider = await eventually(async () => providerHook.received[0]);
    expect(JSON.parse(toProvider.body.toString()).data).toMatchObject({withdrawn: 3, serials: [recalled[0]]});
    expect(await jwksVerifies(String(toProvider.headers['x-signature']), toProvider.body)).toBe(true);
    await client(server)
      .delete(`/api/v1/manufacturer-webhooks/${withdrawnHook.id}`)
      .set('Authorization', `Bearer ${portal}`)
      .expect(204);
    await providerHook.close();
    // Another manufacturer's account neither sees nor ends it.
    const outsider = await givenAccount(server, {role: 'madmin', manufacturer: 'Austral Demo Batteries'});
    const outsiderToken = await givenSignedToken(server, outsider.username);
    expect(
      (
        await client(server)
          .get('/api/v1/manufacturer-webhooks')
          .set('Authorization', `Bearer ${outsiderToken}`)
          .expect(200)
      ).body,
    ).toEqual([]);
    await client(server)
      .delete(`/api/v1/manufacturer-webhooks/${hook.id}`)
      .set('Authorization', `Bearer ${outsiderToken}`)
      .expect(404);
    await client(server)
      .delete(`/api/v1/manufacturer-webhooks/${hook.id}`)
      .set('Authorization', `Bearer ${portal}`)
      .expect(204);
    await endpoint.close();
  });
});
