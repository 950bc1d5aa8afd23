import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, Response, RestBindings} from '@loopback/rest';
import {HealthService} from '../services/kernel';
import {KernelBindings} from '../services/kernel/kernel.keys';

@api({basePath: '/api'})
export class HealthController {
  constructor(@inject(KernelBindings.HEALTH_SERVICE) private readonly checks: HealthService) {}

  @access(Access.public())
  @get('/health', {
    tags: ['health'],
    description: '200 when the database answers and every migration is applied; 503 otherwise.',
    responses: {
      '200': {description: 'Healthy', content: {'application/json': {schema: {type: 'object'}}}},
      '503': {description: 'Database down or migrations pending'},
    },
  })
  async health(@inject(RestBindings.Http.RESPONSE) response: Response): Promise<object> {
    const health = await this.checks.check();
    if (!health.status) response.status(503);
    return health;
  }
}
