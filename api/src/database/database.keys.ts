import {BindingKey} from '@loopback/core';
import type {Pool} from 'pg';

export namespace DatabaseBindings {
  /** The process's one PostgreSQL pool: the stores' statements and the LoopBack repositories share it. */
  export const POOL = BindingKey.create<Pool>('voltcheck.pgPool');
  /** The read replica's pool (DATABASE_READ_URL) for listings, reports and dashboards; the primary's when unset. */
  export const READ_POOL = BindingKey.create<Pool>('voltcheck.pgReadPool');
  /** Where the database is (for connections of their own: live events' LISTEN). */
  export const URL = BindingKey.create<string>('voltcheck.databaseUrl');
}
