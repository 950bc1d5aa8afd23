import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {api, get, HttpErrors, param, Response, RestBindings} from '@loopback/rest';
import {Pool} from 'pg';
import {ADMIN_ROLES} from '../auth/caller';
import {VoltCheckBindings} from '../keys';
import {renderXmlDocument} from '../services/verification/verification-xml';

const ROOT = {request: 'verificationRequest', response: 'verificationResponse'} as const;

@authenticate({strategy: 'jwt', options: {roles: ADMIN_ROLES}})
@api({basePath: '/api/v1'})
export class VerificationBatchController {
  constructor(@inject(VoltCheckBindings.PG_POOL) private readonly pool: Pool) {}

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
    if (!(part in ROOT)) throw new HttpErrors.NotFound('part must be request or response');
    if (!/^[0-9a-f-]{36}$/i.test(batchId)) throw new HttpErrors.NotFound('No such verification batch.');
    const {rows} = await this.pool.query<{body: Buffer; format: string}>(
      part === 'request'
        ? 'SELECT request_body AS body, content_type AS format FROM verification_batch WHERE id = $1'
        : 'SELECT response_body AS body, response_type AS format FROM verification_batch WHERE id = $1',
      [batchId],
    );
    if (!rows[0]) throw new HttpErrors.NotFound('No such verification batch.');
    const xml =
      rows[0].format === 'xml'
        ? rows[0].body
        : renderXmlDocument(ROOT[part], JSON.parse(rows[0].body.toString('utf8')));
    response.setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${batchId}.xml"`);
    response.status(200).end(xml);
    return response;
  }
}
