import {inject} from '@loopback/core';
import {api, post, requestBody, Response, RestBindings, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {AdminAccountService} from '../services/accounts';
import {ManufacturerService, SupplierService, SupplierRegistration} from '../services/registry';
import {ServiceError} from '../services/kernel/service-error';
import {ok, UNAUTHORIZED} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';
import {RegistryBindings} from '../services/registry/registry.keys';

const REGISTRATION_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'SupplierRegistration',
  description:
    'Document 002, section 3. Name: the approved importer picked in the brand and importer look-up. Type: supplier ' +
    '(the default; its account has the role supplier) or distributor (role mdistributor); any other is refused as ' +
    'InvalidType.',
  properties: Object.fromEntries(
    ['Username', 'Password', 'FirstName', 'LastName', 'Email', 'AbnNo', 'Name', 'Type'].map(k => [
      k,
      {type: 'string', maxLength: 200},
    ]),
  ),
  example: {
    Username: 'solarjuice',
    Password: 'Secret@1',
    FirstName: 'Sam',
    LastName: 'Lee',
    Email: 'sam@example.com',
    AbnNo: '24 447 370 234',
    Name: 'Solar Juice Pty Ltd',
    Type: 'supplier',
  },
};
const PROBLEMS_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {code: {type: 'string'}, description: {type: 'string'}},
    required: ['code', 'description'],
  },
};
const RESET_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'AdminResetPassword',
  required: ['UserId', 'Password', 'ConfirmPassword'],
  properties: {UserId: {type: 'integer'}, Password: {type: 'string'}, ConfirmPassword: {type: 'string'}},
};
const ACTIVE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'ManufacturerActive',
  required: ['ManufacturerId', 'Active'],
  properties: {ManufacturerId: {type: 'integer'}, UserId: {type: 'integer'}, Active: {type: 'boolean'}},
};
const STATUS: SchemaObject = {type: 'object', properties: {status: {type: 'boolean'}}, required: ['status']};

/** The console's REST calls of document 002, section 7 (paths not shown there; chosen here). Administrators only. */
@api({basePath: '/api/admin'})
export class AdminRegistryController {
  constructor(
    @inject(RegistryBindings.SUPPLIER_SERVICE) private readonly suppliers: SupplierService,
    @inject(AccountBindings.ADMIN_ACCOUNT_SERVICE) private readonly accounts: AdminAccountService,
    @inject(RegistryBindings.MANUFACTURER_SERVICE) private readonly manufacturers: ManufacturerService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.admin())
  @post('/suppliers', {
    tags: ['admin'],
    summary: 'Register a supplier or distributor and its account for an approved importer (/AddSupplier)',
    description: 'A 400 answers the list of problems, each a code and a description.',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Registered', {status: true}, STATUS),
      '400': {description: 'Problems', content: {'application/json': {schema: PROBLEMS_SCHEMA}}},
      '401': UNAUTHORIZED,
    },
  })
  async registerSupplier(
    @requestBody({content: {'application/json': {schema: REGISTRATION_SCHEMA}}}) body: SupplierRegistration,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<unknown> {
    try {
      return {status: (await this.suppliers.register(this.caller, body)).status};
    } catch (err) {
      if (!(err instanceof ServiceError) || err.code !== 'VALIDATION' || !err.details) throw err;
      response.status(400);
      return err.details.map(d => ({code: d.path, description: d.message}));
    }
  }

  @access(Access.admin('settings'))
  @post('/resetpassword', {
    tags: ['admin'],
    summary: "Set a manufacturer's, supplier's or staff member's password (administrators)",
    security: [{bearerAuth: []}],
    responses: {'200': ok('Reset', {status: true}, STATUS), '401': UNAUTHORIZED},
  })
  async resetPassword(
    @requestBody({content: {'application/json': {schema: RESET_SCHEMA}}})
    body: {
      UserId: number;
      Password: string;
      ConfirmPassword: string;
    },
  ): Promise<{status: boolean}> {
    return {status: await this.accounts.resetPassword(this.caller, body.UserId, body.Password, body.ConfirmPassword)};
  }

  @access(Access.admin('manufacturers'))
  @post('/manufacturers/active', {
    tags: ['admin'],
    summary: 'Activate or deactivate a manufacturer (allow-listed administrators; its accounts are refused at once)',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Changed', {status: true, isActive: false}), '401': UNAUTHORIZED},
  })
  async setActive(
    @requestBody({content: {'application/json': {schema: ACTIVE_SCHEMA}}})
    body: {
      ManufacturerId: number;
      UserId?: number;
      Active: boolean;
    },
  ): Promise<{status: boolean; isActive: boolean}> {
    const m = await this.manufacturers.setActive(this.caller, body.ManufacturerId, body.Active);
    return {status: true, isActive: m.isActive};
  }
}
