import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {get, Request, RestBindings} from '@loopback/rest';
import {oauthMetadata} from './oauth.controller';
import {OAUTH_METADATA_SCHEMA} from './oauth.openapi';

export class OauthMetadataController {
  @access(Access.public())
  @get('/.well-known/oauth-authorization-server', {
    tags: ['Verification API'],
    summary: 'OAuth 2 authorization server metadata (RFC 8414)',
    description: 'Where the token endpoint is, the client authentication methods and grant it supports, and the JWKS.',
    security: [],
    responses: {
      '200': {description: 'Metadata', content: {'application/json': {schema: OAUTH_METADATA_SCHEMA}}},
      '429': {
        description: 'Too many calls from this address',
        content: {'application/json': {schema: {type: 'object', properties: {message: {type: 'string'}}}}},
      },
    },
  })
  metadata(@inject(RestBindings.Http.REQUEST) request: Request) {
    return oauthMetadata(request);
  }
}
