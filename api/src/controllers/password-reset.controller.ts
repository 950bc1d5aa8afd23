import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, requestBody, SchemaObject} from '@loopback/rest';
import {rateLimited} from '../interceptors/rate-limit.interceptor';
import {ACCOUNT_MESSAGES} from '../services/kernel';
import {PasswordReset, PasswordResetService, RESET_MESSAGES} from '../services/accounts';
import {ok, refused, TOO_MANY_REQUESTS} from './specs';
import {AccountBindings} from '../services/accounts/accounts.keys';

const FORGOT_SCHEMA: SchemaObject = {
  description: 'The email address as a JSON string (`"user@example.com"`), or `{"Email": "..."}`.',
  anyOf: [{type: 'string'}, {type: 'object', properties: {Email: {type: 'string'}}}],
  example: 'madmin@demo-energy.example',
};

const RESET_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'PasswordReset',
  description: 'The password reset payload of document 000 section 3: uid, email and token come from the emailed link.',
  properties: {
    UserId: {
      anyOf: [{type: 'integer'}, {type: 'string'}],
      description: 'The uid of the link (a number, or the text as read from the link).',
    },
    Email: {type: 'string'},
    Token: {type: 'string'},
    Password: {
      type: 'string',
      maxLength: 200,
      description:
        'The new password: at least 6 characters with a lower case letter, an upper case letter, a digit and one of @ $ ! % * ? &.',
    },
  },
  example: {UserId: 42, Email: 'madmin@demo-energy.example', Token: 'q3Vt0nYw...', Password: 'NewSecret@1'},
};

@api({basePath: '/api'})
export class PasswordResetController {
  constructor(@inject(AccountBindings.PASSWORD_RESET_SERVICE) private readonly resets: PasswordResetService) {}

  @rateLimited('forgot')
  @access(Access.public())
  @post('/account/forgot', {
    tags: ['account'],
    summary: 'Forgot password: email a reset link',
    description:
      'Emails `{PUBLIC_URL}/resetpassword?uid={userId}&email={email}&token={token}` to every account registered with the ' +
      'address (single use, 24 hours; a newer link replaces an older open one). Rate limited per client address (default 10 a minute).',
    responses: {
      '200': ok('Link sent', {status: true, message: RESET_MESSAGES.sent}),
      '400': refused(
        'Email missing or malformed',
        {required: [ACCOUNT_MESSAGES.required, 'Email'], email: [ACCOUNT_MESSAGES.email, 'Email']},
        400,
      ),
      '404': refused('No account has this email', {notFound: [RESET_MESSAGES.notFound, 'Email']}, 404),
      '429': TOO_MANY_REQUESTS,
    },
  })
  async forgot(
    @requestBody({
      required: true,
      content: {'application/json': {schema: FORGOT_SCHEMA}, 'text/plain': {schema: {type: 'string'}}},
    })
    body: string | {Email?: string},
  ): Promise<{status: boolean; message: string}> {
    const email = typeof body === 'object' && body !== null ? body.Email : body;
    return {status: true, message: await this.resets.forgot(email)};
  }

  @access(Access.public())
  @post('/account/reset', {
    tags: ['account'],
    summary: 'Set a new password from the emailed link',
    description:
      "The token must be the account's, unused and unexpired, and Email must be the account's address. The new password must " +
      'follow the password rule (checked after the link, so a weak password does not spend the link). A reset also ends any ' +
      'lockout and confirms the email address. A message containing "expired" means a new link must be requested.',
    responses: {
      '200': ok('Password changed', {status: true, message: RESET_MESSAGES.success}),
      '400': refused(
        'The link cannot be used, or the password breaks the rule',
        {
          invalid: [RESET_MESSAGES.invalid, 'Token'],
          expired: [RESET_MESSAGES.expired, 'Token'],
          passwordRequired: [ACCOUNT_MESSAGES.passwordRequired, 'Password'],
          password: [ACCOUNT_MESSAGES.passwordRule, 'Password'],
        },
        400,
      ),
    },
  })
  async reset(
    @requestBody({required: true, content: {'application/json': {schema: RESET_SCHEMA}}}) body: PasswordReset,
  ): Promise<{status: boolean; message: string}> {
    return {status: true, message: await this.resets.reset(body)};
  }
}
