import {asAuthStrategy, AuthenticationStrategy} from '@loopback/authentication';
import {inject, injectable} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {securityId, UserProfile} from '@loopback/security';
import {AppCallAuthenticator, CallingApp} from './app-call';
import {AuthBindings} from './auth.keys';
import {RATE_LIMIT_MESSAGE, RateWindow} from './rate-limit-window';

/** The prefix of app providers' keys in rate_limit_hit. */
export const APP_RATE_LIMIT_PREFIX = 'app-provider';

/** App providers' calls, counted per minute (their limit is each provider's calls per minute). */
export const APP_CALL_WINDOW: RateWindow = {key: id => `${APP_RATE_LIMIT_PREFIX}:${id}`, windowMs: 60_000};

export interface AppCaller<A extends CallingApp = CallingApp> extends UserProfile {
  provider: A;
}

/**
 * `@authenticate('app')`: the bearer token of POST /api/v1/oauth/token; 429 with Retry-After past the
 * provider's calls per minute (counted across replicas).
 */
@injectable(asAuthStrategy)
export class AppAuthenticationStrategy implements AuthenticationStrategy {
  name = 'app';
  constructor(@inject(AuthBindings.APP_CALL_AUTHENTICATOR) private readonly apps: AppCallAuthenticator) {}

  async authenticate(request: Request): Promise<AppCaller> {
    const {provider, totalHits, resetTime} = await this.apps.authenticateCall(
      request.headers.authorization,
      APP_CALL_WINDOW,
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
