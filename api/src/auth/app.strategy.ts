import {AuthenticationStrategy} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {securityId, UserProfile} from '@loopback/security';
import {PgRateLimitStore} from './pg-rate-limit.store';
import {RATE_LIMIT_MESSAGE} from '../interceptors/rate-limit.interceptor';
import {AuthBindings} from '../keys';

/** The prefix of app providers' keys in rate_limit_hit. */
export const APP_RATE_LIMIT_PREFIX = 'app-provider';

/** A rate window: the key of a call count in rate_limit_hit, and the window's length. */
export interface RateWindow {
  key(id: string): string;
  windowMs: number;
}

/** What the strategy needs of a calling app: its id and its calls per minute. */
export interface CallingApp {
  id: number;
  ratePerMinute: number;
}

/**
 * Identifies the app behind a bearer token and counts its call in `calls`: the app providers do it
 * (bound under AuthBindings.APP_CALL_AUTHENTICATOR), refusing with their own errors.
 */
export interface AppCallAuthenticator<A extends CallingApp = CallingApp> {
  authenticateCall(
    authorization: string | undefined,
    calls: RateWindow,
  ): Promise<{provider: A; totalHits: number; resetTime: Date}>;
}

export interface AppCaller<A extends CallingApp = CallingApp> extends UserProfile {
  provider: A;
}

/**
 * `@authenticate('app')`: the bearer token of POST /api/v1/oauth/token; 429 with Retry-After past the
 * provider's calls per minute (counted across replicas).
 */
export class AppAuthenticationStrategy implements AuthenticationStrategy {
  name = 'app';
  constructor(
    @inject(AuthBindings.APP_CALL_AUTHENTICATOR) private readonly apps: AppCallAuthenticator,
    @inject(AuthBindings.APP_RATE_LIMIT_STORE) private readonly store: PgRateLimitStore,
  ) {}

  async authenticate(request: Request): Promise<AppCaller> {
    const {provider, totalHits, resetTime} = await this.apps.authenticateCall(
      request.headers.authorization,
      this.store,
    );
    const reset = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
    // The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), on every answer of an identified provider.
    request.res?.setHeader('RateLimit-Limit', String(provider.ratePerMinute));
    request.res?.setHeader('RateLimit-Remaining', String(Math.max(0, provider.ratePerMinute - totalHits)));
    request.res?.setHeader('RateLimit-Reset', String(reset));
    request.res?.setHeader('RateLimit-Policy', `${provider.ratePerMinute};w=60`);
    if (totalHits > provider.ratePerMinute) {
      const retryAfter = reset;
      throw Object.assign(new HttpErrors.TooManyRequests(RATE_LIMIT_MESSAGE), {
        headers: {'Retry-After': String(retryAfter)},
      });
    }
    return {[securityId]: `app:${provider.id}`, provider};
  }
}
