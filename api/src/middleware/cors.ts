import type {CorsOptions} from 'cors';
import type {IncomingMessage} from 'node:http';

/** The verification API's answer headers a browser client may read (docs/security.md, "Errors, tokens and CORS"). */
export const EXPOSED_HEADERS = [
  'X-Signature',
  'Retry-After',
  'Idempotent-Replay',
  'Serial-Status',
  'Serial-Status-Truncated',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'WWW-Authenticate',
];

/** Whether a cross-site browser origin may call the API: one of CORS_ORIGINS, or any with '*'. */
export function originAllowed(origin: string | undefined, allowed: string[] | '*'): boolean {
  return !!origin && (allowed === '*' || allowed.includes(origin));
}

/**
 * CORS for REST, /graphql and the static apps (LoopBack's `rest.cors`): only the configured origins
 * get Access-Control-Allow-Origin; none by default (same origin only). Credentials are never allowed:
 * the API authenticates by bearer token, never by cookie, so no origin ever needs them.
 */
export function corsOptions(allowed: string[] | '*'): CorsOptions {
  return {
    origin: allowed === '*' ? '*' : (origin, callback) => callback(null, originAllowed(origin, allowed)),
    credentials: false,
    methods: 'GET,HEAD,PUT,PATCH,POST,DELETE',
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  };
}

/**
 * socket.io's handshake check: a browser's Origin must be the server's own (same host) or an allowed
 * one; clients that send no Origin (apps, servers) are judged by their token alone.
 */
export function socketOriginAllowed(request: IncomingMessage, allowed: string[] | '*'): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (originAllowed(origin, allowed)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
