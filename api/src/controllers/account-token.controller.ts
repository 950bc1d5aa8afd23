import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, Request, requestBody, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {Caller} from '../services/kernel/caller';
import {rateLimited} from '../interceptors/rate-limit.interceptor';
import {Credentials, LoginService} from '../services/accounts';
import {ok, refused, TOO_MANY_REQUESTS, UNAUTHORIZED} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';

const CREDENTIALS_SCHEMA = {
  type: 'object' as const,
  title: 'Credentials',
  properties: {Username: {type: 'string' as const}, Password: {type: 'string' as const}},
  example: {Username: 'madmin', Password: 'Demo@12345'},
};

@api({basePath: '/api'})
export class AccountTokenController {
  constructor(@inject(AccountBindings.LOGIN_SERVICE) private readonly login: LoginService) {}

  @rateLimited('token')
  @access(Access.public())
  @post('/account/token', {
    tags: ['account'],
    summary: 'Sign in: exchange a user name and password for a bearer token',
    description:
      'Answers `{token}`: a JWT (HS256) carrying `role`, `sub` (the user id), `ManufacturerIdList` (comma-separated ids the ' +
      'account acts for), `unique_name`, `tv` (the account token version: a password change or reset ends older tokens) and `exp` (8 hours by default). Send it as `Authorization: Bearer <token>`.\n\n' +
      'Every refusal (unknown user name, wrong password, account not activated, deactivated or locked) answers 401 with the ' +
      'same message. Five consecutive wrong passwords lock the account for 15 minutes; while locked even the right password ' +
      'is refused. A successful sign-in resets the count. Rate limited per client address (default 30 a minute).',
    responses: {
      '200': ok(
        'Signed in',
        {token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...'},
        {
          type: 'object',
          properties: {token: {type: 'string'}},
          required: ['token'],
        },
      ),
      '400': refused('Username or Password missing', {missingUsername: ['This field is required', 'Username']}, 400),
      '401': refused('Sign-in refused', {refused: ['The Username or Password you entered is incorrect.']}, 401),
      '429': TOO_MANY_REQUESTS,
    },
  })
  async token(
    @requestBody({
      description: 'JSON or form-encoded.',
      required: true,
      content: {
        'application/json': {schema: CREDENTIALS_SCHEMA},
        'application/x-www-form-urlencoded': {schema: CREDENTIALS_SCHEMA},
      },
    })
    credentials: Credentials,
  ): Promise<{token: string}> {
    return {token: await this.login.signIn(credentials)};
  }

  @access(Access.signedIn())
  @post('/account/token/renew', {
    tags: ['account'],
    summary: "Renew the caller's bearer token with its current manufacturers",
    description:
      'Answers `{token}`: the same account and the same `exp` as the token sent, with `ManufacturerIdList` and the role as ' +
      'they are now (a supplier or distributor linked to a manufacturer after it signed in). It never lengthens a session; ' +
      'a token ended by a password change is refused like every other call.',
    responses: {
      '200': ok(
        'Renewed',
        {token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...'},
        {type: 'object', properties: {token: {type: 'string'}}, required: ['token']},
      ),
      '401': UNAUTHORIZED,
    },
  })
  renew(
    @inject(SecurityBindings.USER) caller: Caller,
    @inject(RestBindings.Http.REQUEST) request: Request,
  ): {token: string} {
    return {token: this.login.renew(caller, request.headers.authorization ?? '')};
  }
}
