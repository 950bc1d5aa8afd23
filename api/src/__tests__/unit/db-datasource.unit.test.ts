import {Pool} from 'pg';
import {DbDataSource} from '../../datasources/db.datasource';

describe('the db datasource', () => {
  it('hands a connection that fails to its caller instead of throwing out of the pool (a stop once died of it)', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const pool = new Pool({connectionString: 'postgres://postgres:none@127.0.0.1:1/voltcheck', max: 1});
    const ds = new DbDataSource(pool);
    const connector = ds.connector as unknown as {connect(cb: (err: Error | null) => void): void};
    const err = await new Promise<Error | null>(resolve => connector.connect(resolve));
    expect(err).toMatchObject({code: 'ECONNREFUSED'});
    await ds.disconnect();
    await pool.end();
  });

  it('runs on the pool it is given and leaves that pool open when it disconnects', async () => {
    const pool = new Pool({connectionString: 'postgres://postgres:none@127.0.0.1:1/voltcheck', max: 1});
    const ds = new DbDataSource(pool);
    expect((ds.connector as unknown as {pg: Pool}).pg).toBe(pool);
    await ds.disconnect();
    expect(pool.ended).toBe(false);
    await pool.end();
  });
});
