import {inject} from '@loopback/core';
import {api, get, param, post, Request, requestBody, Response, RestBindings, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {ADMIN_ROLES, Caller, MANUFACTURER_ROLES} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel';
import {
  PRODUCT_LINE_MESSAGES as M,
  ProductLineFilesService,
  ProductLineForm,
  ProductLineModelsService,
  ProductLineService,
} from '../services/product-lines';
import {attachment} from './attachment';
import {readSmallForm} from './multipart-form';
import {ok, refused, STATUS_MESSAGE_SCHEMA, UNAUTHORIZED} from './specs';
import {ProductLineBindings} from '../services/product-lines/product-lines.keys';

/** The add's answer: the status message and the new line's id (the portal opens its assignment page). */
const ADDED_SCHEMA: SchemaObject = {
  ...STATUS_MESSAGE_SCHEMA,
  title: 'ProductLineAdded',
  properties: {...STATUS_MESSAGE_SCHEMA.properties, productLineId: {type: 'integer'}},
  required: ['status', 'message', 'productLineId'],
};

/** Who changes product lines: the manufacturer (staff with Manage Profile) and administrators; never supplier-type roles. */
const CHANGERS = Access.roles([...ADMIN_ROLES, ...MANUFACTURER_ROLES], PERMISSION.manageProfile);
const FORM_LIMITS = {fileSize: 10 * 1024 * 1024, files: 3, fields: 20};

// Title and both warranties' years are required; the service checks them (with the messages of document 000).
const FORM_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    Title: {type: 'string'},
    ManufacturerId: {type: 'integer', description: 'Administrators: the manufacturer of the new line'},
    ProductLineId: {type: 'integer', description: 'Update only'},
    ProductWarrantyId: {type: 'integer', description: 'Update only (carried over; the line has one warranty)'},
    ProductLineLogo: {type: 'string', format: 'binary', description: 'An image (JPEG, PNG, GIF or WebP)'},
    ComponentWarrantyInYears: {type: 'number', minimum: 0.1, maximum: 50},
    ComponentWarrantyFile: {type: 'string', format: 'binary', description: 'pdf, doc or docx'},
    ComponentWarrantyUrl: {type: 'string'},
    PerformanceWarrantyInYears: {type: 'number', minimum: 0.1, maximum: 50},
    PerformanceWarrantyFile: {type: 'string', format: 'binary', description: 'pdf, doc or docx'},
    PerformanceWarrantyUrl: {type: 'string'},
  },
};
const MULTIPART = {
  required: true,
  content: {
    // JSON is taken only so that a caller who may not change product lines hears 401 or 403 rather than 415.
    'application/json': {schema: {type: 'object' as const, description: 'Refused (400): send multipart/form-data.'}},
    'multipart/form-data': {'x-parser': 'stream', schema: FORM_SCHEMA},
  },
};
const ASSIGN_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['ProductLineId'],
  properties: {
    ProductLineId: {type: 'integer'},
    ProductId: {type: 'array', items: {type: 'integer'}, maxItems: 1000},
    AssignAll: {type: 'boolean', description: 'Assign every model of the manufacturer that is in no product line'},
    UnAssignAll: {type: 'boolean', description: 'Unassign every model of the line'},
  },
};
const json = (schema: SchemaObject) => ({required: true, content: {'application/json': {schema}}});
const REFUSED = {
  '400': refused(
    'A field is missing or invalid (document 000 section 5)',
    {title: [M.required, 'Title'], url: [M.url, 'ComponentWarrantyUrl']},
    400,
  ),
  '401': UNAUTHORIZED,
  '403': refused('Supplier-type roles, or staff without the Manage Profile permission', {supplier: [M.suppliers]}, 403),
  '404': refused('No such product line or model in your scope', {line: [M.notFound]}, 404),
};

/** The product line calls of document 000 section 7 (the update and single-model paths are chosen here). */
@api({basePath: '/api/productline'})
export class ProductLineController {
  constructor(
    @inject(ProductLineBindings.SERVICE) private readonly lines: ProductLineService,
    @inject(ProductLineBindings.MODELS_SERVICE) private readonly models: ProductLineModelsService,
    @inject(ProductLineBindings.FILES_SERVICE) private readonly files: ProductLineFilesService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(CHANGERS)
  @post('/addproductline', {
    tags: ['productline'],
    summary: 'Add a product line with its warranty (multipart form of document 000 section 3)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Added', {status: true, productLineId: 7, message: M.added}, ADDED_SCHEMA),
      ...REFUSED,
      '409': refused('Name taken', {taken: [M.nameTaken, 'Title']}, 409),
    },
  })
  async add(@requestBody(MULTIPART) _body: unknown, @inject(RestBindings.Http.REQUEST) request: Request) {
    await this.lines.mayChange(this.caller);
    const productLineId = await this.lines.add(this.caller, await this.form(request));
    return {status: true, productLineId, message: M.added};
  }

  @access(CHANGERS)
  @post('/updateproductline', {
    tags: ['productline'],
    summary: 'Update a product line: a new file replaces a link, a URL replaces a file, what is not sent stays',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Updated', {status: true, message: M.updated}), ...REFUSED},
  })
  async update(@requestBody(MULTIPART) _body: unknown, @inject(RestBindings.Http.REQUEST) request: Request) {
    await this.lines.mayChange(this.caller);
    await this.lines.update(this.caller, await this.form(request));
    return {status: true, message: M.updated};
  }

  @access(CHANGERS)
  @post('/assignproductline', {
    tags: ['productline'],
    summary: 'Assign models (ProductId) or, with AssignAll, every model in no line, to the product line',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Assigned', {status: true, message: M.assigned, count: 3}), ...REFUSED},
  })
  async assign(
    @requestBody(json(ASSIGN_SCHEMA)) body: {ProductLineId: number; ProductId?: number[]; AssignAll?: boolean},
  ) {
    const count = await this.models.assign(this.caller, {
      lineId: body.ProductLineId,
      productIds: body.ProductId,
      all: body.AssignAll,
    });
    return {status: true, message: M.assigned, count};
  }

  @access(CHANGERS)
  @post('/assignmodel', {
    tags: ['productline'],
    summary: 'Assign one model to a product line, or move it from its current line (ProductId: a list of one)',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Assigned', {status: true, message: M.assigned, count: 1}), ...REFUSED},
  })
  async assignModel(@requestBody(json(ASSIGN_SCHEMA)) body: {ProductLineId: number; ProductId?: number[]}) {
    const count = await this.models.assign(this.caller, {lineId: body.ProductLineId, productIds: body.ProductId});
    return {status: true, message: M.assigned, count};
  }

  @access(CHANGERS)
  @post('/unassignproductline', {
    tags: ['productline'],
    summary: 'Unassign models (ProductId) or, with UnAssignAll, all models of the product line',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Unassigned', {status: true, message: M.unassigned, count: 3}), ...REFUSED},
  })
  async unassign(
    @requestBody(json(ASSIGN_SCHEMA)) body: {ProductLineId: number; ProductId?: number[]; UnAssignAll?: boolean},
  ) {
    const count = await this.models.unassign(this.caller, {
      lineId: body.ProductLineId,
      productIds: body.ProductId,
      all: body.UnAssignAll,
    });
    return {status: true, message: M.unassigned, count};
  }

  @access(CHANGERS)
  @post('/delete', {
    tags: ['productline'],
    summary: 'Delete a product line: its models are unassigned, its warranty deleted',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Deleted', {status: true, message: M.deleted}), ...REFUSED},
  })
  async remove(
    @requestBody(json({type: 'object', required: ['ProductLineId'], properties: {ProductLineId: {type: 'integer'}}}))
    body: {
      ProductLineId: number;
    },
  ) {
    await this.lines.remove(this.caller, body.ProductLineId);
    return {status: true, message: M.deleted};
  }

  @access(Access.tenant(PERMISSION.read))
  @get('/file/{name}', {
    tags: ['productline'],
    summary: "A product line's logo or warranty document, to those who see its manufacturer",
    security: [{bearerAuth: []}],
    responses: {
      '200': {
        description: 'The file',
        content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
      },
      '401': UNAUTHORIZED,
      '404': {description: 'No such file in your scope'},
    },
  })
  async file(@param.path.string('name') name: string, @inject(RestBindings.Http.RESPONSE) response: Response) {
    const file = await this.files.file(this.caller, name);
    response.status(200);
    response.setHeader('Content-Type', file.type);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.setHeader('Content-Disposition', file.type.startsWith('image/') ? 'inline' : attachment(file.name));
    response.end(file.data);
    return response;
  }

  private async form(request: Request): Promise<ProductLineForm> {
    const {fields, files} = await readSmallForm(request, FORM_LIMITS);
    return {...fields, files};
  }
}
