import {HeadersObject, ResponseObject, ResponsesObject, SchemaObject} from '@loopback/rest';
import {PROBLEM_CODE_LIST, PROBLEM_CODES, ProblemCode} from '../middleware/problem-codes';
import {PROBLEM_TYPE_BASE} from '../middleware/problem-details';

/** OpenAPI pieces shared by the verification API's answers: problem details, signature and rate-limit headers. */

export const PROBLEM_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Problem',
  description:
    'RFC 9457 problem details (`application/problem+json`; `application/problem+xml` with the same element names ' +
    'for XML clients), with the extension members `code` (what integrators branch on), `errors` (every broken field) ' +
    'and `message` (the same text as `detail`).',
  required: ['type', 'title', 'status', 'detail', 'code', 'errors'],
  properties: {
    type: {type: 'string', format: 'uri', example: `${PROBLEM_TYPE_BASE}invalid-field`},
    title: {type: 'string', example: 'Unprocessable Content'},
    status: {type: 'integer', example: 422},
    detail: {type: 'string'},
    code: {
      type: 'string',
      enum: PROBLEM_CODE_LIST,
      example: 'INVALID_FIELD',
      description:
        'What to branch on, one of: ' +
        PROBLEM_CODE_LIST.map(
          code => `\`${code}\` (${PROBLEM_CODES[code].status}: ${PROBLEM_CODES[code].description})`,
        ).join('; '),
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {field: {type: 'string'}, message: {type: 'string'}},
      },
    },
    message: {type: 'string'},
  },
};

export const SIGNATURE_HEADER: HeadersObject = {
  'X-Signature': {
    description:
      'Compact JWS (EdDSA) with a detached payload over the exact body bytes; its header names the JWKS `kid`.',
    schema: {type: 'string'},
  },
};

export const RATE_LIMIT_HEADERS: HeadersObject = {
  'RateLimit-Limit': {description: 'Calls allowed per 60-second window', schema: {type: 'integer'}},
  'RateLimit-Remaining': {description: 'Calls left in the current window', schema: {type: 'integer'}},
  'RateLimit-Reset': {description: 'Seconds until the window resets', schema: {type: 'integer'}},
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A refusal as problem details in JSON and XML, with an example. */
export function problemResponse(
  status: number,
  description: string,
  code: ProblemCode,
  detail: string,
  opts: {errors?: Array<{field: string; message: string}>; signed?: boolean; headers?: HeadersObject} = {},
): ResponseObject {
  const errors = opts.errors ?? [];
  const example = {
    type: `${PROBLEM_TYPE_BASE}${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status],
    status,
    detail,
    code,
    errors,
    message: detail,
  };
  const xmlErrors = errors.map(e => `<error><field>${e.field}</field><message>${e.message}</message></error>`).join('');
  return {
    description,
    headers: {...(opts.signed ? SIGNATURE_HEADER : {}), ...(status === 401 ? WWW_AUTHENTICATE : {}), ...opts.headers},
    content: {
      'application/problem+json': {schema: PROBLEM_SCHEMA, example},
      'application/problem+xml': {
        schema: {type: 'string', description: 'The same members as elements of <problem xmlns="urn:ietf:rfc:7807">'},
        example:
          `<?xml version="1.0" encoding="UTF-8"?><problem xmlns="urn:ietf:rfc:7807"><type>${example.type}</type>` +
          `<title>${example.title}</title><status>${status}</status><detail>${detail.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</detail>` +
          `<code>${code}</code><errors>${xmlErrors}</errors></problem>`,
      },
    },
  };
}

const WWW_AUTHENTICATE: HeadersObject = {
  'WWW-Authenticate': {
    description:
      'RFC 6750 challenge: `Bearer realm="voltcheck-verification"`, with `error="invalid_token"` for a bad token',
    schema: {type: 'string'},
  },
};

/** The refusals every authenticated verification API call can answer. */
export function commonRefusals(signed: boolean): ResponsesObject {
  return {
    '401': problemResponse(
      401,
      'No token, or an invalid or expired one',
      'UNAUTHORIZED',
      'Authorization header with a bearer token from /api/v1/oauth/token is required.',
      {signed},
    ),
    '403': problemResponse(
      403,
      'The provider is not enabled (AllowedApps)',
      'FORBIDDEN',
      'The app provider "Demo Installer App" is not enabled (AllowedApps).',
      {signed},
    ),
    '429': problemResponse(
      429,
      'Too many calls in the 60-second window; wait Retry-After seconds',
      'TOO_MANY_REQUESTS',
      'Too many requests, please try again later.',
      {signed, headers: {'Retry-After': {schema: {type: 'integer'}}, ...RATE_LIMIT_HEADERS}},
    ),
    '500': problemResponse(
      500,
      'A fault of the server (never caused by input)',
      'INTERNAL',
      'OOPS.. Some error has occured, please retry.',
      {signed},
    ),
  };
}

/** The listed code an error status answers when the operation documents no finer one. */
const CODE_OF_STATUS: Record<string, ProblemCode> = {
  '400': 'MALFORMED_JSON',
  '401': 'UNAUTHORIZED',
  '403': 'FORBIDDEN',
  '404': 'NOT_FOUND',
  '409': 'ALREADY_EXISTS',
  '413': 'TOO_LARGE',
  '415': 'UNSUPPORTED_MEDIA_TYPE',
  '422': 'INVALID_FIELD',
  '429': 'TOO_MANY_REQUESTS',
};

/**
 * An integrators' operation's answers with every refusal declared as problem details: a declared error
 * answer without them gets them (its description kept), and `4XX` and `500` cover what it does not list.
 */
export function withProblemResponses(responses: Record<string, ResponseObject>): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {...responses};
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[45]/.test(status) || response.content?.['application/problem+json']) continue;
    const code = status.startsWith('5') ? 'INTERNAL' : (CODE_OF_STATUS[status] ?? 'INVALID_FIELD');
    const numeric = Number(status.replace(/XX$/, '00'));
    out[status] = {
      ...response,
      content: problemResponse(numeric, response.description, code, response.description).content,
    };
  }
  out['4XX'] ??= problemResponse(400, "Refused: the problem's code says why", 'MALFORMED_JSON', 'body: malformed JSON');
  out['500'] ??= problemResponse(500, 'A fault of the server (never caused by input)', 'INTERNAL', UNEXPECTED);
  return out;
}

const UNEXPECTED = 'OOPS.. Some error has occured, please retry.';
