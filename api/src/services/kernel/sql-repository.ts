import {inject} from '@loopback/core';
import {Pool, PoolClient} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {withTransaction} from '../../database/transaction';

/**
 * A feature's SQL over the process's pool (every statement of an aggregate lives in its repository). Statements
 * that must join a transaction take its client as their first argument. Subclasses inherit the pool's injection.
 */
export abstract class SqlRepository {
  constructor(@inject(DatabaseBindings.POOL) protected readonly pool: Pool) {}

  /** Runs `work` in one transaction; the statements it runs with `db` commit or roll back together. */
  transaction<T>(work: (db: PoolClient) => Promise<T>): Promise<T> {
    return withTransaction(this.pool, work);
  }
}
