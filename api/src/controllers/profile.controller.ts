import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, get, post, requestBody, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {Caller} from '../services/kernel/caller';
import {ACCOUNT_MESSAGES} from '../services/kernel';
import {CHANGE_PASSWORD_MESSAGE, Profile, ProfileService} from '../services/accounts';
import {ok, refused, STATUS_MESSAGE_SCHEMA, UNAUTHORIZED} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';

const nullable = (type: 'string' | 'integer'): SchemaObject => ({type, nullable: true});

const PROFILE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Profile',
  description:
    'The Profile of document 000 section 3, plus role, username, distributorId and manufacturerIds. Manufacturer roles ' +
    '(madmin, manufacturer, mstaff): the company is the manufacturer and manufacturerId its id. Supplier, mdistributor and ' +
    'distributor_staff: the company is the distributor, isDistributor is true and manufacturerId (like distributorId) is the ' +
    "distributor's id; manufacturerIds lists the manufacturers it acts for. Administrators: company fields are null and " +
    "displayName is their own name. phoneNumber is the user's mobile.",
  properties: {
    manufacturerId: nullable('integer'),
    displayName: nullable('string'),
    isDistributor: {type: 'boolean'},
    userId: {type: 'integer'},
    uploadFrequency: nullable('integer'),
    address: nullable('string'),
    googlePlaceId: nullable('string'),
    logo: nullable('string'),
    profilePhoto: nullable('string'),
    firstName: {type: 'string'},
    lastName: {type: 'string'},
    email: {type: 'string'},
    phoneNumber: nullable('string'),
    isStaff: {type: 'boolean'},
    role: {type: 'string'},
    username: {type: 'string'},
    distributorId: nullable('integer'),
    manufacturerIds: {type: 'array', items: {type: 'integer'}},
    manufacturers: {
      type: 'array',
      items: {type: 'object', properties: {id: {type: 'integer'}, name: {type: 'string'}}, required: ['id', 'name']},
    },
    permissions: {
      type: 'array',
      items: {type: 'integer', minimum: 1, maximum: 6},
      description:
        'The staff permissions the account holds for at least one of its manufacturers (1 Read, 2 Upload, 3 Approve ' +
        'Supplier, 4 Download, 5 Manage Profile, 6 Manage Staff): all six for every account that is not staff.',
    },
  },
};

const CHANGE_PASSWORD_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'ChangePassword',
  properties: {Password: {type: 'string', maxLength: 200}, ConfirmPassword: {type: 'string', maxLength: 200}},
  example: {Password: 'NewSecret@1', ConfirmPassword: 'NewSecret@1'},
};

@api({basePath: '/api'})
export class ProfileController {
  constructor(
    @inject(AccountBindings.PROFILE_SERVICE) private readonly profiles: ProfileService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.signedIn())
  @get('/profile/profile', {
    tags: ['profile'],
    summary: "The signed-in user's profile",
    security: [{bearerAuth: []}],
    responses: {
      '200': {
        description: 'Profile',
        content: {
          'application/json': {
            schema: PROFILE_SCHEMA,
            example: {
              manufacturerId: 1,
              displayName: 'Demo Energy',
              isDistributor: false,
              userId: 2,
              uploadFrequency: 2,
              address: '1 Demo Street, Sydney NSW 2000',
              googlePlaceId: null,
              logo: null,
              profilePhoto: null,
              firstName: 'Mia',
              lastName: 'Maker',
              email: 'madmin@demo-energy.example',
              phoneNumber: '0412345678',
              isStaff: false,
              role: 'madmin',
              username: 'madmin',
              distributorId: null,
              manufacturerIds: [1],
              manufacturers: [{id: 1, name: 'Demo Energy'}],
              permissions: [1, 2, 3, 4, 5, 6],
            },
          },
        },
      },
      '401': UNAUTHORIZED,
    },
  })
  async profile(): Promise<Profile> {
    return this.profiles.profile(this.caller);
  }

  @access(Access.signedIn())
  @post('/profile/change_password', {
    tags: ['profile'],
    summary: "Change the signed-in user's password",
    description:
      'Ends every bearer token of the account, the one of this request too: `token` is a fresh one for this ' +
      'session (store it in place of the old one). Other sessions must sign in again.',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok(
        'Password changed; token: a fresh bearer token for this session',
        {
          status: true,
          message: CHANGE_PASSWORD_MESSAGE,
          token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...',
        },
        {
          ...STATUS_MESSAGE_SCHEMA,
          title: 'PasswordChanged',
          properties: {...STATUS_MESSAGE_SCHEMA.properties, token: {type: 'string'}},
          required: ['status', 'message', 'token'],
        },
      ),
      '400': refused(
        'The password breaks the rule or the confirmation differs',
        {
          passwordRequired: [ACCOUNT_MESSAGES.passwordRequired, 'Password'],
          password: [ACCOUNT_MESSAGES.passwordRule, 'Password'],
          confirm: [ACCOUNT_MESSAGES.confirmMismatch, 'ConfirmPassword'],
        },
        400,
      ),
      '401': UNAUTHORIZED,
    },
  })
  async changePassword(
    @requestBody({required: true, content: {'application/json': {schema: CHANGE_PASSWORD_SCHEMA}}})
    body: {
      Password?: string;
      ConfirmPassword?: string;
    },
  ): Promise<{status: boolean; message: string; token: string}> {
    return {status: true, ...(await this.profiles.changePassword(this.caller, body))};
  }
}
