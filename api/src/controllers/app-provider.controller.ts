import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {api, get, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {ADMIN_ROLES, Caller} from '../auth/caller';
import {recordAudit} from '../services/audit.service';
import {AppProviderService} from '../services/app-provider.service';
import {APP_PROVIDER_SERVICE} from '../services/keys';
import {VoltCheckBindings} from '../keys';
import {Pool} from 'pg';

const PROVIDER = {
  type: 'object',
  properties: {
    id: {type: 'integer'}, name: {type: 'string'}, clientId: {type: 'string'}, contactEmail: {type: 'string', nullable: true},
    enabled: {type: 'boolean', description: 'setting AllowedApps'}, mandatorySerialPhoto: {type: 'boolean', description: 'setting MandatorySerialPhoto'},
    ratePerMinute: {type: 'integer'}, createdOn: {type: 'string', format: 'date-time'},
  },
};

@authenticate({strategy: 'jwt', options: {roles: ADMIN_ROLES}})
@api({basePath: '/api/v1'})
export class AppProviderController {
  constructor(
    @inject(APP_PROVIDER_SERVICE) private readonly providers: AppProviderService,
    @inject(VoltCheckBindings.PG_POOL) private readonly pool: Pool,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @get('/app-providers', {tags: ['App providers'], summary: 'List app providers (administrators)',
    responses: {'200': {description: 'Providers', content: {'application/json': {schema: {type: 'array', items: PROVIDER}}}}}})
  list() {
    return this.providers.list();
  }

  @post('/app-providers', {
    tags: ['App providers'],
    summary: 'Register an app provider (administrators); the answer shows its secret once',
    responses: {'200': {description: 'The provider with `clientSecret`, shown only in this answer',
      content: {'application/json': {schema: {...PROVIDER, properties: {...PROVIDER.properties, clientSecret: {type: 'string'}}}}}}},
  })
  async create(
    @requestBody({content: {'application/json': {schema: {type: 'object', required: ['name'], properties: {
      name: {type: 'string'}, contactEmail: {type: 'string'}, enabled: {type: 'boolean'}, mandatorySerialPhoto: {type: 'boolean'}}},
      example: {name: 'Acme Installer App', enabled: true, mandatorySerialPhoto: false}}}})
    body: {name: string; contactEmail?: string; enabled?: boolean; mandatorySerialPhoto?: boolean},
  ) {
    const created = await this.providers.create(body);
    const {clientSecret: _secret, ...recorded} = created;
    await recordAudit(this.pool, {userId: this.caller.id, action: 'app_provider.create', entity: 'AppProvider', entityId: created.id, after: recorded});
    return created;
  }

  @patch('/app-providers/{id}', {tags: ['App providers'], summary: 'Enable or disable a provider, or require a photo per serial (administrators)',
    responses: {'200': {description: 'The provider', content: {'application/json': {schema: PROVIDER}}}}})
  async update(
    @param.path.integer('id') id: number,
    @requestBody({content: {'application/json': {schema: {type: 'object', properties: {enabled: {type: 'boolean'}, mandatorySerialPhoto: {type: 'boolean'}}}}}})
    body: {enabled?: boolean; mandatorySerialPhoto?: boolean},
  ) {
    const before = await this.providers.findById(id);
    const after = await this.providers.update(id, body);
    await recordAudit(this.pool, {userId: this.caller.id, action: 'app_provider.update', entity: 'AppProvider', entityId: id, before, after});
    return after;
  }
}
