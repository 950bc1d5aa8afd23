import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {access, Access} from '../auth/access';
import {ProductLineFilesService} from '../services/product-lines';
import {ProductLineBindings} from '../services/product-lines/product-lines.keys';
import {attachment} from './attachment';

/**
 * The warranty documents that verification answers link to (`warranty.componentWarrantyLink` and
 * `performanceWarrantyLink` when the manufacturer uploaded the document rather than giving a URL), for the app
 * providers that call the verification API. The portal serves the same files at /api/productline/file/{name}.
 */
@api({basePath: '/api/v1'})
export class WarrantyDocumentController {
  constructor(@inject(ProductLineBindings.FILES_SERVICE) private readonly files: ProductLineFilesService) {}

  @access(Access.app())
  @get('/warranty-documents/{name}', {
    tags: ['Verification API'],
    summary: 'A warranty document a verification answer links to',
    security: [{oauth2ClientCredentials: []}],
    responses: {
      '200': {
        description: 'The document (PDF, DOC or DOCX)',
        content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
      },
      '401': {description: 'No valid app token'},
      '403': {description: 'The app provider is not enabled (AllowedApps)'},
      '404': {description: 'No such warranty document'},
    },
  })
  async document(
    @param.path.string('name', {schema: {type: 'string', maxLength: 64}}) name: string,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const file = await this.files.warrantyDocument(name);
    response.status(200);
    response.setHeader('Content-Type', file.type);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.setHeader('Content-Disposition', attachment(file.name));
    response.end(file.data);
    return response;
  }
}
