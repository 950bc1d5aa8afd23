import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {get, Response, RestBindings} from '@loopback/rest';
import {SigningService} from '../services/signing';
import {SigningBindings} from '../services/signing/signing.keys';

export class JwksController {
  constructor(@inject(SigningBindings.SERVICE) private readonly signing: SigningService) {}

  @access(Access.public())
  @get('/.well-known/jwks.json', {
    tags: ['Verification API'],
    summary: 'Public keys that verify the X-Signature of verification answers',
    description:
      'Ed25519 keys (OKP, alg EdDSA) as a JSON Web Key Set. Pick the key whose `kid` the signature header names; keys rotate, so look them up by kid. ' +
      'Cached for 5 minutes (`Cache-Control: public, max-age=300`): on an unknown kid, fetch the set again. A new key is published ' +
      'before it signs anything, and a retired key stays published as long as answers signed with it can still be fetched.',
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
    response.setHeader('Cache-Control', 'public, max-age=300');
    return this.signing.jwks();
  }
}
