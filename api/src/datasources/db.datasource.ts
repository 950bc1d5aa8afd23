import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {juggler} from '@loopback/repository';
import type {Pool, PoolClient} from 'pg';
import {DatabaseBindings} from '../database/database.keys';

type ConnectCallback = (err: Error | null, client?: PoolClient) => void;
interface PostgresConnector {
  pg: Pool | null;
  client?: PoolClient;
  connect(callback?: ConnectCallback): void;
  disconnect(callback?: () => void): void;
}

/**
 * loopback-connector-postgresql 8.0.7's connect() attaches its error handler to the client before
 * it looks at the error, so a connection that fails throws a TypeError inside pg-pool's callback
 * and the process dies. It did when a stop (SIGINT) shut PostgreSQL down while the datasource's
 * first connection was still being made. This is the same connect, minding the error; the
 * datasource connects lazily so that it is in place before the first call.
 */
function connectMindingErrors(connector: PostgresConnector): void {
  connector.connect = function (this: PostgresConnector, callback?: ConnectCallback) {
    if (!this.pg) return callback?.(new Error('the database connection pool is closed'));
    this.pg.connect((err, client, release) => {
      if (err || !client) return callback?.(err ?? new Error('no database connection'));
      // An idle connection dropped by the server must not crash the process (an unhandled 'error'): the pool reconnects.
      if (!client.listenerCount('error')) client.on('error', () => undefined);
      this.client = client;
      process.nextTick(release);
      callback?.(null, client);
    });
  };
}

/**
 * The connector runs its statements on the process's one pool (database/ opens it, sizes it from
 * DATABASE_POOL_SIZE and ends it): its own pool, made in its constructor and never connected, is
 * ended unused, and disconnecting only lets go of the shared one.
 */
function onSharedPool(connector: PostgresConnector, pool: Pool): void {
  void connector.pg?.end();
  connector.pg = pool;
  connector.disconnect = function (this: PostgresConnector, callback?: () => void) {
    this.pg = null;
    if (callback) process.nextTick(callback);
  };
}

@lifeCycleObserver('datasource')
export class DbDataSource extends juggler.DataSource implements LifeCycleObserver {
  static dataSourceName = 'db';

  constructor(@inject(DatabaseBindings.POOL) pool: Pool) {
    super({name: 'db', connector: 'postgresql', lazyConnect: true});
    const connector = this.connector as unknown as PostgresConnector;
    onSharedPool(connector, pool);
    connectMindingErrors(connector);
  }
}
