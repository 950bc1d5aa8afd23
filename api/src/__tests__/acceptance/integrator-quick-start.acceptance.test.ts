import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import supertest from 'supertest';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';

const API_MD = join(__dirname, '..', '..', '..', '..', 'docs', 'api.md');

/** A `curl` command of the guide, read as a request (the options the guide uses: -X, -u, -H, -d, --data-binary @file). */
interface GuideRequest {
  method: string;
  path: string;
  basic?: [string, string];
  headers: Array<[string, string]>;
  body?: string;
}

/** The shell blocks of the guide's first section: its curl commands, with $TOKEN, $(date) and heredoc files filled in. */
function guideRequests(markdown: string, today: string): GuideRequest[] {
  const section = markdown.slice(markdown.indexOf('## From nothing to a first VERIFIED answer'));
  const guide = section.slice(0, section.indexOf('\n## ', 5));
  const files = new Map<string, string>();
  const requests: GuideRequest[] = [];
  for (const [, block] of guide.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const [, name, text] of block.matchAll(/cat > (\S+) <<EOF\n([\s\S]*?)\nEOF/g))
      files.set(name, text.replace(/\$\(date -u \+%F\)/g, today));
    for (const line of block.split('\n').filter(l => /(^|\$\()curl /.test(l))) {
      const quoted = [...line.matchAll(/(-X|-u|-H|-d|--data-binary) ('[^']*'|"[^"]*"|\S+)/g)].map(
        ([, option, value]) => [option, value.replace(/^['"]|['"]$/g, '')] as const,
      );
      const url = /http:\/\/localhost:3000(\S+)/.exec(line)![1];
      const request: GuideRequest = {method: 'GET', path: url, headers: []};
      for (const [option, value] of quoted) {
        if (option === '-X') request.method = value;
        if (option === '-u') request.basic = value.split(':') as [string, string];
        if (option === '-H') request.headers.push(value.split(/:\s*/, 2) as [string, string]);
        if (option === '-d') request.body = value;
        if (option === '--data-binary') request.body = files.get(value.replace(/^@/, ''));
      }
      requests.push(request);
    }
  }
  return requests;
}

/** docs/api.md's first steps, run as written against the demo data that `npm start` loads. */
describe('the integrators’ quick start (docs/api.md)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('takes a newcomer from nothing to a VERIFIED answer and an installation', async () => {
    const requests = guideRequests(readFileSync(API_MD, 'utf8'), new Date().toISOString().slice(0, 10));
    expect(requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/oauth/token',
      'POST /api/v1/oauth/token',
      'POST /api/v1/verifications',
      'POST /api/v1/verifications',
    ]);
    let token = '';
    const answers: supertest.Response[] = [];
    for (const r of requests) {
      let call = (client(server) as unknown as Record<string, (p: string) => supertest.Test>)[r.method.toLowerCase()](
        r.path,
      );
      if (r.basic) call = call.auth(r.basic[0], r.basic[1]);
      else if (!r.headers.length && r.body) call = call.type('form');
      for (const [name, value] of r.headers) call = call.set(name, value.replace('$TOKEN', token));
      const res = await call.send(r.body);
      expect({path: r.path, status: res.status, body: res.body}).toMatchObject({path: r.path, status: 200});
      token = res.body.access_token ?? token;
      answers.push(res);
    }
    expect(answers[0].body).toMatchObject({token_type: 'Bearer', expires_in: 3600});
    expect(answers[2].body).toMatchObject({
      requestId: 'first-check-1',
      installationId: null,
      results: [{serial: 'DE10-000001', verified: true, reason: 'VERIFIED', brand: 'Demo Energy', model: 'DE-10'}],
    });
    expect(answers[3].body.installationId).toEqual(expect.any(Number));
    expect(answers[3].body.results).toMatchObject([{serial: 'DE10-000002', reason: 'VERIFIED'}]);
  });

  it('answers each sandbox row of the guide’s table as it says', async () => {
    const res = await client(server)
      .post('/api/v1/oauth/token')
      .auth('demo-app', 'demo-app-secret')
      .type('form')
      .send({grant_type: 'client_credentials'});
    const item = (serial: string, model: string, brand = 'Demo Energy') => ({serial, model, brand});
    const answer = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .send({
        requestId: `sandbox-table-${Date.now()}`,
        requestType: 3,
        requester: {name: 'My Installer App'},
        items: [
          item('DE10-001000', 'DE-10'),
          item('DE10-000001', 'DE-5'),
          item('DE10-000001', 'DE-10', 'Austral Demo Batteries'),
          item('SANDBOX-WITHDRAWN-000020', 'DE-10'),
          item('SANDBOX-RECALLED-000001', 'DE-10'),
          item('SANDBOX-INELIGIBLE-000001', 'DE-10'),
          item('SANDBOX-EXPIRED-000001', 'DE-EXPIRED'),
          item('SANDBOX-FUTURE-000001', 'DE-FUTURE'),
          item('NO-SUCH-SERIAL-1', 'DE-10'),
        ],
      })
      .expect(200);
    expect(answer.body.results.map((r: {reason: string}) => r.reason)).toEqual([
      'VERIFIED',
      'MODEL_MISMATCH',
      'BRAND_MISMATCH',
      'WITHDRAWN',
      'RECALLED',
      'INELIGIBLE',
      'MODEL_EXPIRED',
      'MODEL_NOT_APPROVED',
      'NOT_FOUND',
    ]);
  });
});
