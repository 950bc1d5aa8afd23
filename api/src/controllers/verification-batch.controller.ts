import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {VerificationViewsService} from '../services/verification';
import {attachment} from './attachment';
import {VerificationBindings} from '../services/verification/verification.keys';

@api({basePath: '/api/v1'})
export class VerificationBatchController {
  constructor(@inject(VerificationBindings.VIEWS_SERVICE) private readonly views: VerificationViewsService) {}

  @access(Access.admin())
  @get('/verification-batches/{batchId}/{part}', {
    tags: ['Verification API'],
    summary: "Download a batch's raw request or response as {batchId}.xml (administrators)",
    description: 'The exchange exactly as kept; a JSON exchange is rendered as XML with the same element names.',
    responses: {
      '200': {description: 'XML file', content: {'application/xml': {schema: {type: 'string'}}}},
      '404': {description: 'No such batch'},
    },
  })
  async download(
    @param.path.string('batchId') batchId: string,
    @param.path.string('part', {schema: {type: 'string', enum: ['request', 'response']}}) part: 'request' | 'response',
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const xml = await this.views.exchangeXml(batchId, part);
    response.setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.setHeader('Content-Disposition', attachment(`${batchId}.xml`));
    response.status(200).end(xml);
    return response;
  }
}
