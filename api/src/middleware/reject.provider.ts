import {inject, Provider} from '@loopback/core';
import {HandlerContext, LogError, Reject, RestBindings} from '@loopback/rest';
import {restError} from './rest-error';
import {closeRatherThanRead} from './unread-body';

/**
 * Answers every REST error in the one shape of restError(), then logs it (5xx with their internals). A
 * request refused before its large body was read closes the connection, so that body is never read.
 */
export class VoltCheckRejectProvider implements Provider<Reject> {
  constructor(@inject(RestBindings.SequenceActions.LOG_ERROR) private readonly logError: LogError) {}

  value(): Reject {
    return (context: HandlerContext, error: Error) => this.reject(context, error);
  }

  private reject({request, response}: HandlerContext, error: Error): void {
    const {statusCode, body, headers} = restError(error);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // Refused before its body was read (authentication comes before parsing): close rather than read a large one.
    if (closeRatherThanRead(request) && !response.headersSent) response.setHeader('Connection', 'close');
    if (!response.headersSent) response.status(statusCode).json(body);
    this.logError(error, statusCode, request);
  }
}
