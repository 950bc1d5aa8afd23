import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {get, Response, RestBindings} from '@loopback/rest';
import {JWKS_MAX_AGE_SECONDS, SigningService} from '../services/signing';
import {SigningBindings} from '../services/signing/signing.keys';

export class JwksController {
  constructor(@inject(SigningBindings.SERVICE) private readonly signing: SigningService) {}

  @access(Access.public())
  @get('/.well-known/jwks.json', {
    tags: ['Verification API'],
    summary: 'Public keys that verify the X-Signature of verification answers',
    description:
      'Ed25519 keys (OKP, alg EdDSA) as a JSON Web Key Set. Pick the key whose `kid` the signature header names; keys rotate, so look them up by kid. ' +
      `Cached for ${JWKS_MAX_AGE_SECONDS / 60} minutes (\`Cache-Control: public, max-age=${JWKS_MAX_AGE_SECONDS}\`): on an unknown kid, fetch the set again. ` +
      'A rotated key is published at least that long (10 minutes by default) before it signs anything, so a cached set ' +
      'always holds the key of any answer; a retired key stays published as long as answers signed with it can still be fetched.',
    security: [],
    responses: {
      '200': {
        description: 'JWKS',
        content: {
          'application/json': {
            example: {
              keys: [
                {
                  kty: 'OKP',
                  crv: 'Ed25519',
                  x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
                  kid: 'vc-2026-11-22-1a2b3c4d',
                  alg: 'EdDSA',
                  use: 'sig',
                },
              ],
            },
          },
        },
      },
    },
  })
  async jwks(@inject(RestBindings.Http.RESPONSE) response: Response) {
    response.setHeader('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    return this.signing.jwks();
  }
}
