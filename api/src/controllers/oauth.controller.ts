import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, requestBody, SchemaObject} from '@loopback/rest';
import {VerificationBindings} from '../keys';
import {AppTokenService} from '../services/verification';

const TOKEN_REQUEST: SchemaObject = {
  type: 'object',
  required: ['grant_type', 'client_id', 'client_secret'],
  properties: {
    grant_type: {
      type: 'string',
      example: 'client_credentials',
      description: 'must be client_credentials (else 400 unsupported_grant_type)',
    },
    client_id: {type: 'string', example: 'demo-app'},
    client_secret: {type: 'string', example: 'demo-app-secret'},
  },
};

@api({basePath: '/api/v1'})
export class OauthController {
  constructor(@inject(VerificationBindings.APP_TOKEN_SERVICE) private readonly tokens: AppTokenService) {}

  @access(Access.public())
  @post('/oauth/token', {
    tags: ['Verification API'],
    summary: 'Exchange app-provider credentials for a bearer token (OAuth 2 client credentials)',
    description:
      'Send `grant_type=client_credentials` with `client_id` and `client_secret`, form-encoded as OAuth 2 clients do, or as JSON. ' +
      "The answer's `access_token` goes into `Authorization: Bearer …` on `POST /api/v1/verifications` until `expires_in` seconds pass. " +
      '401 for unknown credentials; 403 when an administrator has not enabled the provider (setting AllowedApps).',
    responses: {
      '200': {
        description: 'A token',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                access_token: {type: 'string'},
                token_type: {type: 'string', example: 'Bearer'},
                expires_in: {type: 'integer', example: 3600},
              },
            },
            example: {access_token: 'eyJhbGciOiJIUzI1NiIs…', token_type: 'Bearer', expires_in: 3600},
          },
        },
      },
      '400': {
        description: 'grant_type is not client_credentials',
        content: {
          'application/json': {
            example: {
              status: false,
              message: 'unsupported_grant_type: only client_credentials is supported',
              statusCode: 400,
            },
          },
        },
      },
      '401': {
        description: 'Unknown client or wrong secret',
        content: {
          'application/json': {
            example: {
              status: false,
              message: 'invalid_client: unknown client_id or wrong client_secret',
              statusCode: 401,
            },
          },
        },
      },
      '403': {
        description: 'Provider not enabled',
        content: {
          'application/json': {
            example: {
              status: false,
              message: 'The app provider "Demo Installer App" is not enabled (AllowedApps).',
              statusCode: 403,
            },
          },
        },
      },
    },
  })
  async token(
    @requestBody({
      content: {
        'application/x-www-form-urlencoded': {schema: TOKEN_REQUEST},
        'application/json': {
          schema: TOKEN_REQUEST,
          example: {grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'},
        },
      },
    })
    body: {
      grant_type?: string;
      client_id?: string;
      client_secret?: string;
    },
  ) {
    return this.tokens.issueToken(body.grant_type, body.client_id ?? '', body.client_secret ?? '');
  }
}
