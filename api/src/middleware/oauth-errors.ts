import {RestError} from './rest-error';

/** The realm of the verification API's bearer challenges. */
export const WWW_AUTHENTICATE_REALM = 'voltcheck-verification';

/** RFC 6749 section 5.2's error codes. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

const CODES = new Set<string>([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
]);

/**
 * A refusal of the token endpoint as RFC 6749 section 5.2 says: `{error, error_description}`, 400
 * for everything but a client that failed to authenticate (401 with a Basic challenge, since
 * clients may authenticate by HTTP Basic). A provider that is not enabled stays 403
 * (server.md section 3) with `unauthorized_client`.
 */
export function oauthErrorOf(refusal: RestError): {
  status: number;
  body: Record<string, string>;
  headers: Record<string, string>;
} {
  const {statusCode, body} = refusal;
  const reason = String(body.code ?? '');
  const message = String(body.message ?? '');
  const error: OAuthErrorCode = CODES.has(reason)
    ? (reason as OAuthErrorCode)
    : statusCode === 401
      ? 'invalid_client'
      : statusCode === 403
        ? 'unauthorized_client'
        : 'invalid_request';
  const headers: Record<string, string> = {};
  if (statusCode === 401) headers['WWW-Authenticate'] = `Basic realm="${WWW_AUTHENTICATE_REALM}"`;
  // 401, 403, 413, 429 and 5xx keep their meaning; every other refusal is the 400 of section 5.2.
  const status = [401, 403, 413, 429].includes(statusCode) || statusCode >= 500 ? statusCode : 400;
  return {status, body: {error, error_description: message.replace(/^[a-z_]+: /, '')}, headers};
}
