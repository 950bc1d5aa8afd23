import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenRecallRow, postAs} from '../helpers/recall.helpers';
import {givenSignedToken} from '../helpers/token.helpers';
import {givenSerials} from '../helpers/verification.helpers';

describe('GET /api/recall-check: the public check', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp({rateLimits: {token: 10000, forgot: 10000, register: 10000, recallCheck: 6}});
  });
  afterAll(() => server.stop());

  const check = (serial: string) => client(server).get(`/api/recall-check?serial=${encodeURIComponent(serial)}`);

  it('tells the recall’s notice and nothing else; unknown and not recalled answer alike; then the rate limit', async () => {
    // other suites of this run call the check from this same address within the minute: start from a clean count
    await server.pool.query(`DELETE FROM rate_limit_hit WHERE key LIKE 'recallCheck:%'`);
    const [recalled, plain] = await givenSerials(server, {count: 2});
    const recallId = await givenRecallRow(server);
    const madmin = await givenSignedToken(server, 'madmin');
    await postAs(server, madmin, '/api/serials/status', {
      serials: [recalled],
      status: 'recalled',
      reason: 'x',
      recallId,
    }).expect(200);

    const yes = await check(` ${recalled.toLowerCase()} `).expect(200);
    expect(yes.body).toEqual({
      recalled: true,
      recall: {
        title: expect.any(String),
        hazard: 'Cells may overheat',
        remedy: 'Switch off and call us',
        noticeUrl: 'https://recalls.example/notice',
        contact: '1800 000 000',
      },
    });
    // no brand, model, installation, manufacturer id or serial state in the answer
    expect(yes.text).not.toMatch(/Demo Energy|DE-10|manufacturer|installation|"id"/i);
    const unknown = await check('NO-SUCH-SERIAL-9').expect(200);
    const notRecalled = await check(plain).expect(200);
    expect(unknown.text).toBe('{"recalled":false}');
    expect(notRecalled.text).toBe(unknown.text);
    await client(server).get('/api/recall-check').expect(200, {recalled: false});
    await check('SANDBOX-INELIGIBLE-000001').expect(200, {recalled: false});
    // six calls a minute per client address (five made): the sixth passes, the seventh is refused, with Retry-After
    await check(plain).expect(200);
    const refused = await check(plain).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toBe('Too many requests, please try again later.');
  });
});
