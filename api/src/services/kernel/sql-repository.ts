import {inject} from '@loopback/core';
import {Pool, PoolClient} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {readPoolFor} from '../../database/read-routing';
import {withTransaction} from '../../database/transaction';

/**
 * A feature's SQL over the process's pool (every statement of an aggregate lives in its repository). Statements
 * that must join a transaction take its client as their first argument. Subclasses inherit the pool's injection.
 */
export abstract class SqlRepository {
  /** Set by injection; a repository built by hand (tests) reads from `pool`. */
  @inject(DatabaseBindings.READ_POOL, {optional: true}) protected readonly readPool?: Pool;

  constructor(@inject(DatabaseBindings.POOL) protected readonly pool: Pool) {}

  /**
   * Where a listing, report or dashboard reads: the read replica, unless this request wrote (or follows its caller's
   * recent write) or none is configured. Every write, and every read that must see one, uses `pool`.
   */
  protected get reads(): Pool {
    return readPoolFor(this.pool, this.readPool);
  }

  /** Runs `work` in one transaction; the statements it runs with `db` commit or roll back together. */
  transaction<T>(work: (db: PoolClient) => Promise<T>): Promise<T> {
    return withTransaction(this.pool, work);
  }
}
