import {getIntrospectionQuery} from 'graphql';
import {DEFAULT_GRAPHQL_LIMITS, loadConfig} from '../../config';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAdminToken, givenUser} from '../helpers/token.helpers';

/** `{ a0: field a1: field … }` with `n` aliases. */
const aliased = (n: number, field: string, operation = '') =>
  `${operation}{ ${Array.from({length: n}, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL limits', () => {
  let server: RunningServer;
  let admin: string;
  const post = (body: object, token?: string) => {
    const req = client(server).post('/graphql');
    return token ? req.set('Authorization', `Bearer ${token}`).send(body) : req.send(body);
  };

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
  });
  afterAll(() => server?.stop());

  // Concurrency-sensitive: repeated, each round with attacks and a normal request in flight together.
  it.each([1, 2, 3, 4, 5])(
    'refuses a 5,000-alias anonymous request before running it while a normal request is served (round %i)',
    async () => {
      const attack = () => post({query: aliased(5000, '_health')});
      const [a, b, c, normal, signedIn] = await Promise.all([
        attack(),
        attack(),
        attack(),
        post({query: '{ _health }'}),
        post({query: '{ uploadDeleteReasons }'}, admin),
      ]);
      for (const refused of [a, b, c]) {
        expect(refused.status).toBe(400);
        expect(refused.body.data).toBeUndefined();
        expect(refused.body.errors[0].extensions).toEqual({
          code: 'QUERY_TOO_COMPLEX',
          limit: 'tokens',
          max: DEFAULT_GRAPHQL_LIMITS.anonymous.tokens,
        });
      }
      expect(normal.status).toBe(200);
      expect(normal.body).toEqual({data: {_health: true}});
      expect(signedIn.body.data.uploadDeleteReasons.length).toBeGreaterThan(0);
    },
  );

  it('refuses a signed-in request over the token, alias and cost limits, naming the limit', async () => {
    const tokens = await post({query: aliased(5000, '_health')}, admin).expect(400);
    expect(tokens.body.errors[0].extensions).toMatchObject({code: 'QUERY_TOO_COMPLEX', limit: 'tokens'});

    const aliases = await post({query: aliased(31, '_health')}, admin).expect(400);
    expect(aliases.body.errors[0]).toEqual({
      message: 'Aliases limit of 30 exceeded, found 31.',
      extensions: {code: 'QUERY_TOO_COMPLEX', limit: 'aliases', max: 30},
    });
    await post({query: aliased(30, '_health')}, admin).expect(200);

    // 26 pages of 500 users of 2 fields: 26 × (1 + 500 × 2) = 26,026 > 25,000.
    const cost = await post({query: aliased(26, 'allUsers(perPage: 500) { id username }')}, admin).expect(400);
    expect(cost.body.errors[0]).toEqual({
      message: 'The query costs 26026; at most 25000 is allowed.',
      extensions: {code: 'QUERY_TOO_COMPLEX', limit: 'cost', max: 25_000},
    });
    // The page size comes from variables too; a smaller page is within the limit.
    const query = `query($n: Int) ${aliased(26, 'allUsers(perPage: $n) { id username }')}`;
    await post({query, variables: {n: 500}}, admin).expect(400);
    expect((await post({query, variables: {n: 10}}, admin).expect(200)).body.data.a25).toEqual(expect.any(Array));
  });

  it('runs nothing of a refused request: a mutation over the alias limit changes no account', async () => {
    const user = await givenUser(server, {role: 'madmin'});
    const res = await post(
      {query: aliased(31, `updateUser(id: ${user.id}, isActive: false) { id }`, 'mutation ')},
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.limit).toBe('aliases');
    const {rows} = await server.pool.query('SELECT is_active FROM app_user WHERE id = $1', [user.id]);
    expect(rows[0].is_active).toBe(true);
  });

  it('lets an anonymous caller run only the public operations, and not introspection', async () => {
    const adminStats = await post({query: '{ adminStats { totalUsers } }'}).expect(401);
    expect(adminStats.body.data).toBeUndefined();
    expect(adminStats.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(adminStats.body.errors[0].message).toContain('Query.adminStats');

    const viaFragment = await post({query: '{ ...F } fragment F on Query { _health uploadDeleteReasons }'}).expect(401);
    expect(viaFragment.body.errors[0].message).toContain('Query.uploadDeleteReasons');

    await post({query: '{ __schema { types { name } } }'}).expect(401);
    expect((await post({query: '{ __typename _health }'}).expect(200)).body.data).toEqual({
      __typename: 'Query',
      _health: true,
    });
    expect((await post({query: 'mutation { _noop }'}).expect(200)).body.data).toEqual({_noop: null});
  });

  it('holds an anonymous caller to lower limits: depth 4, 5 aliases, cost 20', async () => {
    const deep = '{ ... on Query { ... on Query { ... on Query { ... on Query { _health } } } } }';
    expect((await post({query: deep}).expect(400)).body.errors[0].extensions.limit).toBe('depth');
    expect((await post({query: deep}, admin).expect(200)).body.data._health).toBe(true);
    expect((await post({query: aliased(6, '_health')}).expect(400)).body.errors[0].extensions.limit).toBe('aliases');
    expect((await post({query: aliased(5, '_health')}).expect(200)).body.data.a4).toBe(true);
  });

  it('accepts the introspection the console runs, for a signed-in caller', async () => {
    const res = await post({query: getIntrospectionQuery()}, admin).expect(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a GET query of an anonymous caller as it refuses a POST', async () => {
    const res = await client(server)
      .get('/graphql')
      .query({query: '{ adminStats { totalUsers } }'})
      .set('Apollo-Require-Preflight', 'true')
      .expect(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL limits: the size of an answer', () => {
  let server: RunningServer;
  const defaults = loadConfig({}, {jwtSecret: 'unused'}).limits;

  beforeAll(async () => {
    server = await givenRunningApp({
      limits: {
        ...defaults,
        graphql: {...defaults.graphql, signedIn: {...defaults.graphql.signedIn, responseBytes: 300}},
      },
    });
  });
  afterAll(() => server?.stop());

  it('answers an error with a code instead of an answer larger than the bound', async () => {
    const token = await givenAdminToken(server);
    const res = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({query: '{ importFields { fieldName knownNames } }'})
      .expect(200);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'The answer is larger than 300 bytes: ask for fewer rows or fields.',
          extensions: {code: 'QUERY_TOO_COMPLEX', limit: 'responseBytes', max: 300},
        },
      ],
    });
    const small = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({query: '{ _health }'})
      .expect(200);
    expect(small.body).toEqual({data: {_health: true}});
  });
});
