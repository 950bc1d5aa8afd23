import {inject} from '@loopback/core';
import {api, get, param, post, Request, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {IMAGE_MESSAGES, MyAccountService, PROFILE_UPDATED_MESSAGE, ProfileUpdate} from '../services/staff';
import {IMAGE_FORM_BODY, readFormParts} from './form-parts';
import {ok, refused, UNAUTHORIZED} from './specs';
import {StaffBindings} from '../services/staff/staff.keys';

const FORBIDDEN = refused(
  'Staff without Manage Profile; the logo: anyone but the manufacturer’s administrator',
  {forbidden: ['You do not have permission to do this.']},
  403,
);
const IMAGE_REFUSED = refused(
  'Not a PNG, JPEG or WebP image, or larger than 2 MB',
  {type: [IMAGE_MESSAGES.type, 'File'], size: [IMAGE_MESSAGES.size, 'File']},
  400,
);
const FILE_NAME = ok(
  'Stored',
  {fileName: '3f2a9c1b7d4e5a60.png'},
  {type: 'object', properties: {fileName: {type: 'string'}}},
);
const IMAGE_ANSWER = {
  '200': {description: 'The image', content: {'image/png': {}, 'image/jpeg': {}, 'image/webp': {}}},
  '401': UNAUTHORIZED,
  '404': refused('No image, or not one the caller may see', {notFound: ['No photo.']}, 404),
};

/** My Account (document 001): profile fields, profile photo, company logo, and the images they show. */
@api({basePath: '/api/profile'})
export class MyAccountController {
  constructor(
    @inject(StaffBindings.MY_ACCOUNT_SERVICE) private readonly account: MyAccountService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.signedIn(PERMISSION.manageProfile))
  @post('/update', {
    tags: ['profile'],
    summary: 'Update my account: FirstName, LastName, Mobile, UploadFrequency (1 Daily … 6 Annually; not for staff)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Updated', {status: true, message: PROFILE_UPDATED_MESSAGE}),
      '400': refused(
        'A field breaks its rule',
        {mobile: ['Mobile should be 10 digit and must start from 04 or 06', 'Mobile']},
        400,
      ),
      '401': UNAUTHORIZED,
      '403': FORBIDDEN,
    },
  })
  async update(
    @requestBody({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              FirstName: {type: 'string', maxLength: 200},
              LastName: {type: 'string', maxLength: 200},
              Mobile: {type: 'string', maxLength: 20, nullable: true},
              UploadFrequency: {
                anyOf: [
                  {type: 'integer', nullable: true},
                  {type: 'string', nullable: true},
                ],
              },
            },
          },
        },
      },
    })
    body: ProfileUpdate,
  ): Promise<{status: boolean; message: string}> {
    return {status: true, message: await this.account.update(this.caller, body)};
  }

  @access(Access.signedIn(PERMISSION.manageProfile))
  @post('/uploadprofilephoto', {
    tags: ['profile'],
    summary: 'Upload a profile photo: my own (UserId), or a staff member’s I manage (StaffUserId)',
    security: [{bearerAuth: []}],
    responses: {'200': FILE_NAME, '400': IMAGE_REFUSED, '401': UNAUTHORIZED, '403': FORBIDDEN},
  })
  async uploadPhoto(
    @requestBody(IMAGE_FORM_BODY({UserId: {type: 'integer'}, StaffUserId: {type: 'integer'}}, 'File')) _body: unknown,
    @inject(RestBindings.Http.REQUEST) request: Request,
  ): Promise<{fileName: string}> {
    await this.account.mayUploadPhoto(this.caller);
    const {fields, file} = await readFormParts(request);
    return {fileName: await this.account.storePhoto(this.caller, file?.data, fields)};
  }

  @access(Access.roles(['madmin', 'manufacturer']))
  @post('/uploadlogo', {
    tags: ['profile'],
    summary: 'Upload the company logo (the manufacturer’s administrator)',
    security: [{bearerAuth: []}],
    responses: {'200': FILE_NAME, '400': IMAGE_REFUSED, '401': UNAUTHORIZED, '403': FORBIDDEN},
  })
  async uploadLogo(
    @requestBody(IMAGE_FORM_BODY({}, 'File')) _body: unknown,
    @inject(RestBindings.Http.REQUEST) request: Request,
  ): Promise<{fileName: string}> {
    await this.account.mayUploadLogo(this.caller);
    const {file} = await readFormParts(request);
    return {fileName: await this.account.storeLogo(this.caller, file?.data)};
  }

  @access(Access.signedIn())
  @get('/photo/{userId}', {
    tags: ['profile'],
    summary: 'A profile photo',
    security: [{bearerAuth: []}],
    responses: IMAGE_ANSWER,
  })
  async photo(
    @param.path.integer('userId') userId: number,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const image = await this.account.photo(this.caller, userId);
    return this.send(response, image);
  }

  @access(Access.signedIn())
  @get('/logo/{manufacturerId}', {
    tags: ['profile'],
    summary: 'A company logo',
    security: [{bearerAuth: []}],
    responses: IMAGE_ANSWER,
  })
  async logo(
    @param.path.integer('manufacturerId') manufacturerId: number,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, await this.account.logo(this.caller, manufacturerId));
  }

  private send(response: Response, image: {data: Buffer; type: string}): Response {
    response.setHeader('Content-Type', image.type);
    response.setHeader('Cache-Control', 'private, max-age=3600');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.end(image.data);
    return response;
  }
}
