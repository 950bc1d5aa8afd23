import {Pool, PoolClient} from 'pg';

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * Inside a transaction: its prepared statements use one generic plan per connection instead of being
 * planned again on every call (for statements whose best plan never depends on the values).
 */
export const PLAN_ONCE = 'SET LOCAL plan_cache_mode = force_generic_plan';

/** Runs `work` in one transaction on one client: COMMIT when it resolves, ROLLBACK when it throws. */
export async function withTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    db.release();
  }
}
