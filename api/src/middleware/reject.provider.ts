import {inject, Provider} from '@loopback/core';
import {HandlerContext, HttpErrors, LogError, Reject, RestBindings} from '@loopback/rest';
import {ServiceError, ServiceErrorCode} from '../services/kernel/service-error';
import {isUnstorableTextError, UNSTORABLE_INPUT} from '../services/kernel/storable-text';

const SERVICE_ERROR_STATUS: Record<ServiceErrorCode, number> = {
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

interface HttpLikeError extends Error {
  statusCode?: number;
  status?: number;
  code?: string;
  details?: Array<{path?: string; message?: string; info?: {missingProperty?: string}}>;
  headers?: Record<string, string>;
  /** The input field a broken account rule is about (services/account-rules.ts). */
  field?: string;
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

/**
 * The one REST error shape: `{status: false, message}` plus the HTTP status and, for
 * validation errors, the details. Unexpected errors answer 500 without their internals.
 */
export class VoltCheckRejectProvider implements Provider<Reject> {
  constructor(@inject(RestBindings.SequenceActions.LOG_ERROR) private readonly logError: LogError) {}

  value(): Reject {
    return (context: HandlerContext, error: Error) => this.reject(context, error as HttpLikeError);
  }

  private reject(context: HandlerContext, err: HttpLikeError): void {
    // Text PostgreSQL refused (a NUL) that no field's own check caught: the caller's input, not a server fault.
    if (isUnstorableTextError(err))
      return this.reject(
        context,
        Object.assign(new HttpErrors.UnprocessableEntity(UNSTORABLE_INPUT), {code: 'UNSTORABLE_TEXT'}),
      );
    const {request, response} = context;
    let statusCode =
      err instanceof ServiceError ? SERVICE_ERROR_STATUS[err.code] : (err.statusCode ?? err.status ?? 500);
    if (err instanceof SyntaxError || err.code === 'entity.parse.failed') statusCode = 400;
    const expose = statusCode < 500;
    const body: Record<string, unknown> = {
      status: false,
      message: expose ? describe(err) : 'OOPS.. Some error has occured, please retry.',
      statusCode,
    };
    if (expose && err.code) body.code = err.code;
    if (expose && err.field) body.field = err.field;
    if (expose && err.details) body.details = err.details;
    for (const [name, value] of Object.entries(err.headers ?? {})) response.setHeader(name, value);
    if (!response.headersSent) {
      response.status(statusCode).json(body);
    }
    this.logError(err, statusCode, request);
  }
}
