import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, Request, requestBody, Response, RestBindings, SchemaObject} from '@loopback/rest';
import {AppTokenService} from '../services/verification';
import {OAUTH_ERROR_RESPONSES, TOKEN_SCHEMA} from './oauth.openapi';
import {VerificationBindings} from '../services/verification/verification.keys';

const TOKEN_REQUEST: SchemaObject = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: {
      type: 'string',
      example: 'client_credentials',
      description: 'client_credentials (else 400 unsupported_grant_type)',
    },
    client_id: {type: 'string', description: 'client_secret_post; leave out when authenticating by HTTP Basic'},
    client_secret: {type: 'string', description: 'client_secret_post; leave out when authenticating by HTTP Basic'},
    scope: {type: 'string', description: 'no scopes are defined: leave out (else 400 invalid_scope)'},
  },
};

/** RFC 6749 section 2.3.1: Basic credentials are the form-encoded id and secret, joined by a colon. */
function basicCredentials(header: string | undefined): {clientId: string; clientSecret: string} | undefined {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const unform = (v: string) => {
    try {
      return decodeURIComponent(v.replace(/\+/g, ' '));
    } catch {
      return v;
    }
  };
  return {clientId: unform(decoded.slice(0, colon)), clientSecret: unform(decoded.slice(colon + 1))};
}

@api({basePath: '/api/v1'})
export class OauthController {
  constructor(@inject(VerificationBindings.APP_TOKEN_SERVICE) private readonly tokens: AppTokenService) {}

  @access(Access.public())
  @post('/oauth/token', {
    tags: ['Verification API'],
    summary: 'Exchange app-provider credentials for a bearer token (OAuth 2 client credentials)',
    description:
      'RFC 6749 section 4.4. Send `grant_type=client_credentials` form-encoded, and authenticate the client by HTTP Basic ' +
      '(`client_secret_basic`: `Authorization: Basic base64(client_id:client_secret)`) or with `client_id` and ' +
      '`client_secret` in the form (`client_secret_post`); one of the two, not both. JSON bodies are accepted too. ' +
      "The answer's `access_token` goes into `Authorization: Bearer …` until `expires_in` seconds pass; it is sent with " +
      '`Cache-Control: no-store`. Errors are the RFC\'s `{"error", "error_description"}`: 400 `invalid_request`, ' +
      '`unsupported_grant_type` or `invalid_scope`; 401 `invalid_client` (with `WWW-Authenticate: Basic`); 403 ' +
      '`unauthorized_client` while an administrator has not enabled the provider (setting AllowedApps). ' +
      'Server metadata: `/.well-known/oauth-authorization-server` (RFC 8414).',
    security: [{clientSecretBasic: []}, {}],
    responses: {
      '200': {
        description: 'A token',
        content: {
          'application/json': {
            schema: TOKEN_SCHEMA,
            example: {access_token: 'eyJhbGciOiJIUzI1NiIs…', token_type: 'Bearer', expires_in: 3600},
          },
        },
      },
      ...OAUTH_ERROR_RESPONSES,
    },
  })
  async token(
    @requestBody({
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: TOKEN_REQUEST,
          example: {grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'},
        },
        'application/json': {
          schema: TOKEN_REQUEST,
          example: {grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'},
        },
      },
    })
    body: {grant_type?: unknown; client_id?: unknown; client_secret?: unknown; scope?: unknown},
    @inject(RestBindings.Http.REQUEST) request: Request,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const basic = basicCredentials(request.headers.authorization);
    const inBody = body?.client_id !== undefined || body?.client_secret !== undefined;
    const token = await this.tokens.issueToken({
      grantType: text(body?.grant_type),
      clientId: basic?.clientId ?? text(body?.client_id),
      clientSecret: basic?.clientSecret ?? text(body?.client_secret),
      scope: text(body?.scope),
      clientAuthMethods: (basic ? 1 : 0) + (inBody ? 1 : 0),
    });
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Pragma', 'no-cache');
    return token;
  }
}

/** RFC 8414 metadata of this server, with the issuer as the client reached it. */
export function oauthMetadata(request: Request) {
  const issuer = `${request.protocol}://${request.get('host')}`;
  return {
    issuer,
    token_endpoint: `${issuer}/api/v1/oauth/token`,
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    grant_types_supported: ['client_credentials'],
    response_types_supported: [],
    scopes_supported: [],
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    service_documentation: `${issuer}/explorer`,
  };
}
