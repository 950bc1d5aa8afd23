import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {api, HttpErrors, post, Request, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {AppCaller} from '../auth/app.strategy';
import {rawBodyParser} from '../middleware/raw-body.parser';
import {VerificationBindings} from '../keys';
import {parseVerificationRequest} from '../services/verification/verification-request';
import {VerificationResponse} from '../services/verification/verification-response';
import {AppProvider} from '../services/verification/app-provider.store';
import {VerificationService, WireFormat} from '../services/verification/verification.service';
import {parseXmlDocument, renderXmlDocument} from '../services/verification/verification-xml';
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

export function renderAnswer(answer: VerificationResponse, format: WireFormat): Buffer {
  return format === 'xml'
    ? renderXmlDocument('verificationResponse', answer)
    : Buffer.from(JSON.stringify(answer), 'utf8');
}

function parseBody(body: Buffer, format: WireFormat): unknown {
  if (format === 'xml') return parseXmlDocument(body, 'verificationRequest');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw Object.assign(new HttpErrors.BadRequest(`body: malformed JSON (${(err as Error).message})`), {
      code: 'MALFORMED_JSON',
    });
  }
}

@api({basePath: '/api/v1'})
export class VerificationController {
  constructor(@inject(VerificationBindings.VERIFICATION_SERVICE) private readonly verification: VerificationService) {}

  @authenticate('app')
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
    const parsed = parseVerificationRequest(parseBody(raw, requestFormat));
    const answer = await this.verification.verify(
      caller.provider,
      {body: raw, requestFormat, responseFormat},
      parsed,
      renderAnswer,
    );
    response.status(200);
    response.setHeader('Content-Type', CONTENT_TYPE[answer.format]);
    response.setHeader('X-Signature', answer.signature);
    if (answer.replayed) response.setHeader('Idempotent-Replay', 'true');
    response.end(answer.body);
    return response;
  }
}
