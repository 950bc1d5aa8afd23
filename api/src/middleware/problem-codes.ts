/**
 * The one list of `code`s the integrators' API answers (docs/api.md, "Errors"): OpenAPI declares it as the
 * Problem schema's enum, and every refusal of /api/v1 is mapped onto it here, whoever raised it (a service,
 * LoopBack's parameter and body validation, the body parsers), so that the same mistake reads the same
 * on every operation.
 */
export const PROBLEM_CODES = {
  INVALID_FIELD: {
    status: 422,
    description: 'a field or parameter is missing, blank, of the wrong type or out of range',
  },
  MALFORMED_JSON: {status: 400, description: 'the body is not JSON'},
  MALFORMED_XML: {status: 400, description: 'the body is not well-formed XML of the expected root'},
  XML_DTD_REFUSED: {status: 400, description: 'the XML carries a DTD or an entity declaration'},
  TOO_DEEP: {status: 400, description: 'the body nests deeper than 64 levels'},
  TOO_MANY_ITEMS: {status: 413, description: 'more than 500 serials in one request'},
  TOO_LARGE: {status: 413, description: 'the body is larger than 64 MB'},
  UNSUPPORTED_CHARSET: {status: 415, description: 'the charset named is not one the server reads'},
  UNSUPPORTED_MEDIA_TYPE: {status: 415, description: 'the Content-Type is not one the operation takes'},
  REQUEST_ID_REUSED: {status: 409, description: 'the requestId was used before with other bytes'},
  ALREADY_EXISTS: {status: 409, description: 'the name is taken, or the installation is already released'},
  WEBHOOK_LIMIT: {status: 409, description: 'the owner already holds the most active webhook subscriptions'},
  UNAUTHORIZED: {status: 401, description: 'no token, or an invalid or expired one'},
  FORBIDDEN: {status: 403, description: 'the caller may not do this (role, allow-list, provider not enabled, window)'},
  NOT_FOUND: {status: 404, description: 'no such thing, or not one of yours'},
  TOO_MANY_REQUESTS: {status: 429, description: 'past the calls per minute; wait Retry-After seconds'},
  INTERNAL: {status: 500, description: 'a fault of the server, never caused by input'},
} as const;

/** The integrators' API and its key set: their refusals are problem details (the token endpoint answers as OAuth says). */
export const INTEGRATOR_API = /^\/api\/v1\/|^\/\.well-known\/jwks\.json$/;

export type ProblemCode = keyof typeof PROBLEM_CODES;

export const PROBLEM_CODE_LIST = Object.keys(PROBLEM_CODES) as ProblemCode[];

/** The names other layers give a mistake, and the code of the list each one is. */
const SYNONYMS: Record<string, ProblemCode> = {
  VALIDATION_FAILED: 'INVALID_FIELD',
  INVALID_PARAMETER_VALUE: 'INVALID_FIELD',
  MISSING_REQUIRED_PARAMETER: 'INVALID_FIELD',
  BAD_USER_INPUT: 'INVALID_FIELD',
  UNSTORABLE_TEXT: 'INVALID_FIELD',
  CONFLICT: 'ALREADY_EXISTS',
  ENTITY_TOO_LARGE: 'TOO_LARGE',
};

/** The code of an HTTP status when the refusal named none the list knows. */
const BY_STATUS: Record<number, ProblemCode> = {
  400: 'INVALID_FIELD',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'INVALID_FIELD',
  429: 'TOO_MANY_REQUESTS',
};

const isListed = (code: string): code is ProblemCode => code in PROBLEM_CODES;

/**
 * The listed code and status of a refusal: its own code when listed, else its synonym, else its status's
 * code; the status is the one the list gives that code (a parameter of the wrong type is a 422, as a field is).
 */
export function problemCodeOf(status: number, code: string): {code: ProblemCode; status: number} {
  if (status >= 500) return {code: 'INTERNAL', status};
  const listed = isListed(code) ? code : (SYNONYMS[code] ?? BY_STATUS[status] ?? 'INVALID_FIELD');
  return {code: listed, status: PROBLEM_CODES[listed].status};
}
