import {ResponsesObject, SchemaObject} from '@loopback/rest';
import {commonRefusals, problemResponse} from './verification-answers.openapi';

/** OpenAPI pieces of the integrators' operations beyond verifying: webhooks, installation releases, signing keys. */

export const WEBHOOK_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'url', 'events', 'active', 'createdOn'],
  properties: {
    id: {type: 'integer'},
    url: {type: 'string', format: 'uri'},
    events: {type: 'array', items: {type: 'string', enum: ['installation.released', 'serial.withdrawn']}},
    active: {type: 'boolean'},
    createdOn: {type: 'string', format: 'date-time'},
  },
};

export const WEBHOOK_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['url'],
  properties: {
    url: {type: 'string', format: 'uri', description: 'An https address on the public internet'},
    events: {
      type: 'array',
      items: {type: 'string', enum: ['installation.released', 'serial.withdrawn']},
      description: 'The events to receive; all of them when left out',
    },
  },
};

export const DELIVERY_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'subscriptionId', 'owner', 'url', 'eventId', 'eventType', 'status', 'attempts', 'createdOn'],
  properties: {
    id: {type: 'integer'},
    subscriptionId: {type: 'integer'},
    owner: {type: 'string', description: 'The app provider or manufacturer that subscribed'},
    url: {type: 'string'},
    eventId: {type: 'string', format: 'uuid'},
    eventType: {type: 'string'},
    status: {type: 'string', enum: ['pending', 'delivered', 'failed']},
    attempts: {type: 'integer'},
    lastStatusCode: {type: 'integer', nullable: true},
    lastResponse: {
      type: 'string',
      nullable: true,
      description: "The endpoint's last answer (its first 2000 characters)",
    },
    lastError: {type: 'string', nullable: true},
    lastAttemptOn: {type: 'string', format: 'date-time', nullable: true},
    deliveredOn: {type: 'string', format: 'date-time', nullable: true},
    createdOn: {type: 'string', format: 'date-time'},
  },
};

export const RELEASE_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['reason'],
  properties: {reason: {type: 'string', minLength: 1, maxLength: 500, description: 'Why the claim was wrong'}},
};

export const RELEASE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['installationId', 'releasedOn', 'releasedSerials'],
  properties: {
    installationId: {type: 'integer'},
    releasedOn: {type: 'string', format: 'date-time'},
    releasedSerials: {type: 'array', items: {type: 'string'}, description: 'The serials available again'},
  },
};

export const RELEASE_LOG_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'installationId', 'releasedBy', 'reason', 'serials', 'releasedOn'],
  properties: {
    id: {type: 'integer'},
    installationId: {type: 'integer'},
    releasedBy: {type: 'string', description: 'The app provider or the administrator'},
    reason: {type: 'string'},
    serials: {type: 'array', items: {type: 'string'}},
    releasedOn: {type: 'string', format: 'date-time'},
  },
};

export const SIGNING_KEY_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['kid', 'createdAt', 'signing'],
  properties: {
    kid: {type: 'string'},
    createdAt: {type: 'string', format: 'date-time'},
    retiresAt: {type: 'string', format: 'date-time', nullable: true, description: 'When it leaves the JWKS'},
    signing: {type: 'boolean', description: 'The key that signs now'},
  },
};

export const FIELD_REFUSAL = (field: string, message: string) =>
  problemResponse(
    422,
    'A field is missing or wrong; `errors` names every one',
    'INVALID_FIELD',
    `${field}: ${message}`,
    {
      errors: [{field, message}],
    },
  );

/** The answers of an app provider's own operation besides its 200 (or 204). */
export function appRefusals(extra: ResponsesObject = {}): ResponsesObject {
  return {...extra, ...commonRefusals(false)};
}

/** The answers of an administrators' or manufacturers' operation on /api/v1 besides its 200. */
export function portalRefusals(extra: ResponsesObject = {}): ResponsesObject {
  const {'401': unauthorised, '500': fault} = commonRefusals(false);
  return {
    ...extra,
    '401': unauthorised,
    '403': problemResponse(403, 'Not a role (or allow-list) this call is for', 'FORBIDDEN', 'Access denied.'),
    '500': fault,
  };
}
