import {BindingScope, injectable, inject} from '@loopback/core';
import {Pool} from 'pg';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {DatabaseBindings} from '../../database/database.keys';
import {migrationsCurrent} from '../../database/migrator';

export type Health =
  | {status: true; database: 'up'; migrations: 'current'}
  | {status: false; database: 'up'; migrations: 'pending'}
  | {status: false; database: 'down'; message: string};

/** Whether the process can serve: the database answers and every migration is applied. */
@injectable({scope: BindingScope.SINGLETON})
export class HealthService {
  private readonly migrationsDir: string;

  constructor(
    @inject(DatabaseBindings.POOL) private readonly pool: Pool,
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'migrationsDir'>,
  ) {
    this.migrationsDir = config.migrationsDir;
  }

  async check(): Promise<Health> {
    try {
      if (!(await migrationsCurrent(this.pool, this.migrationsDir)))
        return {status: false, database: 'up', migrations: 'pending'};
      return {status: true, database: 'up', migrations: 'current'};
    } catch (err) {
      return {status: false, database: 'down', message: (err as Error).message};
    }
  }
}
