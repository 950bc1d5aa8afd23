import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, Request, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {AppCaller} from '../auth/app.strategy';
import {VerificationBindings} from '../keys';
import {rawBodyParser} from '../middleware/raw-body.parser';
import {AppProvider, VerificationService, WireFormat} from '../services/verification';
import {
  VERIFICATION_DESCRIPTION,
  VERIFICATION_EXAMPLES,
  VERIFICATION_REQUEST_SCHEMA,
  VERIFICATION_RESPONSES,
  VERIFICATION_XML_EXAMPLE,
} from './verification.openapi';

const CONTENT_TYPE: Record<WireFormat, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

@api({basePath: '/api/v1'})
export class VerificationController {
  constructor(@inject(VerificationBindings.VERIFICATION_SERVICE) private readonly verification: VerificationService) {}

  @access(Access.app())
  @post('/verifications', {
    tags: ['Verification API'],
    summary: 'Verify battery serials (installer and retailer apps)',
    description: VERIFICATION_DESCRIPTION,
    security: [{oauth2ClientCredentials: []}],
    responses: VERIFICATION_RESPONSES,
  })
  async verify(
    @requestBody({
      required: true,
      content: {
        'application/json': {
          'x-parser': rawBodyParser,
          schema: VERIFICATION_REQUEST_SCHEMA,
          examples: VERIFICATION_EXAMPLES,
        },
        'application/xml': {'x-parser': rawBodyParser, schema: {type: 'string'}, example: VERIFICATION_XML_EXAMPLE},
      },
    })
    body: Buffer,
    @inject(SecurityBindings.USER) caller: AppCaller<AppProvider>,
    @inject(RestBindings.Http.REQUEST) request: Request,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const requestFormat: WireFormat = /xml/i.test(request.headers['content-type'] ?? '') ? 'xml' : 'json';
    const responseFormat: WireFormat =
      requestFormat === 'xml' || /xml/i.test(request.headers.accept ?? '') ? 'xml' : 'json';
    const raw = Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
    const answer = await this.verification.verify(caller.provider, {body: raw, requestFormat, responseFormat});
    response.status(200);
    response.setHeader('Content-Type', CONTENT_TYPE[answer.format]);
    response.setHeader('X-Signature', answer.signature);
    if (answer.replayed) response.setHeader('Idempotent-Replay', 'true');
    response.end(answer.body);
    return response;
  }
}
