import {inject} from '@loopback/core';
import {api, get, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {DEFAULT_KEEP_OLD_DAYS, SigningService} from '../services/signing';
import {FIELD_REFUSAL, portalRefusals, SIGNING_KEY_SCHEMA} from './integrator.openapi';
import {SigningBindings} from '../services/signing/signing.keys';

const KEYS = {
  description: 'The published keys, the signing one first',
  content: {'application/json': {schema: {type: 'array', items: SIGNING_KEY_SCHEMA}}},
};

/** The answer-signing keys and their rotation (docs/api.md, Signatures). */
@api({basePath: '/api/v1'})
export class SigningKeyController {
  constructor(@inject(SigningBindings.SERVICE) private readonly signing: SigningService) {}

  @access(Access.admin())
  @get('/signing-keys', {
    tags: ['Signatures'],
    summary: 'The published signing keys (administrators)',
    responses: {'200': KEYS, ...portalRefusals()},
  })
  list() {
    return this.signing.list();
  }

  @access(Access.admin('settings'))
  @post('/signing-keys/rotate', {
    tags: ['Signatures'],
    summary:
      'Rotate: a new key signs from now on; the others stay in the JWKS for keepOldDays (administrators, audited)',
    responses: {
      '200': KEYS,
      ...portalRefusals({'422': FIELD_REFUSAL('keepOldDays', 'a whole number of days from 1 to 3650')}),
    },
  })
  rotate(
    @requestBody({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {keepOldDays: {type: 'integer', minimum: 1, maximum: 3650, default: DEFAULT_KEEP_OLD_DAYS}},
          },
          example: {keepOldDays: DEFAULT_KEEP_OLD_DAYS},
        },
      },
    })
    body: {keepOldDays?: number} | undefined,
    @inject(SecurityBindings.USER) caller: Caller,
  ) {
    return this.signing.rotate(caller, body?.keepOldDays ?? DEFAULT_KEEP_OLD_DAYS);
  }
}
