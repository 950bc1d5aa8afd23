import {ResponsesObject, SchemaObject} from '@loopback/rest';
import {
  InstallationReleaseEntry,
  SigningKeyInfo,
  WEBHOOK_EVENTS,
  WebhookDeliveryEntry,
  WebhookSubscription,
} from '../models';
import {inlineModelSchema} from './model-schema.openapi';
import {commonRefusals, problemResponse} from './verification-answers.openapi';

/** OpenAPI pieces of the integrators' operations beyond verifying: webhooks, installation releases, signing keys. */

export const WEBHOOK_SCHEMA = inlineModelSchema(WebhookSubscription, {
  exclude: ['appProviderId', 'manufacturerId'],
  required: ['id', 'url', 'events', 'active', 'createdOn'],
});

export const WEBHOOK_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['url'],
  properties: {
    url: {type: 'string', format: 'uri', description: 'An https address on the public internet'},
    events: {
      type: 'array',
      items: {type: 'string', enum: [...WEBHOOK_EVENTS]},
      description: 'The events to receive; all of them when left out',
    },
  },
};

export const DELIVERY_SCHEMA = inlineModelSchema(WebhookDeliveryEntry, {
  exclude: ['payload', 'queuedOn'],
  required: ['id', 'subscriptionId', 'owner', 'url', 'eventId', 'eventType', 'status', 'attempts', 'createdOn'],
});

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

export const RELEASE_LOG_SCHEMA = inlineModelSchema(InstallationReleaseEntry, {
  exclude: ['appProviderId', 'userId', 'serialIds'],
  required: ['id', 'installationId', 'releasedBy', 'reason', 'serials', 'releasedOn'],
});

export const SIGNING_KEY_SCHEMA = inlineModelSchema(SigningKeyInfo, {
  exclude: ['publicJwk', 'privatePem', 'active'],
  required: ['kid', 'createdAt', 'signing'],
});

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
