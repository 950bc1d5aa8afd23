import {ResponseObject, SchemaObject} from '@loopback/rest';

/** Shared OpenAPI pieces of the account and profile calls (document 000 section 7). */

export const STATUS_MESSAGE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'StatusMessage',
  properties: {status: {type: 'boolean'}, message: {type: 'string'}},
  required: ['status', 'message'],
};

export const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'ErrorResponse',
  description:
    'Every refusal: `status` false, the catalogue `message`, the HTTP `statusCode`, its `code`, and for a broken field rule the `field` it is about.',
  properties: {
    status: {type: 'boolean', enum: [false]},
    message: {type: 'string'},
    statusCode: {type: 'integer'},
    code: {
      type: 'string',
      description:
        'What kind of refusal: BAD_USER_INPUT, UNAUTHORIZED, FORBIDDEN, NOT_FOUND or CONFLICT, or a finer reason where the API documents one.',
    },
    field: {type: 'string', description: 'The request field the message is about, when there is one.'},
  },
  required: ['status', 'message'],
};

export function ok(description: string, example: object, schema: SchemaObject = STATUS_MESSAGE_SCHEMA): ResponseObject {
  return {description, content: {'application/json': {schema, example}}};
}

/** An error answer with one or more examples (name -> message [, field]). */
export function refused(
  description: string,
  examples: Record<string, [string, string?]>,
  statusCode: number,
): ResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: ERROR_SCHEMA,
        examples: Object.fromEntries(
          Object.entries(examples).map(([name, [message, field]]) => [
            name,
            {value: {status: false, message, statusCode, ...(field ? {field} : {})}},
          ]),
        ),
      },
    },
  };
}

export const TOO_MANY_REQUESTS = refused(
  'Too many calls from this client address within a minute (limits: config RATE_LIMIT_TOKEN, RATE_LIMIT_FORGOT, RATE_LIMIT_REGISTER). The `Retry-After` header gives the seconds to wait.',
  {tooMany: ['Too many requests, please try again later.']},
  429,
);

export const UNAUTHORIZED = refused(
  'No bearer token, or the token is invalid or expired, or the account is deactivated, locked or not activated.',
  {
    expired: ['The token has expired.'],
    locked: ['The account is locked.'],
    deactivated: ['The account is deactivated.'],
  },
  401,
);

export const SEARCH_PARAM = {
  name: 'search',
  in: 'query' as const,
  required: false,
  schema: {type: 'string' as const},
};

export const SUPPLIER_PARAM = {
  name: 'supplier',
  in: 'query' as const,
  required: false,
  description:
    'Optional. `false`: manufacturer registration (CEC brands, manufacturers only). `true`: supplier registration ' +
    '(approved importers or brands, distributors only). Absent: both.',
  schema: {type: 'boolean' as const},
};
