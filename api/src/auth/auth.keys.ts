import {BindingKey} from '@loopback/core';
import type {AppCallAuthenticator} from './app-call';
import type {JwtAuthenticator} from './jwt-authenticator';
import type {RateLimitRepository} from './rate-limit.repository';
import type {TokenService} from './token.service';

export namespace AuthBindings {
  export const TOKEN_SERVICE = BindingKey.create<TokenService>('auth.TokenService');
  /** One authenticator for REST (the jwt strategy), GraphQL (the edge) and live events (the handshake). */
  export const JWT_AUTHENTICATOR = BindingKey.create<JwtAuthenticator>('auth.JwtAuthenticator');
  /**
   * What `@authenticate('app')` asks to identify an app and count its call. The app providers answer it:
   * the verification feature binds its app tokens here (auth knows no feature).
   */
  export const APP_CALL_AUTHENTICATOR = BindingKey.create<AppCallAuthenticator>('auth.AppCallAuthenticator');
  /** The counts of rate-limited calls (the rate-limit interceptor's buckets, the upload quota). */
  export const RATE_LIMIT_REPOSITORY = BindingKey.create<RateLimitRepository>('auth.RateLimitRepository');
}
