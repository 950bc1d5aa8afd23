import {DefaultTransactionalRepository, Entity, juggler} from '@loopback/repository';
import {Pool, PoolClient} from 'pg';
import {withTransaction} from '../../database/transaction';

/**
 * A LoopBack repository of one `@model` entity (its CRUD, through the juggler datasource) that also holds the
 * aggregate's hand-written statements, run on the process's pool as SqlRepository's are; the datasource runs on
 * that same pool. Statements that must join a transaction take its client as their first argument.
 */
export class SqlCrudRepository<T extends Entity, ID> extends DefaultTransactionalRepository<T, ID> {
  constructor(
    entityClass: typeof Entity & {prototype: T},
    dataSource: juggler.DataSource,
    protected readonly pool: Pool,
  ) {
    super(entityClass, dataSource);
  }

  /** Runs `work` in one transaction on the pool; the statements it runs with `db` commit or roll back together. */
  transaction<R>(work: (db: PoolClient) => Promise<R>): Promise<R> {
    return withTransaction(this.pool, work);
  }
}
