import {inject} from '@loopback/core';
import {api, get, param, post, SchemaObject} from '@loopback/rest';
import {access, Access} from '../auth/access';
import {NOTIFY_MESSAGES, NotifyService} from '../services/notify';
import {ok, refused} from './specs';
import {NotifyBindings} from '../services/notify/notify.keys';

const LINK_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'UnsubscribeLink',
  properties: {email: {type: 'string'}, manufacturer: {type: 'string'}, unsubscribed: {type: 'boolean'}},
  required: ['email', 'manufacturer', 'unsubscribed'],
};

const DONE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Unsubscribed',
  properties: {
    status: {type: 'boolean'},
    message: {type: 'string'},
    email: {type: 'string'},
    manufacturer: {type: 'string'},
  },
  required: ['status', 'message'],
};

const TOKEN = param.path.string('token', {description: 'The secret of the link, from the mail.'});

/**
 * The unsubscribe link of every notification mail (server.md section 8): it works without signing in. The mail
 * links to the portal's /unsubscribe/{token} page, which reads and confirms here; mail clients' one-click
 * unsubscribe (RFC 8058, the List-Unsubscribe header) posts here directly.
 */
@api({basePath: '/api'})
export class NotificationUnsubscribeController {
  constructor(@inject(NotifyBindings.NOTIFY_SERVICE) private readonly notify: NotifyService) {}

  @access(Access.public())
  @get('/notifications/unsubscribe/{token}', {
    tags: ['notifications'],
    summary: "Whose unsubscribe link this is (the contact's address and manufacturer); changes nothing",
    responses: {
      '200': ok(
        'The contact',
        {email: 'ops@demo-energy.example', manufacturer: 'Demo Energy', unsubscribed: false},
        LINK_SCHEMA,
      ),
      '404': refused('Unknown link', {unknown: [NOTIFY_MESSAGES.unknownLink]}, 404),
    },
  })
  async link(@TOKEN token: string) {
    return this.notify.unsubscribeLink(token);
  }

  @access(Access.public())
  @post('/notifications/unsubscribe/{token}', {
    tags: ['notifications'],
    summary: 'Unsubscribe: no notification mail reaches this contact any more (again: no change)',
    responses: {
      '200': ok(
        'Unsubscribed',
        {
          status: true,
          message: NOTIFY_MESSAGES.unsubscribed,
          email: 'ops@demo-energy.example',
          manufacturer: 'Demo Energy',
        },
        DONE_SCHEMA,
      ),
      '404': refused('Unknown link', {unknown: [NOTIFY_MESSAGES.unknownLink]}, 404),
    },
  })
  async unsubscribe(@TOKEN token: string) {
    return this.notify.unsubscribe(token);
  }
}
