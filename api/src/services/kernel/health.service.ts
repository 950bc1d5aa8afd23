import {Pool} from 'pg';
import {migrationsCurrent} from '../../database/migrator';

export type Health =
  | {status: true; database: 'up'; migrations: 'current'}
  | {status: false; database: 'up'; migrations: 'pending'}
  | {status: false; database: 'down'; message: string};

/** Whether the process can serve: the database answers and every migration is applied. */
export class HealthService {
  constructor(
    private readonly pool: Pool,
    private readonly migrationsDir: string,
  ) {}

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
