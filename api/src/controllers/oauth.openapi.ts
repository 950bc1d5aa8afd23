import {ResponseObject, SchemaObject} from '@loopback/rest';

/** The token answer of RFC 6749 section 5.1. */
export const TOKEN_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'TokenResponse',
  required: ['access_token', 'token_type', 'expires_in'],
  properties: {
    access_token: {type: 'string'},
    token_type: {type: 'string', enum: ['Bearer']},
    expires_in: {type: 'integer', description: 'seconds until the token expires'},
  },
};

/** The error answer of RFC 6749 section 5.2. */
export const OAUTH_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'OAuthError',
  required: ['error'],
  properties: {
    error: {
      type: 'string',
      enum: ['invalid_request', 'invalid_client', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope'],
    },
    error_description: {type: 'string'},
  },
};

const oauthError = (description: string, error: string, errorDescription: string): ResponseObject => ({
  description,
  content: {'application/json': {schema: OAUTH_ERROR_SCHEMA, example: {error, error_description: errorDescription}}},
});

export const OAUTH_ERROR_RESPONSES: Record<string, ResponseObject> = {
  '400': oauthError(
    'invalid_request (a missing grant_type, two client authentication methods), unsupported_grant_type or invalid_scope',
    'unsupported_grant_type',
    'only client_credentials is supported',
  ),
  '401': oauthError(
    'invalid_client: unknown client, wrong secret, or no client authentication; `WWW-Authenticate: Basic` names the scheme',
    'invalid_client',
    'unknown client_id or wrong client_secret',
  ),
  '403': oauthError(
    'unauthorized_client: the provider is not enabled (setting AllowedApps)',
    'unauthorized_client',
    'The app provider "Demo Installer App" is not enabled (AllowedApps).',
  ),
  '404': oauthError('Not found', 'invalid_request', 'Not Found'),
  '429': oauthError(
    'Too many token requests from this address; `Retry-After` gives the seconds to wait',
    'invalid_request',
    'Too many requests, please try again later.',
  ),
};

/** RFC 8414 authorization server metadata. */
export const OAUTH_METADATA_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'OAuthServerMetadata',
  required: ['issuer', 'token_endpoint', 'grant_types_supported', 'token_endpoint_auth_methods_supported', 'jwks_uri'],
  properties: {
    issuer: {type: 'string', format: 'uri'},
    token_endpoint: {type: 'string', format: 'uri'},
    token_endpoint_auth_methods_supported: {type: 'array', items: {type: 'string'}},
    grant_types_supported: {type: 'array', items: {type: 'string'}},
    response_types_supported: {type: 'array', items: {type: 'string'}},
    scopes_supported: {type: 'array', items: {type: 'string'}},
    jwks_uri: {type: 'string', format: 'uri'},
    service_documentation: {type: 'string', format: 'uri'},
  },
};
