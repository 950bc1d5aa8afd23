import {AuthenticationStrategy} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {securityId, UserProfile} from '@loopback/security';
import {PgRateLimitStore} from '../interceptors/pg-rate-limit.store';
import {RATE_LIMIT_MESSAGE} from '../interceptors/rate-limit.interceptor';
import {AppProvider, AppProviderService} from '../services/verification/app-provider.service';
import {APP_PROVIDER_SERVICE} from '../services/keys';

/** The calls-per-minute counters of app providers (one store per application). */
export const APP_RATE_LIMIT_STORE = 'voltcheck.appRateLimitStore';
/** Their keys' prefix in rate_limit_hit. */
export const APP_RATE_LIMIT_PREFIX = 'app-provider';

export interface AppCaller extends UserProfile {
  provider: AppProvider;
}

/**
 * `@authenticate('app')`: the bearer token of POST /api/v1/oauth/token; 403 once the provider is
 * disabled; 429 with Retry-After past the provider's calls per minute (counted across replicas).
 */
export class AppAuthenticationStrategy implements AuthenticationStrategy {
  name = 'app';
  constructor(
    @inject(APP_PROVIDER_SERVICE) private readonly providers: AppProviderService,
    @inject(APP_RATE_LIMIT_STORE) private readonly store: PgRateLimitStore,
  ) {}

  async authenticate(request: Request): Promise<AppCaller> {
    const {provider, totalHits, resetTime} = await this.providers.authenticateCall(
      request.headers.authorization,
      this.store,
    );
    if (totalHits > provider.ratePerMinute) {
      const retryAfter = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
      throw Object.assign(new HttpErrors.TooManyRequests(RATE_LIMIT_MESSAGE), {
        headers: {'Retry-After': String(retryAfter)},
      });
    }
    return {[securityId]: `app:${provider.id}`, provider};
  }
}
