import {Pool, PoolClient} from 'pg';
import {withTransaction} from '@voltcheck/api/dist/database';

/** One transaction of generated rows: nothing waits for its commit to reach the disk (a crash loses only test data). */
export function bulkTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, async db => {
    await db.query('SET LOCAL synchronous_commit = off');
    return work(db);
  });
}
