import {inject} from '@loopback/core';
import {api, get, param} from '@loopback/rest';
import {access, Access} from '../auth/access';
import {rateLimited} from '../interceptors/rate-limit.interceptor';
import {RecallBindings} from '../services/recalls/recalls.keys';
import type {RecallCheckService} from '../services/recalls/recall-check.service';
import {TOO_MANY_REQUESTS} from './specs';

const RECALL_CHECK_SCHEMA = {
  type: 'object' as const,
  title: 'RecallCheck',
  properties: {
    recalled: {type: 'boolean' as const},
    recall: {
      type: 'object' as const,
      description: 'Only when recalled: the recall’s public notice.',
      properties: {
        title: {type: 'string' as const},
        hazard: {type: 'string' as const},
        remedy: {type: 'string' as const},
        noticeUrl: {type: 'string' as const, format: 'uri'},
        contact: {type: 'string' as const},
      },
      required: ['title', 'hazard', 'remedy', 'noticeUrl', 'contact'],
    },
  },
  required: ['recalled'],
};

/** The public recall check behind the /recall-check page: anyone, no sign-in, limited per client address. */
@api({basePath: '/api'})
export class RecallCheckController {
  constructor(@inject(RecallBindings.CHECK_SERVICE) private readonly checks: RecallCheckService) {}

  @access(Access.public())
  @rateLimited('recallCheck')
  @get('/recall-check', {
    tags: ['recalls'],
    summary: 'Is this serial under a recall? (public, no sign-in)',
    description:
      'Answers whether a battery serial is under a manufacturer’s recall, with the recall’s notice (title, hazard, ' +
      'remedy, notice URL, contact). It tells nothing else about the serial: an unknown serial and a serial with no ' +
      'recall answer the same `{"recalled": false}`. Limited per client address (RATE_LIMIT_RECALL_CHECK a minute).',
    responses: {
      '200': {
        description: 'The answer',
        content: {
          'application/json': {
            schema: RECALL_CHECK_SCHEMA,
            examples: {
              recalled: {
                value: {
                  recalled: true,
                  recall: {
                    title: 'DE-10 cells may overheat',
                    hazard: 'Cells may overheat and catch fire',
                    remedy: 'Switch the unit off and call us for a free replacement',
                    noticeUrl: 'https://demo-energy.example/recall',
                    contact: '1800 000 000',
                  },
                },
              },
              notRecalled: {value: {recalled: false}},
            },
          },
        },
      },
      '429': TOO_MANY_REQUESTS,
    },
  })
  check(@param.query.string('serial', {description: 'The serial as printed on the unit'}) serial?: string) {
    return this.checks.check(serial);
  }
}
