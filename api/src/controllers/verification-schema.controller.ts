import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, Response, RestBindings} from '@loopback/rest';
import {VERIFICATION_XSD} from './verification-xsd';

@api({basePath: '/api/v1'})
export class VerificationSchemaController {
  @access(Access.public())
  @get('/schemas/verification.xsd', {
    tags: ['Verification API'],
    summary: 'The XSD of the XML form of verification requests and answers',
    security: [],
    responses: {
      '200': {description: 'XML Schema', content: {'application/xml': {schema: {type: 'string'}}}},
      '429': {
        description: 'Too many calls from this address',
        content: {'application/json': {schema: {type: 'object', properties: {message: {type: 'string'}}}}},
      },
    },
  })
  xsd(@inject(RestBindings.Http.RESPONSE) response: Response): Response {
    response.setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.status(200).end(VERIFICATION_XSD);
    return response;
  }
}
