import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {givenAppProvider, postVerification, verificationRequest} from '../helpers/verification.helpers';

const run = promisify(execFile);
const CLIENTS = join(__dirname, '..', 'clients');
/** Debian's Python: its package python3-requests-oauthlib installs there (a pyenv python3 on PATH would not see it). */
const PYTHON = '/usr/bin/python3';
/** The jars of Debian's libgoogle-oauth-client-java and what it needs at run time. */
const JARS = ['google-oauth-client', 'google-http-client', 'google-http-client-gson', 'gson', 'guava']
  .concat(['opencensus-api', 'opencensus-contrib-http-util', 'grpc-context'])
  .map(jar => `/usr/share/java/${jar}.jar`);

/** Fails (never skips) with what to install when a client's runtime or library is missing. */
function requireInstalled(paths: string[], install: string) {
  const missing = paths.filter(path => !existsSync(path));
  if (missing.length)
    throw new Error(`Missing ${missing.join(', ')}: run \`apt-get install -y ${install}\` (.ci/run does).`);
}

/** Runs a client program; its output is the token answer as JSON, and a failure shows the client's own error. */
async function tokenFrom(
  label: string,
  command: string,
  args: string[],
): Promise<{access_token: string; token_type: string}> {
  try {
    const {stdout} = await run(command, args, {timeout: 60000});
    return JSON.parse(stdout);
  } catch (err) {
    const {stderr, stdout, message} = err as {stderr?: string; stdout?: string; message: string};
    throw new Error(`${label} could not obtain a token:\n${stderr || stdout || message}`, {cause: err});
  }
}

/** Widely used OAuth 2 client libraries, at their default settings, obtain a token that works. */
describe('POST /api/v1/oauth/token from standard OAuth 2 client libraries', () => {
  let server: RunningServer;
  let provider: {clientId: string; clientSecret: string};
  beforeAll(async () => {
    server = await givenRunningApp();
    provider = await givenAppProvider(server);
  });
  afterAll(() => server.stop());

  const tokenUrl = () => `${server.url}/api/v1/oauth/token`;
  async function expectTokenWorks(answer: {access_token: string; token_type: string}) {
    expect(answer.token_type.toLowerCase()).toBe('bearer');
    await postVerification(server, answer.access_token, verificationRequest([{serial: 'NOPE-1'}])).expect(200);
  }

  it('Node: openid-client discovers the RFC 8414 metadata and sends client_secret_post (its default)', async () => {
    const script = join(CLIENTS, 'openid-client-token.mjs');
    await expectTokenWorks(
      await tokenFrom('openid-client', process.execPath, [
        script,
        server.url,
        provider.clientId,
        provider.clientSecret,
      ]),
    );
  });

  it('Node: openid-client with client_secret_basic', async () => {
    const script = join(CLIENTS, 'openid-client-token.mjs');
    const args = [script, server.url, provider.clientId, provider.clientSecret, 'basic'];
    await expectTokenWorks(await tokenFrom('openid-client', process.execPath, args));
  });

  it('Python: requests-oauthlib BackendApplicationClient + fetch_token (HTTP Basic by default)', async () => {
    requireInstalled([PYTHON, '/usr/lib/python3/dist-packages/requests_oauthlib'], 'python3-requests-oauthlib');
    const script = join(CLIENTS, 'requests_oauthlib_token.py');
    await expectTokenWorks(
      await tokenFrom('requests-oauthlib', PYTHON, [script, tokenUrl(), provider.clientId, provider.clientSecret]),
    );
  });

  it('Java: Google OAuth Client Library ClientCredentialsTokenRequest with BasicAuthentication', async () => {
    requireInstalled(
      ['/usr/bin/javac', '/usr/bin/java', ...JARS],
      'openjdk-17-jdk-headless libgoogle-oauth-client-java',
    );
    const classes = mkdtempSync(join(tmpdir(), 'voltcheck-java-oauth-'));
    const classpath = JARS.join(':');
    await run('/usr/bin/javac', ['-d', classes, '-cp', classpath, join(CLIENTS, 'GoogleOAuthClientToken.java')], {
      timeout: 120000,
    });
    const args = ['-cp', `${classes}:${classpath}`, 'GoogleOAuthClientToken', tokenUrl()];
    await expectTokenWorks(
      await tokenFrom('google-oauth-client (Java)', '/usr/bin/java', [
        ...args,
        provider.clientId,
        provider.clientSecret,
      ]),
    );
  });
});
