import {inject} from '@loopback/core';
import {api, get, param, post, Request, requestBody, RestBindings, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access, STAFF_MANAGER_ROLES, STAFF_ROLES} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {STAFF_MESSAGES, StaffForm, StaffMember, StaffService} from '../services/staff';
import {IMAGE_FORM_BODY, readFormParts} from './form-parts';
import {ok, refused, STATUS_MESSAGE_SCHEMA, UNAUTHORIZED} from './specs';
import {STAFF_FORM_SCHEMA, STAFF_MEMBER_SCHEMA, STAFF_FORM_FIELDS} from './staff.specs';
import {StaffBindings} from '../services/staff/staff.keys';

const STAFF_ACCESS = Access.roles(STAFF_ROLES, PERMISSION.manageStaff);
const MANAGER_ACCESS = Access.roles(STAFF_MANAGER_ROLES, PERMISSION.manageStaff);

const FORBIDDEN = refused(
  'Not allowed: staff without Manage Staff, or a role without staff',
  {forbidden: ['You do not have permission to do this.']},
  403,
);
const NOT_FOUND = refused('No staff member of yours has this id', {notFound: ['No staff member has this id.']}, 404);

/** Staff members (document 001 section 2, Staff; document 002 section 2.5). */
@api({basePath: '/api/staff'})
export class StaffController {
  constructor(
    @inject(StaffBindings.STAFF_SERVICE) private readonly staff: StaffService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(STAFF_ACCESS)
  @get('/list', {
    tags: ['staff'],
    summary: 'Staff members of the caller’s company (administrators: of manufacturerId or distributorId)',
    security: [{bearerAuth: []}],
    responses: {
      '200': {
        description: 'Staff members',
        content: {'application/json': {schema: {type: 'array', items: STAFF_MEMBER_SCHEMA}}},
      },
      '400': refused('Administrator without a company', {missing: [STAFF_MESSAGES.missingManufacturer]}, 400),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
    },
  })
  list(
    @param.query.integer('manufacturerId') manufacturerId?: number,
    @param.query.integer('distributorId') distributorId?: number,
  ): Promise<StaffMember[]> {
    return this.staff.list(this.caller, {manufacturerId, distributorId});
  }

  @access(STAFF_ACCESS)
  @get('/{staffId}', {
    tags: ['staff'],
    summary: 'One staff member (the edit forms)',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'Staff member', content: {'application/json': {schema: STAFF_MEMBER_SCHEMA}}},
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '404': NOT_FOUND,
    },
  })
  one(@param.path.integer('staffId') staffId: number): Promise<StaffMember> {
    return this.staff.get(this.caller, staffId);
  }

  @access(STAFF_ACCESS)
  @post('/add', {
    tags: ['staff'],
    summary: 'Add a staff member; it gets an activation email whose link sets its password',
    description:
      'Multipart: MyFile (optional profile photo: PNG, JPEG or WebP, at most 2 MB), UserName, FirstName, LastName, Email, ' +
      'PhoneNumber, Designation, SerializedPermissions (JSON [{id, checked}]) for a manufacturer’s staff, or ' +
      'SerializedManufacturerMapping (JSON [{manufacturerId, isManufacturerAttached, permissions: [{id, checked}]}]) for a ' +
      'distributor’s staff (at least one manufacturer attached with one permission). Administrators send ManufacturerId. ' +
      'Staff grant only the permissions they hold.',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok(
        'Added',
        {status: true, message: STAFF_MESSAGES.added, staffId: 42},
        {
          ...STATUS_MESSAGE_SCHEMA,
          properties: {...STATUS_MESSAGE_SCHEMA.properties, staffId: {type: 'integer'}},
        },
      ),
      '400': refused('A field breaks its rule', {missing: [STAFF_MESSAGES.missingManufacturer, 'ManufacturerId']}, 400),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '409': refused('User name taken', {taken: ['User name already taken', 'UserName']}, 409),
    },
  })
  async add(
    @requestBody(IMAGE_FORM_BODY(STAFF_FORM_FIELDS, 'MyFile')) _body: unknown,
    @inject(RestBindings.Http.REQUEST) request: Request,
  ): Promise<{status: boolean; message: string; staffId: number}> {
    await this.staff.mayAdd(this.caller);
    const {fields, file} = await readFormParts(request);
    const added = await this.staff.add(this.caller, fields as StaffForm, file?.data.length ? file.data : undefined);
    return {status: true, ...added};
  }

  @access(MANAGER_ACCESS)
  @post('/edit', {
    tags: ['staff'],
    summary: 'Edit a manufacturer’s staff member (names, email, phone, designation, Permissions)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Updated', {status: true, message: STAFF_MESSAGES.updated}),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '404': NOT_FOUND,
    },
  })
  async edit(
    @requestBody({required: true, content: {'application/json': {schema: STAFF_FORM_SCHEMA}}})
    body: StaffForm & {StaffId?: number},
  ): Promise<{status: boolean; message: string}> {
    await this.staff.edit(this.caller, Number(body.StaffId), body);
    return {status: true, message: STAFF_MESSAGES.updated};
  }

  @access(MANAGER_ACCESS)
  @post('/editdistributorstaff', {
    tags: ['staff'],
    summary: 'Edit a distributor’s staff member (names, email, phone, designation, ManufacturerMapping)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Updated', {status: true, message: STAFF_MESSAGES.updated}),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '404': NOT_FOUND,
    },
  })
  async editDistributorStaff(
    @requestBody({required: true, content: {'application/json': {schema: STAFF_FORM_SCHEMA}}})
    body: StaffForm & {StaffId?: number},
  ): Promise<{status: boolean; message: string}> {
    await this.staff.edit(this.caller, Number(body.StaffId), body);
    return {status: true, message: STAFF_MESSAGES.updated};
  }

  @access(MANAGER_ACCESS)
  @post('/delete', {
    tags: ['staff'],
    summary: 'Delete a staff member (FilterText: its user id); it can no longer sign in',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Deleted', {status: true, message: STAFF_MESSAGES.deleted}),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '404': NOT_FOUND,
    },
  })
  async remove(
    @requestBody({
      required: true,
      content: {
        'application/json': {
          schema: {type: 'object', properties: {FilterText: {anyOf: [{type: 'string'}, {type: 'integer'}]}}},
        },
      },
    })
    body: {
      FilterText?: string | number;
    },
  ): Promise<{status: boolean; message: string}> {
    return {status: true, message: await this.staff.remove(this.caller, Number(body.FilterText))};
  }

  @access(Access.admin('settings'))
  @post('/resetpassword', {
    tags: ['staff'],
    summary: 'Administrators: set a staff member’s password (UserId, Password, ConfirmPassword)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Reset', {status: true, message: STAFF_MESSAGES.reset}),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
      '404': NOT_FOUND,
    },
  })
  async resetPassword(
    @requestBody({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              UserId: {anyOf: [{type: 'integer'}, {type: 'string'}]},
              Password: {type: 'string', maxLength: 200},
              ConfirmPassword: {type: 'string', maxLength: 200},
            },
          } as SchemaObject,
        },
      },
    })
    body: {
      UserId?: number | string;
      Password?: string;
      ConfirmPassword?: string;
    },
  ): Promise<{status: boolean; message: string}> {
    return {status: true, message: await this.staff.resetPassword(this.caller, body)};
  }
}
