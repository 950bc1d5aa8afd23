import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {AppProviderWithSettings} from '../models';
import {Caller} from '../services/kernel/caller';
import {AppProviderService, RATE_PER_MINUTE_RANGE} from '../services/verification';
import {VerificationBindings} from '../services/verification/verification.keys';
import {inlineModelSchema} from './model-schema.openapi';

const PROVIDER = inlineModelSchema(AppProviderWithSettings, {exclude: ['secretHash']});

@api({basePath: '/api/v1'})
export class AppProviderController {
  constructor(
    @inject(VerificationBindings.APP_PROVIDER_SERVICE) private readonly providers: AppProviderService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.admin())
  @get('/app-providers', {
    tags: ['App providers'],
    summary: 'List app providers (administrators)',
    responses: {
      '200': {description: 'Providers', content: {'application/json': {schema: {type: 'array', items: PROVIDER}}}},
    },
  })
  list() {
    return this.providers.list();
  }

  @access(Access.admin())
  @get('/app-providers/{id}/batches', {
    tags: ['App providers'],
    summary: "A provider's newest verification batches, test-mode ones marked isTest (administrators)",
    responses: {
      '200': {
        description: 'Batches, newest first',
        content: {
          'application/json': {
            schema: {
              type: 'array',
              items: {
                type: 'object',
                required: ['batchId', 'requestId', 'requestType', 'isTest', 'createdOn'],
                properties: {
                  batchId: {type: 'string', format: 'uuid'},
                  requestId: {type: 'string'},
                  requestType: {type: 'integer'},
                  isTest: {type: 'boolean', description: 'Sent in test mode: nothing but the batch was kept'},
                  installationId: {type: 'integer', nullable: true},
                  createdOn: {type: 'string', format: 'date-time'},
                },
              },
            },
          },
        },
      },
    },
  })
  batches(
    @param.path.integer('id') id: number,
    @param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 500}}) limit?: number,
  ) {
    return this.providers.recentBatches(id, limit ?? 50);
  }

  @access(Access.admin('settings'))
  @post('/app-providers', {
    tags: ['App providers'],
    summary: 'Register an app provider (administrators); the answer shows its secret once',
    responses: {
      '200': {
        description: 'The provider with `clientSecret`, shown only in this answer',
        content: {
          'application/json': {
            schema: {...PROVIDER, properties: {...PROVIDER.properties, clientSecret: {type: 'string'}}},
          },
        },
      },
    },
  })
  create(
    @requestBody({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['name'],
            properties: {
              name: {type: 'string'},
              contactEmail: {type: 'string'},
              enabled: {type: 'boolean'},
              mandatorySerialPhoto: {type: 'boolean'},
              testMode: {type: 'boolean'},
            },
          },
          example: {name: 'Acme Installer App', enabled: true, mandatorySerialPhoto: false},
        },
      },
    })
    body: {
      name: string;
      contactEmail?: string;
      enabled?: boolean;
      mandatorySerialPhoto?: boolean;
      testMode?: boolean;
    },
  ) {
    return this.providers.create(this.caller, body ?? {});
  }

  @access(Access.admin('settings'))
  @patch('/app-providers/{id}', {
    tags: ['App providers'],
    summary:
      'Enable or disable a provider, require a photo per serial, switch its test mode or set its calls per minute ' +
      '(administrators)',
    responses: {'200': {description: 'The provider', content: {'application/json': {schema: PROVIDER}}}},
  })
  update(
    @param.path.integer('id') id: number,
    @requestBody({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              enabled: {type: 'boolean'},
              mandatorySerialPhoto: {type: 'boolean'},
              testMode: {type: 'boolean'},
              ratePerMinute: {
                type: 'integer',
                minimum: RATE_PER_MINUTE_RANGE.min,
                maximum: RATE_PER_MINUTE_RANGE.max,
                description: 'Calls allowed per 60-second window (takes effect at the next call)',
              },
            },
          },
        },
      },
    })
    body: {enabled?: boolean; mandatorySerialPhoto?: boolean; testMode?: boolean; ratePerMinute?: number},
  ) {
    return this.providers.update(this.caller, id, body ?? {});
  }
}
