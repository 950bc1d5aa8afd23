import {Pool} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {RunningServer} from '../../server';
import {AppUserRepository} from '../../services/accounts/app-user.repository';
import {givenRunningApp} from '../helpers/app.helpers';

/** The LoopBack repositories and the hand-written stores share the process's one pool (DATABASE_POOL_SIZE). */
describe('one PostgreSQL pool per process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('binds the pool the process opened, and the datasource runs on it', async () => {
    expect(await server.app.get(DatabaseBindings.POOL)).toBe(server.pool);
    const dataSource = await server.app.get<{connector: {pg: Pool}}>('datasources.db');
    expect(dataSource.connector.pg).toBe(server.pool);
    expect(server.pool.options.max).toBe(server.config.databasePoolSize);
  });

  it('takes the repositories’ connections from that pool', async () => {
    const users = await server.app.get<AppUserRepository>('repositories.AppUserRepository');
    const connect = jest.spyOn(server.pool, 'connect');
    try {
      expect(await users.count({username: 'admin'})).toEqual({count: 1});
      expect(connect).toHaveBeenCalled();
    } finally {
      connect.mockRestore();
    }
  });
});
