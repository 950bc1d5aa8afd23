import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, param, post, requestBody, SchemaObject} from '@loopback/rest';
import {rateLimited} from '../interceptors/rate-limit.interceptor';
import {ACCOUNT_MESSAGES} from '../services/kernel';
import {
  ACTIVATION_MESSAGES,
  CompanyLookupService,
  Registration,
  REGISTRATION_MESSAGE,
  RegistrationService,
} from '../services/accounts';
import {ok, refused, SEARCH_PARAM, TOO_MANY_REQUESTS} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';

const REGISTRATION_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Registration',
  description: 'The registration user of document 000 section 3. Every field is checked by the server (section 5).',
  properties: {
    Username: {type: 'string', maxLength: 100},
    Password: {
      type: 'string',
      maxLength: 200,
      description:
        'At least 6 characters with a lower case letter, an upper case letter, a digit and one of @ $ ! % * ? &.',
    },
    FirstName: {type: 'string', maxLength: 100},
    LastName: {type: 'string', maxLength: 100},
    Email: {type: 'string', maxLength: 254},
    Mobile: {type: 'string', maxLength: 20, description: '10 digits starting 02 or 04 (spaces ignored).'},
    CompanyName: {
      type: 'string',
      maxLength: 200,
      description: 'Must match the approved list (GET /api/profile/isvalid) and not be registered yet.',
    },
    AbnNo: {type: 'string', maxLength: 20, description: '11 digits (spaces ignored) passing the ABN checksum.'},
    Phone: {
      type: 'string',
      maxLength: 20,
      description: 'Company phone: optional +61, 61 or 0 prefix, then 9 digits starting 1 to 9.',
    },
    UploadFrequency: {
      anyOf: [{type: 'integer'}, {type: 'string'}],
      description:
        '1 Daily, 2 Weekly, 3 Fortnightly, 4 Monthly, 5 Quarterly, 6 Annually (7 to 9 accepted); 0 means none chosen and is refused.',
    },
    Supplier: {
      type: 'boolean',
      description:
        'true: register a supplier (role supplier; name from the approved importer or brand list). false or absent: a manufacturer (role madmin; name from the CEC brand list).',
    },
    Address: {
      type: 'string',
      maxLength: 500,
      description: 'The chosen suggestion of GET /api/profile/address (its description).',
    },
    PlaceId: {type: 'string', maxLength: 200, description: 'Optional: the placeId of that suggestion.'},
    AddressLine1: {type: 'string', maxLength: 300},
  },
  example: {
    Username: 'acme-admin',
    Password: 'Secret@123',
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@acme.example',
    Mobile: '0412345678',
    CompanyName: 'Acme Batteries',
    AbnNo: '51 824 753 556',
    Phone: '0298765432',
    UploadFrequency: 2,
    Supplier: false,
    Address: 'Sydney NSW 2000, Australia',
    PlaceId: 'au-2000-sydney',
    AddressLine1: '1 George Street',
  },
};

const ACTIVATION_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Activation',
  properties: {
    UserId: {
      anyOf: [{type: 'integer'}, {type: 'string'}],
      description: 'The uid of the emailed link (a number, or the uid text as read from the link).',
    },
    Token: {type: 'string', description: 'The token of the emailed link.'},
  },
  example: {UserId: 42, Token: 'q3Vt0nYw...'},
};

@api({basePath: '/api'})
export class RegistrationController {
  constructor(
    @inject(AccountBindings.REGISTRATION_SERVICE) private readonly registration: RegistrationService,
    @inject(AccountBindings.COMPANY_LOOKUP_SERVICE) private readonly lookup: CompanyLookupService,
  ) {}

  @rateLimited('register')
  @access(Access.public())
  @post('/account/register', {
    tags: ['account'],
    summary: 'Register a manufacturer or supplier account',
    description:
      'Checks every rule of document 000 section 5, then creates in one transaction the company (a manufacturer with role ' +
      'madmin, or with `Supplier: true` a distributor with role supplier), the user (not activated) and an activation token, ' +
      'and emails the activation link `{PUBLIC_URL}/activate?uid={userId}&token={token}` (single use, 24 hours).\n\n' +
      '**No bearer token is returned** (document 000 section 4 says a token is returned; we chose otherwise): an account signs ' +
      'in only after activation, so the portal shows the message and sends the user to their email. A rule failure answers ' +
      'the first broken rule in form order with its `field`. Rate limited per client address (default 10 a minute).',
    responses: {
      '200': ok('Registered; activation email queued', {status: true, message: REGISTRATION_MESSAGE}),
      '400': refused(
        'A field breaks a rule',
        {
          required: [ACCOUNT_MESSAGES.required, 'FirstName'],
          password: [ACCOUNT_MESSAGES.passwordRule, 'Password'],
          email: [ACCOUNT_MESSAGES.email, 'Email'],
          mobile: [ACCOUNT_MESSAGES.registrationMobile, 'Mobile'],
          phone: [ACCOUNT_MESSAGES.companyPhone, 'Phone'],
          abn: [ACCOUNT_MESSAGES.abn, 'AbnNo'],
          uploadFrequency: [ACCOUNT_MESSAGES.uploadFrequency, 'UploadFrequency'],
          notApproved: [ACCOUNT_MESSAGES.companyNotApproved, 'CompanyName'],
        },
        400,
      ),
      '409': refused(
        'User name or company already registered',
        {
          usernameTaken: [ACCOUNT_MESSAGES.usernameTaken, 'Username'],
          companyRegistered: [ACCOUNT_MESSAGES.companyRegistered, 'CompanyName'],
        },
        409,
      ),
      '429': TOO_MANY_REQUESTS,
    },
  })
  async register(
    @requestBody({required: true, content: {'application/json': {schema: REGISTRATION_SCHEMA}}}) body: Registration,
  ): Promise<{status: boolean; message: string}> {
    await this.registration.register(body);
    return {status: true, message: REGISTRATION_MESSAGE};
  }

  @access(Access.public())
  @post('/account/activate', {
    tags: ['account'],
    summary: 'Activate an account from the emailed link',
    description:
      'Spends the activation token of the link and confirms the account, which may then sign in. A token works once and ' +
      'for 24 hours. When it has expired, a new link is emailed to the account (unless one is already open) and the message says "expired".',
    responses: {
      '200': ok('Activated', {status: true, message: ACTIVATION_MESSAGES.success}),
      '400': refused(
        'The link cannot be used',
        {
          invalid: [ACTIVATION_MESSAGES.invalid, 'Token'],
          alreadyActive: [ACTIVATION_MESSAGES.alreadyActive, 'Token'],
          expired: [ACTIVATION_MESSAGES.expired, 'Token'],
        },
        400,
      ),
    },
  })
  async activate(
    @requestBody({required: true, content: {'application/json': {schema: ACTIVATION_SCHEMA}}})
    body: {
      UserId?: number;
      Token?: string;
    },
  ): Promise<{status: boolean; message: string}> {
    return {status: true, message: await this.registration.activate(body)};
  }

  @access(Access.public())
  @get('/account/AccountExist', {
    tags: ['account'],
    summary: 'Is a user name taken?',
    description:
      '`status` true means the user name (compared case-insensitively) is taken; false when free or `search` is empty.',
    responses: {'200': ok('Answer', {status: true}, {type: 'object', properties: {status: {type: 'boolean'}}})},
  })
  async accountExist(
    @param({...SEARCH_PARAM, description: 'The user name.'}) search?: string,
  ): Promise<{status: boolean}> {
    return {status: await this.lookup.usernameTaken(search)};
  }
}
