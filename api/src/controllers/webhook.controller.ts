import {inject} from '@loopback/core';
import {api, del, get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {AppCaller} from '../auth/app.strategy';
import {Caller} from '../services/kernel/caller';
import {AppProviderRow} from '../services/verification';
import {WebhookService} from '../services/webhooks';
import {
  appRefusals,
  DELIVERY_SCHEMA,
  FIELD_REFUSAL,
  portalRefusals,
  WEBHOOK_INPUT_SCHEMA,
  WEBHOOK_SCHEMA,
} from './integrator.openapi';
import {problemResponse} from './verification-answers.openapi';
import {WebhookBindings} from '../services/webhooks/webhooks.keys';

const LIST = {
  description: 'Active subscriptions',
  content: {'application/json': {schema: {type: 'array', items: WEBHOOK_SCHEMA}}},
};
const CREATED = {description: 'The subscription', content: {'application/json': {schema: WEBHOOK_SCHEMA}}};
const BODY = {
  required: true,
  content: {
    'application/json': {
      schema: WEBHOOK_INPUT_SCHEMA,
      example: {url: 'https://hooks.example.com/voltcheck', events: ['installation.released', 'serial.withdrawn']},
    },
  },
};
const NOT_YOURS = problemResponse(404, 'No such webhook of yours', 'NOT_FOUND', 'No such webhook of yours.');
const BAD_URL = FIELD_REFUSAL('url', 'must be https');
const LIMIT = problemResponse(
  409,
  'The owner already holds the most active subscriptions',
  'WEBHOOK_LIMIT',
  'At most 10 webhook subscriptions are active at once: end one before adding another.',
);

/**
 * Webhooks (docs/api.md, Webhooks): app providers with their token, manufacturers from the portal; deliveries
 * for administrators.
 */
@api({basePath: '/api/v1'})
export class WebhookController {
  constructor(@inject(WebhookBindings.SERVICE) private readonly webhooks: WebhookService) {}

  @access(Access.app())
  @get('/webhooks', {
    tags: ['Webhooks'],
    summary: "Your app's webhook subscriptions",
    responses: {'200': LIST, ...appRefusals()},
  })
  listOwn(@inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>) {
    return this.webhooks.list({appProviderId: caller.provider.id});
  }

  @access(Access.app())
  @post('/webhooks', {
    tags: ['Webhooks'],
    summary: 'Register an HTTPS endpoint for signed events (installation.released, serial.withdrawn)',
    responses: {'200': CREATED, ...appRefusals({'409': LIMIT, '422': BAD_URL})},
  })
  subscribe(
    @requestBody(BODY) body: {url?: string; events?: string[]},
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
  ) {
    return this.webhooks.subscribe({appProviderId: caller.provider.id}, body ?? {});
  }

  @access(Access.app())
  @del('/webhooks/{webhookId}', {
    tags: ['Webhooks'],
    summary: 'End one of your webhook subscriptions',
    responses: {'204': {description: 'Ended'}, ...appRefusals({'404': NOT_YOURS})},
  })
  async unsubscribe(
    @param.path.integer('webhookId') webhookId: number,
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
  ): Promise<void> {
    await this.webhooks.unsubscribe({appProviderId: caller.provider.id}, webhookId);
  }

  @access(Access.roles(['madmin', 'manufacturer']))
  @get('/manufacturer-webhooks', {
    tags: ['Webhooks'],
    summary: "Your manufacturer's webhook subscriptions (manufacturer accounts)",
    responses: {'200': LIST, ...portalRefusals()},
  })
  listManufacturer(@inject(SecurityBindings.USER) caller: Caller) {
    return this.webhooks.list(this.webhooks.ownerOf(caller));
  }

  @access(Access.roles(['madmin', 'manufacturer']))
  @post('/manufacturer-webhooks', {
    tags: ['Webhooks'],
    summary: "Register an HTTPS endpoint for your brand's events (manufacturer accounts)",
    responses: {'200': CREATED, ...portalRefusals({'409': LIMIT, '422': BAD_URL})},
  })
  subscribeManufacturer(
    @requestBody(BODY) body: {url?: string; events?: string[]},
    @inject(SecurityBindings.USER) caller: Caller,
  ) {
    return this.webhooks.subscribe(this.webhooks.ownerOf(caller), body ?? {});
  }

  @access(Access.roles(['madmin', 'manufacturer']))
  @del('/manufacturer-webhooks/{webhookId}', {
    tags: ['Webhooks'],
    summary: "End one of your manufacturer's webhook subscriptions",
    responses: {'204': {description: 'Ended'}, ...portalRefusals({'404': NOT_YOURS})},
  })
  async unsubscribeManufacturer(
    @param.path.integer('webhookId') webhookId: number,
    @inject(SecurityBindings.USER) caller: Caller,
  ): Promise<void> {
    await this.webhooks.unsubscribe(this.webhooks.ownerOf(caller), webhookId);
  }

  @access(Access.admin())
  @get('/webhook-deliveries', {
    tags: ['Webhooks'],
    summary: 'Webhook deliveries with their last answer, newest first (administrators)',
    responses: {
      '200': {
        description: 'Deliveries',
        content: {'application/json': {schema: {type: 'array', items: DELIVERY_SCHEMA}}},
      },
      ...portalRefusals({
        '422': problemResponse(
          422,
          'status is not one of pending, delivered, failed',
          'INVALID_FIELD',
          'Invalid data "odd" for parameter "status".',
          {errors: [{field: 'status', message: 'must be equal to one of the allowed values'}]},
        ),
      }),
    },
  })
  deliveries(
    @param.query.string('status', {schema: {type: 'string', enum: ['pending', 'delivered', 'failed']}}) status?: string,
    @param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 500}}) limit?: number,
  ) {
    return this.webhooks.deliveries(limit ?? 100, status);
  }
}
