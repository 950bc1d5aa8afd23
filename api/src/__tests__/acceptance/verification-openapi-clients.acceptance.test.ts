import {execFile, execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAppProvider, givenSerials} from '../helpers/verification.helpers';

const ROOT = join(__dirname, '..', '..', '..', '..');
const bin = (path: string) => join(ROOT, 'node_modules', path);

/** A client an integrator writes from the generated types alone: token by HTTP Basic, a verification, a refusal. */
const CLIENT = `import type {paths} from './openapi';
type Token = paths['/api/v1/oauth/token']['post']['responses']['200']['content']['application/json'];
type Request = paths['/api/v1/verifications']['post']['requestBody']['content']['application/json'];
type Answer = paths['/api/v1/verifications']['post']['responses']['200']['content']['application/json'];
type Problem = paths['/api/v1/verifications']['post']['responses']['422']['content']['application/problem+json'];

async function main(): Promise<void> {
  const [base, id, secret, serial] = process.argv.slice(2);
  const basic = Buffer.from(id + ':' + secret).toString('base64');
  const tokenAnswer = await fetch(base + '/api/v1/oauth/token', {
    method: 'POST',
    headers: {Authorization: 'Basic ' + basic, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({grant_type: 'client_credentials'}),
  });
  const token = (await tokenAnswer.json()) as Token;
  const call = (body: Request | object) =>
    fetch(base + '/api/v1/verifications', {
      method: 'POST',
      headers: {Authorization: token.token_type + ' ' + token.access_token, 'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });
  const request: Request = {
    requestId: 'typed-' + serial,
    requestType: 3,
    requester: {name: 'Typed Client'},
    items: [{serial, brand: 'Demo Energy', model: 'DE-10'}],
  };
  const answer = (await (await call(request)).json()) as Answer;
  const problem = (await (await call({requestId: 'typed-bad'})).json()) as Problem;
  const first = answer.results[0];
  console.log(JSON.stringify({reason: first.reason, verified: first.verified, fields: problem.errors.map(e => e.field)}));
}
main().catch(err => {
  console.error(err);
  process.exit(1);
});
`;

describe('/openapi.json as integrators use it', () => {
  let server: RunningServer;
  let dir: string;
  let document: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    dir = mkdtempSync(join(ROOT, 'api', '.openapi-test-'));
    document = join(dir, 'openapi.json');
    writeFileSync(document, (await client(server).get('/openapi.json').expect(200)).text);
  });
  afterAll(async () => {
    rmSync(dir, {recursive: true, force: true});
    await server.stop();
  });

  it('passes `@redocly/cli lint` with the recommended rules and no errors', () => {
    let output = '';
    try {
      output = execFileSync(
        process.execPath,
        [bin('@redocly/cli/bin/cli.js'), 'lint', document, '--extends', 'recommended', '--format', 'summary'],
        {cwd: dir, encoding: 'utf8', env: {...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1'}, stdio: 'pipe'},
      );
    } catch (err) {
      const e = err as {stdout?: string; stderr?: string};
      throw new Error(`redocly lint failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, {cause: err});
    }
    expect(output).not.toMatch(/^error/m);
  }, 120_000);

  it('generates a TypeScript client (openapi-typescript) that compiles and calls the API', async () => {
    const provider = await givenAppProvider(server);
    const [serial] = await givenSerials(server);
    execFileSync(process.execPath, [bin('openapi-typescript/bin/cli.js'), document, '-o', join(dir, 'openapi.ts')], {
      stdio: 'pipe',
    });
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    execFileSync(
      process.execPath,
      [
        bin('typescript/bin/tsc'),
        '--strict',
        '--target',
        'es2022',
        '--module',
        'commonjs',
        '--lib',
        'es2022,dom',
        '--types',
        'node',
        '--typeRoots',
        bin('@types'),
        '--skipLibCheck',
        '--outDir',
        dir,
        join(dir, 'client.ts'),
      ],
      {stdio: 'pipe'},
    );
    // Run apart, while this process serves its calls.
    const {stdout: printed} = await promisify(execFile)(process.execPath, [
      join(dir, 'client.js'),
      server.url.replace(/\/$/, ''),
      provider.clientId,
      provider.clientSecret,
      serial,
    ]);
    expect(JSON.parse(printed)).toEqual({
      reason: 'VERIFIED',
      verified: true,
      fields: ['requestType', 'requester', 'items'],
    });
  }, 180_000);
});
