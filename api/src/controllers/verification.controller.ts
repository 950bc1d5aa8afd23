import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, param, post, Request, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {AppCaller} from '../auth/app.strategy';
import {rawBodyParser} from '../middleware/raw-body.parser';
import {
  AppProviderRow,
  SignedAnswer,
  VerificationAnswersService,
  VerificationService,
  WireFormat,
} from '../services/verification';
import {
  VERIFICATION_DESCRIPTION,
  VERIFICATION_EXAMPLES,
  VERIFICATION_REQUEST_SCHEMA,
  VERIFICATION_RESPONSES,
  VERIFICATION_XML_EXAMPLE,
  STORED_ANSWER_DESCRIPTION,
  STORED_ANSWER_RESPONSES,
  XML_BODY_SCHEMA,
} from './verification.openapi';
import {VerificationBindings} from '../services/verification/verification.keys';
import {SERIAL_STATUS_HEADER, SERIAL_STATUS_TRUNCATED_HEADER, serialStatusHeader} from './serial-status-header';

const CONTENT_TYPE: Record<WireFormat, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

@api({basePath: '/api/v1'})
export class VerificationController {
  constructor(
    @inject(VerificationBindings.VERIFICATION_SERVICE) private readonly verification: VerificationService,
    @inject(VerificationBindings.ANSWERS_SERVICE) private readonly answers: VerificationAnswersService,
  ) {}

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
        'application/xml': {'x-parser': rawBodyParser, schema: XML_BODY_SCHEMA, example: VERIFICATION_XML_EXAMPLE},
        'text/xml': {'x-parser': rawBodyParser, schema: XML_BODY_SCHEMA, example: VERIFICATION_XML_EXAMPLE},
      },
    })
    body: Buffer,
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
    @inject(RestBindings.Http.REQUEST) request: Request,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const requestFormat: WireFormat = /xml/i.test(request.headers['content-type'] ?? '') ? 'xml' : 'json';
    const responseFormat: WireFormat =
      requestFormat === 'xml' || /xml/i.test(request.headers.accept ?? '') ? 'xml' : 'json';
    const raw = Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
    const answer = await this.verification.verify(caller.provider, {
      body: raw,
      requestFormat,
      responseFormat,
      contentType: request.headers['content-type'],
    });
    return sendSigned(response, answer);
  }

  @access(Access.app())
  @get('/verifications/{batchId}', {
    tags: ['Verification API'],
    summary: 'Your earlier answer to one batch, by its batchId, signed as first sent',
    description: STORED_ANSWER_DESCRIPTION,
    security: [{oauth2ClientCredentials: []}],
    responses: STORED_ANSWER_RESPONSES,
  })
  async byBatchId(
    @param.path.string('batchId', {schema: {type: 'string', format: 'uuid'}}) batchId: string,
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return sendSigned(response, await this.answers.storedAnswer(caller.provider, {batchId}));
  }

  @access(Access.app())
  @get('/verifications', {
    tags: ['Verification API'],
    summary: 'Your earlier answer to one batch, by the requestId you sent, signed as first sent',
    description: STORED_ANSWER_DESCRIPTION,
    security: [{oauth2ClientCredentials: []}],
    responses: STORED_ANSWER_RESPONSES,
  })
  async byRequestId(
    @param.query.string('requestId', {required: true, schema: {type: 'string', minLength: 1, maxLength: 100}})
    requestId: string,
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return sendSigned(response, await this.answers.storedAnswer(caller.provider, {requestId}));
  }
}

/** An answer with its signature over exactly these bytes. */
function sendSigned(response: Response, answer: SignedAnswer): Response {
  response.status(200);
  response.setHeader('Content-Type', CONTENT_TYPE[answer.format]);
  response.setHeader('X-Signature', answer.signature);
  if (answer.replayed) response.setHeader('Idempotent-Replay', 'true');
  if (answer.currentStatus) {
    const {value, truncated} = serialStatusHeader(answer.currentStatus);
    if (value) response.setHeader(SERIAL_STATUS_HEADER, value);
    if (truncated) response.setHeader(SERIAL_STATUS_TRUNCATED_HEADER, '?1');
  }
  response.end(answer.body);
  return response;
}
