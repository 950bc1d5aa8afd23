import {BindingScope, inject, injectable, service} from '@loopback/core';
import {createSecretKey, KeyObject} from 'node:crypto';
import jwt from 'jsonwebtoken';
import {AppCallAuthenticator} from '../../auth/app-call';
import {RateWindow} from '../../auth/rate-limit-window';
import {AppConfig} from '../../config';
import {PasswordService} from '../kernel/password.service';
import {idOfSubject} from '../kernel/token-subject';
import {ServiceError} from '../kernel/service-error';
import {AppProviderRepository, AppProviderRow} from './app-provider.repository';
import {ConfigBindings} from '../../config.keys';

export const APP_TOKEN_AUDIENCE = 'voltcheck-verification';
export const APP_TOKEN_TTL_SECONDS = 3600;

/** A token request as the edge read it: from the form (or JSON) body and the Authorization header. */
export interface TokenRequest {
  grantType?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  /** How many client authentication methods the request used (HTTP Basic, the body): RFC 6749 allows one. */
  clientAuthMethods: number;
}

const oauthError = (code: 'invalid_request' | 'unsupported_grant_type' | 'invalid_scope', description: string) =>
  new ServiceError(`${code}: ${description}`, 'VALIDATION', {reason: code});

/**
 * The app providers' bearer tokens: OAuth 2 client credentials, and on every verification call the
 * provider behind the token, still enabled, with its call counted (`@authenticate('app')` asks it).
 */
@injectable({scope: BindingScope.SINGLETON})
export class AppTokenService implements AppCallAuthenticator<AppProviderRow> {
  /** Made once: verifying with a raw string secret re-derives the key on every call. */
  private readonly key: KeyObject;

  constructor(
    @service(AppProviderRepository) private readonly providers: AppProviderRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'jwtSecret'>,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /**
   * OAuth 2 client credentials (RFC 6749 section 4.4): a short-lived bearer token for the verification
   * API. The refusals carry the RFC's error codes as their reason.
   */
  async issueToken(request: TokenRequest): Promise<{access_token: string; token_type: 'Bearer'; expires_in: number}> {
    const {grantType, clientId, clientSecret, scope} = request;
    if (request.clientAuthMethods > 1)
      throw oauthError('invalid_request', 'use one client authentication method, HTTP Basic or the form body');
    if (!grantType) throw oauthError('invalid_request', 'grant_type is required');
    if (grantType !== 'client_credentials')
      throw oauthError('unsupported_grant_type', 'only client_credentials is supported');
    if (scope?.trim()) throw oauthError('invalid_scope', 'this API defines no scopes: leave scope out');
    if (!clientId || clientSecret === undefined)
      throw new ServiceError(
        'invalid_client: client authentication is required (HTTP Basic or client_id and client_secret)',
        'UNAUTHORIZED',
        {
          reason: 'invalid_client',
        },
      );
    const credentials = await this.providers.findCredentials(clientId ?? '');
    const valid = credentials ? await this.passwords.verify(credentials.secret_hash, clientSecret ?? '') : false;
    if (!credentials || !valid)
      throw new ServiceError('invalid_client: unknown client_id or wrong client_secret', 'UNAUTHORIZED', {
        reason: 'invalid_client',
      });
    const provider = (await this.providers.findById(credentials.id))!;
    if (!provider.enabled)
      throw new ServiceError(`The app provider "${provider.name}" is not enabled (AllowedApps).`, 'FORBIDDEN');
    const accessToken = jwt.sign({client_id: clientId, name: provider.name}, this.key, {
      subject: String(provider.id),
      audience: APP_TOKEN_AUDIENCE,
      issuer: 'voltcheck',
      expiresIn: APP_TOKEN_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return {access_token: accessToken, token_type: 'Bearer', expires_in: APP_TOKEN_TTL_SECONDS};
  }

  /**
   * The provider behind an app token (401 for a bad token, 403 for a provider no longer enabled) and
   * the call counted in its rate window (rate_limit_increment of `calls`), in one round trip: the
   * verification API pays for every one.
   */
  async authenticateCall(
    authorization: string | undefined,
    calls: RateWindow,
  ): Promise<{provider: AppProviderRow; totalHits: number; resetTime: Date}> {
    const id = this.tokenSubject(authorization);
    const row = await this.providers.countCall(id, calls);
    const {hits, resetAt, ...provider} = this.usable(row);
    return {provider, totalHits: hits, resetTime: resetAt};
  }

  /** The provider id a bearer token of /api/v1/oauth/token names; 401 for a missing, invalid or expired one. */
  private tokenSubject(authorization: string | undefined): number {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!token)
      throw new ServiceError(
        'Authorization header with a bearer token from /api/v1/oauth/token is required.',
        'UNAUTHORIZED',
      );
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, this.key, {
        audience: APP_TOKEN_AUDIENCE,
        issuer: 'voltcheck',
        algorithms: ['HS256'],
      }) as jwt.JwtPayload;
    } catch (err) {
      throw new ServiceError(
        /expired/.test((err as Error).message) ? 'The token has expired.' : 'The token is invalid.',
        'UNAUTHORIZED',
      );
    }
    // jsonwebtoken accepts a token without `exp`; one that never expires is refused.
    if (typeof claims.exp !== 'number') throw new ServiceError('The token has no expiry.', 'UNAUTHORIZED');
    const providerId = idOfSubject(claims.sub);
    if (providerId === undefined) throw new ServiceError('The token names no app provider.', 'UNAUTHORIZED');
    return providerId;
  }

  /** 401 once the provider is gone, 403 while it is not enabled. */
  private usable<P extends AppProviderRow>(provider: P | undefined): P {
    if (!provider) throw new ServiceError('The app provider no longer exists.', 'UNAUTHORIZED');
    if (!provider.enabled)
      throw new ServiceError(`The app provider "${provider.name}" is not enabled (AllowedApps).`, 'FORBIDDEN');
    return provider;
  }
}
