import supertest from 'supertest';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAdminToken, givenSignedToken} from '../helpers/token.helpers';
import {givenAppProvider, givenAppToken, installationOf, verificationRequest} from '../helpers/verification.helpers';

interface Schema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Operation {
  parameters?: Array<{name: string; in: string; schema?: Schema}>;
  requestBody?: {content?: Record<string, {schema?: Schema}>};
  responses: Record<string, {content?: Record<string, unknown>}>;
  security?: Array<Record<string, unknown>>;
}
interface Problem {
  code: string;
  status: number;
  errors: Array<{field: string; message: string}>;
}

/** A value of the wrong JSON type for a schema. */
function wrongTyped(schema: Schema | undefined): unknown {
  switch (schema?.type) {
    case 'string':
      return 123;
    case 'integer':
    case 'number':
      return '3';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    default:
      return 42;
  }
}

/** The error contract of the integrators' API (docs/api.md, "Errors"): walked over every operation it documents. */
describe('the integrators’ error contract', () => {
  let server: RunningServer;
  let doc: {paths: Record<string, Record<string, Operation>>; components: {schemas?: Record<string, Schema>}};
  let codes: string[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await givenRunningApp();
    doc = (await client(server).get('/openapi.json').expect(200)).body;
    tokens.admin = await givenAdminToken(server);
    tokens.madmin = await givenSignedToken(server, 'madmin');
    tokens.app = await givenAppToken(server, await givenAppProvider(server));
  });
  afterAll(() => server.stop());

  const integratorOperations = () =>
    Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/v1\//.test(path) && path !== '/api/v1/oauth/token')
      .concat(Object.entries(doc.paths).filter(([path]) => path === '/.well-known/jwks.json'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({path, method, op})));

  const tokenFor = (path: string, op: Operation) => {
    if (!op.security?.length) return undefined;
    if (op.security.some(s => 'oauth2ClientCredentials' in s)) return tokens.app;
    return /manufacturer-webhooks/.test(path) ? tokens.madmin : tokens.admin;
  };

  const violations: string[] = [];

  /** Checks one refusal against the contract and the operation's own declaration; records what breaks it. */
  function expectContract(where: string, op: Operation, res: supertest.Response) {
    if (res.status < 400) return;
    const broken = (what: string) => violations.push(`${where}: ${res.status} ${what} ${JSON.stringify(res.body)}`);
    const declared = op.responses[String(res.status)] ?? op.responses[`${String(res.status)[0]}XX`];
    if (!declared?.content?.['application/problem+json']) broken('is not declared as problem+json');
    if (!/problem\+json/.test(res.headers['content-type'] ?? '')) broken(`answers ${res.headers['content-type']}`);
    const problem = res.body as Problem;
    if (!codes.includes(problem.code)) broken(`answers the undocumented code ${problem.code}`);
    if (problem.status !== res.status) broken(`says status ${problem.status}`);
    if (res.status >= 500) broken('is a fault of the server');
    if ((problem.errors ?? []).some(e => !e.field)) broken('names a field ""');
  }

  it('declares one list of codes, an enum of the Problem schema', () => {
    const problem = doc.components.schemas?.Problem;
    codes = (problem?.properties?.code?.enum ?? []) as string[];
    expect(codes).toEqual(expect.arrayContaining(['INVALID_FIELD', 'NOT_FOUND', 'UNAUTHORIZED', 'INTERNAL']));
    for (const code of ['VALIDATION_FAILED', 'CONFLICT', 'INVALID_PARAMETER_VALUE', 'MISSING_REQUIRED_PARAMETER'])
      expect(codes).not.toContain(code);
  });

  it('answers every documented operation’s bad input with a documented problem', async () => {
    for (const {path, method, op} of integratorOperations()) {
      const token = tokenFor(path, op);
      const url = (value: string) => path.replace(/\{[^}]+\}/g, value);
      const call = (target: string) => {
        const req = (client(server) as unknown as Record<string, (u: string) => supertest.Test>)[method](target);
        return token ? req.set('Authorization', `Bearer ${token}`) : req;
      };
      if (token) expectContract(`${method} ${path} without a token`, op, await call(url('1')).set('Authorization', ''));
      expectContract(`${method} ${path} with a path id not a number`, op, await call(url('not-a-number')));
      expectContract(`${method} ${path} with an unknown id`, op, await call(url('987654321')));
      for (const p of (op.parameters ?? []).filter(q => q.in === 'query')) {
        const res = await call(url('1')).query({[p.name]: p.schema?.enum ? 'bogus' : 'not-a-number'});
        expectContract(`${method} ${path}?${p.name}`, op, res);
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      expectContract(`${method} ${path} with malformed JSON`, op, await call(url('1')).type('json').send('{"a":'));
      expectContract(`${method} ${path} with text/csv`, op, await call(url('1')).type('text/csv').send('a,b'));
      expectContract(`${method} ${path} with {}`, op, await call(url('1')).send({}));
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const res = await call(url('1')).send({[name]: wrongTyped(property)});
        expectContract(`${method} ${path} with ${name} of the wrong type`, op, res);
        if (res.status !== 422 || !(res.body as Problem).errors?.some(e => e.field === name))
          violations.push(
            `${method} ${path}: ${name} of the wrong type answers ${res.status} ${JSON.stringify(res.body)}`,
          );
      }
    }
    expect(violations).toEqual([]);
  });

  it('refuses a verification’s values of the wrong type with 422 naming each field', async () => {
    const body = verificationRequest([{serial: 123 as unknown as string}], {
      requestType: '1',
      installation: {...installationOf(), address: {...installationOf().address, postcode: 2000}},
    });
    const res = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${tokens.app}`)
      .send(body)
      .expect(422);
    expect(res.body.code).toBe('INVALID_FIELD');
    expect(res.body.errors.map((e: {field: string}) => e.field).sort()).toEqual([
      'installation.address.postcode',
      'items[0].serial',
      'requestType',
    ]);
  });

  it('gives a missing and a blank reason the same code and field', async () => {
    const answers = [];
    for (const body of [{}, {reason: ''}, {reason: '   '}]) {
      const res = await client(server)
        .post('/api/v1/admin/installations/1/release')
        .set('Authorization', `Bearer ${tokens.admin}`)
        .send(body);
      answers.push({
        status: res.status,
        code: res.body.code,
        fields: res.body.errors.map((e: {field: string}) => e.field),
      });
    }
    expect(answers).toEqual(Array(3).fill({status: 422, code: 'INVALID_FIELD', fields: ['reason']}));
  });
});
