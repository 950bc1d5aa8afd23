import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenRecallRow, postAs} from '../helpers/recall.helpers';
import {givenSignedToken} from '../helpers/token.helpers';
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

describe('the verification answers RECALLED and INELIGIBLE on every door', () => {
  let server: RunningServer;
  let app: string;
  let madmin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    app = await givenAppToken(server, await givenAppProvider(server));
    madmin = await givenSignedToken(server, 'madmin');
  });
  afterAll(() => server.stop());

  const setStatus = (serials: string[], status: string, recallId?: number) =>
    postAs(server, madmin, '/api/serials/status', {serials, status, reason: 'Test', recallId}).expect(200);
  const recallOf = async (id: number) =>
    (await server.pool.query('SELECT title, remedy, notice_url AS "noticeUrl" FROM recall WHERE id = $1', [id]))
      .rows[0];

  it('RECALLED carries the recall (title, remedy, notice URL), signed; INELIGIBLE; available again: VERIFIED', async () => {
    const [recalled, ineligible] = await givenSerials(server, {count: 2});
    const recallId = await givenRecallRow(server);
    await setStatus([recalled], 'recalled', recallId);
    await setStatus([ineligible], 'ineligible');
    const res = await postVerification(
      server,
      app,
      verificationRequest([{serial: recalled}, {serial: ineligible}]),
    ).expect(200);
    expect(res.body.results[0]).toMatchObject({
      verified: false,
      reason: 'RECALLED',
      brand: 'Demo Energy',
      recall: await recallOf(recallId),
    });
    expect(res.body.results[1]).toMatchObject({verified: false, reason: 'INELIGIBLE'});
    expect(res.body.results[1].recall).toBeUndefined();
    expect(await signatureIsValid(server, res.headers['x-signature'], rawBody(res))).toBe(true);
    await setStatus([ineligible], 'available');
    const again = await postVerification(server, app, verificationRequest([{serial: ineligible}])).expect(200);
    expect(again.body.results[0]).toMatchObject({verified: true, reason: 'VERIFIED'});
  });

  it('XML: the reason and the recall as elements, signed over the exact bytes', async () => {
    const [serial] = await givenSerials(server);
    await setStatus([serial], 'recalled', await givenRecallRow(server));
    const req = verificationRequest([{serial}]);
    const xml = `<verificationRequest><requestId>${req.requestId}</requestId><requestType>3</requestType>
      <requester><name>Test</name></requester><items><item><serial>${serial}</serial><brand>Demo Energy</brand><model>DE-10</model></item></items></verificationRequest>`;
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${app}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .expect(200);
    expect(res.text).toContain('<reason>RECALLED</reason>');
    expect(res.text).toMatch(
      /<recall><title>[^<]+<\/title><remedy>Switch off and call us<\/remedy><noticeUrl>https:\/\/recalls.example\/notice<\/noticeUrl><\/recall>/,
    );
    expect(await signatureIsValid(server, res.headers['x-signature'], rawBody(res))).toBe(true);
  });

  it('an installed serial keeps its installation; later answers carry its status', async () => {
    const [serial] = await givenSerials(server);
    const installation = installationOf();
    const first = await postVerification(
      server,
      app,
      verificationRequest([{serial}], {requestType: 1, installation}),
    ).expect(200);
    expect(first.body.results[0].reason).toBe('VERIFIED');
    await setStatus([serial], 'recalled', await givenRecallRow(server));
    const {rows} = await server.pool.query('SELECT state, installation_id FROM product_serial WHERE serial = $1', [
      serial,
    ]);
    expect(rows[0]).toEqual({state: 'installed', installation_id: first.body.installationId});
    // the same installation asked again, and a plain serial check: both carry the status
    const same = await postVerification(server, app, verificationRequest([{serial}], {requestType: 1, installation}));
    expect(same.body.results[0]).toMatchObject({reason: 'RECALLED', verified: false});
    const check = await postVerification(server, app, verificationRequest([{serial}])).expect(200);
    expect(check.body.results[0].reason).toBe('RECALLED');
  });

  it('a past answer looked up again: the signed body as first sent, and its serials’ status now beside it', async () => {
    const [installed, other] = await givenSerials(server, {count: 2});
    const req = verificationRequest([{serial: installed}, {serial: other}], {
      requestType: 1,
      installation: installationOf(),
    });
    const first = await postVerification(server, app, req).expect(200);
    expect(first.body.results.map((r: {reason: string}) => r.reason)).toEqual(['VERIFIED', 'VERIFIED']);
    const lookUp = (path: string) => client(server).get(path).set('Authorization', `Bearer ${app}`).expect(200);
    // nothing changed yet: no Serial-Status
    const before = await lookUp(`/api/v1/verifications/${first.body.batchId}`);
    expect(before.headers['serial-status']).toBeUndefined();
    const recallId = await givenRecallRow(server);
    await setStatus([installed], 'recalled', recallId);
    const {noticeUrl} = await recallOf(recallId);
    for (const path of [
      `/api/v1/verifications/${first.body.batchId}`,
      `/api/v1/verifications?requestId=${encodeURIComponent(req.requestId)}`,
    ]) {
      const past = await lookUp(path);
      expect(rawBody(past).equals(rawBody(first))).toBe(true);
      expect(past.body.results[0].reason).toBe('VERIFIED');
      expect(await signatureIsValid(server, past.headers['x-signature'], rawBody(past))).toBe(true);
      expect(past.headers['serial-status']).toBe(`"${installed}";status=RECALLED;notice="${noticeUrl}"`);
      expect(past.headers['serial-status-truncated']).toBeUndefined();
    }
    await setStatus([other], 'ineligible');
    const both = await lookUp(`/api/v1/verifications/${first.body.batchId}`);
    expect(both.headers['serial-status']).toBe(
      `"${installed}";status=RECALLED;notice="${noticeUrl}", "${other}";status=INELIGIBLE`,
    );
    // another provider's lookup of this batch still answers 404
    const stranger = await givenAppToken(server, await givenAppProvider(server));
    await client(server)
      .get(`/api/v1/verifications/${first.body.batchId}`)
      .set('Authorization', `Bearer ${stranger}`)
      .expect(404);
  });

  it('the sandbox serials reach both reasons, and the OpenAPI document lists them', async () => {
    const res = await postVerification(
      server,
      app,
      verificationRequest([{serial: 'SANDBOX-RECALLED-000001'}, {serial: 'SANDBOX-INELIGIBLE-000001'}]),
    ).expect(200);
    expect(res.body.results.map((r: {reason: string}) => r.reason)).toEqual(['RECALLED', 'INELIGIBLE']);
    expect(res.body.results[0].recall.noticeUrl).toBe('https://demo-energy.example/recall');
    const spec = (await client(server).get('/openapi.json').expect(200)).text;
    expect(spec).toContain('"RECALLED"');
    expect(spec).toContain('"INELIGIBLE"');
  });
});
