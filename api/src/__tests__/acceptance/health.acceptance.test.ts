import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';

describe('health, OpenAPI and GraphQL endpoints', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('answers 200 when the database answers and migrations are current', async () => {
    const res = await client(server).get('/api/health').expect(200);
    expect(res.body).toEqual({status: true, database: 'up', migrations: 'current'});
  });

  it('answers 503 when a migration is pending', async () => {
    // 002 is idempotent (IF NOT EXISTS): an app of another test file starting meanwhile may re-apply it safely.
    await server.pool.query(`DELETE FROM schema_migration WHERE name = '002_rate_limit.sql'`);
    try {
      const res = await client(server).get('/api/health').expect(503);
      expect(res.body.migrations).toBe('pending');
    } finally {
      await server.pool.query(
        `INSERT INTO schema_migration (name) VALUES ('002_rate_limit.sql') ON CONFLICT DO NOTHING`,
      );
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await client(server).get('/openapi.json').expect(200);
    expect(res.body.info.title).toBe('VoltCheck API');
    expect(res.body.paths['/api/health']).toBeDefined();
  });

  it('serves GraphQL at /graphql', async () => {
    const res = await client(server).post('/graphql').send({query: '{ _health }'}).expect(200);
    expect(res.body.data._health).toBe(true);
  });

  it('refuses a GraphQL call with a bad token', async () => {
    const res = await client(server).post('/graphql').set('Authorization', 'Bearer nope').send({query: '{ _health }'});
    expect(res.status).toBe(401);
  });
});
