import {HttpErrors} from '@loopback/rest';
import {ServiceError, ServiceErrorCode, UNEXPECTED_ERROR_MESSAGE} from '../services/kernel/service-error';
import {isUnstorableTextError, UNSTORABLE_INPUT} from '../services/kernel/storable-text';

/** The REST edge's one mapping of a service's refusal: its code's HTTP status... */
const STATUS: Record<ServiceErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** ...unless its reason has one of its own: the verification API's field errors and its item limit. */
const REASON_STATUS: Record<string, number> = {INVALID_FIELD: 422, TOO_MANY_ITEMS: 413, UNSUPPORTED_CHARSET: 415};

/** The code a refusal without a reason answers (VALIDATION as the BAD_USER_INPUT clients know). */
const REST_CODE: Record<ServiceErrorCode, string> = {
  VALIDATION: 'BAD_USER_INPUT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
};

interface HttpLikeError extends Error {
  statusCode?: number;
  status?: number;
  code?: string;
  details?: Array<{path?: string; message?: string; info?: {missingProperty?: string}}>;
  headers?: Record<string, string>;
  field?: string;
  /** The parameter LoopBack's parameter checks refused ("request body" for a missing body). */
  parameterName?: string;
  type?: string;
}

/** Names the fields of a LoopBack validation error, so the message says what is wrong. */
function describe(err: HttpLikeError): string {
  if (err.code === 'VALIDATION_FAILED' && err.details?.length) {
    return err.details
      .map(d => {
        const field = d.info?.missingProperty ?? d.path?.replace(/^\//, '').replace(/\//g, '.') ?? '';
        return field ? `${field}: ${d.message}` : String(d.message);
      })
      .join('; ');
  }
  return err.message;
}

/** An error as REST answers it. */
export interface RestError {
  statusCode: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * The one REST error shape: `{status: false, message, statusCode}` plus, when there is one, the
 * `code`, the `field` and the `details`. Service refusals by their code (and reason); LoopBack's
 * and the edge's own HttpErrors by their status; anything else is a 500 without its internals.
 */
export function restError(error: unknown): RestError {
  // Text PostgreSQL refused (a NUL) that no field's own check caught: the caller's input, not a server fault.
  if (isUnstorableTextError(error))
    return restError(Object.assign(new HttpErrors.UnprocessableEntity(UNSTORABLE_INPUT), {code: 'UNSTORABLE_TEXT'}));
  if (error instanceof ServiceError) {
    const body: Record<string, unknown> = {
      status: false,
      message: error.message,
      statusCode: (error.reason && REASON_STATUS[error.reason]) || STATUS[error.code],
      code: error.reason ?? REST_CODE[error.code],
    };
    if (error.field) body.field = error.field;
    if (error.details) body.details = error.details;
    return {statusCode: body.statusCode as number, body, headers: {}};
  }
  const err = error as HttpLikeError;
  let statusCode = err.statusCode ?? err.status ?? 500;
  const unparsed =
    err instanceof SyntaxError || err.code === 'entity.parse.failed' || err.type === 'entity.parse.failed';
  if (unparsed) statusCode = 400;
  const expose = statusCode < 500;
  const body: Record<string, unknown> = {
    status: false,
    message: expose ? describe(err) : UNEXPECTED_ERROR_MESSAGE,
    statusCode,
  };
  if (expose && err.code) body.code = err.code;
  else if (unparsed) body.code = 'MALFORMED_JSON';
  const field = err.field ?? (err.parameterName === 'request body' ? 'body' : err.parameterName);
  if (expose && field) body.field = field;
  if (expose && err.details) body.details = err.details;
  return {statusCode, body, headers: err.headers ?? {}};
}
