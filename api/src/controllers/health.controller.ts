import {inject} from '@loopback/core';
import {api, get, Response, RestBindings} from '@loopback/rest';
import {Pool} from 'pg';
import {AppConfig} from '../config';
import {migrationsCurrent} from '../database/migrator';
import {VoltCheckBindings} from '../keys';

@api({basePath: '/api'})
export class HealthController {
  constructor(
    @inject(VoltCheckBindings.PG_POOL) private readonly pool: Pool,
    @inject(VoltCheckBindings.CONFIG) private readonly config: AppConfig,
  ) {}

  @get('/health', {
    description: '200 when the database answers and every migration is applied; 503 otherwise.',
    responses: {
      '200': {description: 'Healthy', content: {'application/json': {schema: {type: 'object'}}}},
      '503': {description: 'Database down or migrations pending'},
    },
  })
  async health(@inject(RestBindings.Http.RESPONSE) response: Response): Promise<object> {
    try {
      const current = await migrationsCurrent(this.pool, this.config.migrationsDir);
      if (!current) {
        response.status(503);
        return {status: false, database: 'up', migrations: 'pending'};
      }
      return {status: true, database: 'up', migrations: 'current'};
    } catch (err) {
      response.status(503);
      return {status: false, database: 'down', message: (err as Error).message};
    }
  }
}
