import {inject, Provider} from '@loopback/core';
import {HandlerContext, LogError, Reject, Request, Response, RestBindings} from '@loopback/rest';
import {oauthErrorOf, WWW_AUTHENTICATE_REALM} from './oauth-errors';
import {INTEGRATOR_API} from './problem-codes';
import {problemOf, renderProblem, wantsXml} from './problem-details';
import {restError} from './rest-error';
import {closeRatherThanRead} from './unread-body';
import {SigningBindings} from '../services/signing/signing.keys';

/** What signs the verification API's answers (the signing feature's SigningService). */
export interface AnswerSigner {
  signDetached(body: Buffer): Promise<string>;
}

const TOKEN_ENDPOINT = '/api/v1/oauth/token';
/** The answers that carry X-Signature whatever they say (server.md section 3, "every answer signed"). */
const SIGNED = /^\/api\/v1\/verifications(\/|$)/;

/**
 * Answers every REST error in the one shape of restError() (problem details on /api/v1, the OAuth 2
 * error object on its token endpoint), then logs it (5xx with their internals). A request refused
 * before its large body was read closes the connection, so that body is never read.
 */
export class VoltCheckRejectProvider implements Provider<Reject> {
  constructor(
    @inject(RestBindings.SequenceActions.LOG_ERROR) private readonly logError: LogError,
    @inject(SigningBindings.SERVICE, {optional: true}) private readonly signing?: AnswerSigner,
  ) {}

  value(): Reject {
    return (context: HandlerContext, error: Error) => {
      this.reject(context, error).catch(err => this.logError(err as Error, 500, context.request));
    };
  }

  private async reject({request, response}: HandlerContext, error: Error): Promise<void> {
    const refusal = restError(error);
    const {headers} = refusal;
    let statusCode = refusal.statusCode;
    const path = request.path;
    let body: Buffer;
    let contentType: string;
    if (path === TOKEN_ENDPOINT) {
      const oauth = oauthErrorOf(refusal);
      body = Buffer.from(JSON.stringify(oauth.body), 'utf8');
      contentType = 'application/json; charset=utf-8';
      statusCode = oauth.status;
      Object.assign(headers, oauth.headers, {'Cache-Control': 'no-store', Pragma: 'no-cache'});
    } else if (INTEGRATOR_API.test(path)) {
      const xml = wantsXml(request.headers['content-type'], request.headers.accept);
      const problem = problemOf(refusal);
      statusCode = problem.status;
      ({body, contentType} = renderProblem(problem, xml));
      if (statusCode === 401) headers['WWW-Authenticate'] = bearerChallenge(refusal.body.message);
      if (SIGNED.test(path) && this.signing) headers['X-Signature'] = await this.signing.signDetached(body);
    } else {
      body = Buffer.from(JSON.stringify(refusal.body), 'utf8');
      contentType = 'application/json; charset=utf-8';
    }
    this.send(request, response, statusCode, {...headers, 'Content-Type': contentType}, body);
    this.logError(error, statusCode, request);
  }

  private send(request: Request, response: Response, status: number, headers: Record<string, string>, body: Buffer) {
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // Refused before its body was read (authentication comes before parsing): close rather than read a large one.
    if (closeRatherThanRead(request)) response.setHeader('Connection', 'close');
    response.status(status).end(body);
  }
}

/** RFC 6750 section 3: the challenge of a refused bearer token, with its error code. */
function bearerChallenge(message: unknown): string {
  const description = String(message ?? '').replace(/["\\]/g, '');
  const missing = /required/.test(description);
  return missing
    ? `Bearer realm="${WWW_AUTHENTICATE_REALM}"`
    : `Bearer realm="${WWW_AUTHENTICATE_REALM}", error="invalid_token", error_description="${description}"`;
}
