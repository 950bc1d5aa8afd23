import {BindingScope, inject, injectable, service} from '@loopback/core';
import {Request} from 'express';
import {Strategy as PassportJwtStrategy, ExtractJwt, VerifiedCallback} from 'passport-jwt';
import {Caller, toCaller} from '../services/kernel/caller';
import {idOfSubject} from '../services/kernel/token-subject';
import {AppConfig} from '../config';
import {ConfigBindings} from '../config.keys';
import {CallerRepository} from './caller.repository';
import {TokenClaims} from './token.service';

/** Why a bearer token was refused; the REST layer answers 401 with this message. */
export class AuthenticationRefused extends Error {}

/**
 * Verifies the portal's bearer tokens with passport-jwt, then checks the account itself, so a
 * deactivated or locked account is refused at once whatever its token says. One instance serves
 * REST (the LoopBack strategy), GraphQL (the context) and live events (the socket handshake).
 */
@injectable({scope: BindingScope.SINGLETON})
export class JwtAuthenticator {
  private readonly strategy: PassportJwtStrategy;

  constructor(
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'jwtSecret'>,
    @service(CallerRepository) private readonly callers: CallerRepository,
  ) {
    this.strategy = new PassportJwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: config.jwtSecret,
        algorithms: ['HS256'],
        issuer: 'voltcheck',
      },
      (claims: TokenClaims & {aud?: unknown}, done: VerifiedCallback) => {
        // App-provider tokens (verification API) carry an audience; portal tokens never do.
        if (claims.aud !== undefined) return done(null, false, {message: 'The token is not a portal token.'});
        // jsonwebtoken accepts a token without `exp`; a bearer token that never expires is refused.
        if (typeof claims.exp !== 'number') return done(null, false, {message: 'The token has no expiry.'});
        const userId = idOfSubject(claims.sub);
        if (userId === undefined) return done(null, false, {message: 'The token names no account.'});
        this.loadCaller(userId, claims.tv ?? 0).then(
          caller => done(null, caller),
          err => (err instanceof AuthenticationRefused ? done(null, false, {message: err.message}) : done(err)),
        );
      },
    );
  }

  /**
   * Loads an account as a Caller, or explains why it may not act now (every token meets this check; so
   * does a sign-in). `tokenVersion`: the token's `tv`, refused once a password change or reset raised the account's.
   */
  async loadCaller(userId: number, tokenVersion?: number): Promise<Caller> {
    const row = await this.callers.find(userId);
    if (!row) throw new AuthenticationRefused('The account no longer exists.');
    if (tokenVersion !== undefined && tokenVersion !== row.token_version)
      throw new AuthenticationRefused('The token was ended by a password change: sign in again.');
    if (!row.is_active) throw new AuthenticationRefused('The account is deactivated.');
    if (!row.email_confirmed) throw new AuthenticationRefused('The account is not activated.');
    if (row.lockout_end && new Date(row.lockout_end) > new Date())
      throw new AuthenticationRefused('The account is locked.');
    return toCaller(row);
  }

  /** Resolves the caller, `undefined` when no token was sent; rejects when a token is refused. */
  authenticate(req: Pick<Request, 'headers'>): Promise<Caller | undefined> {
    if (!req.headers.authorization) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const run = Object.create(this.strategy) as PassportJwtStrategy & {
        success: (user: Caller) => void;
        fail: (info?: unknown) => void;
        error: (err: Error) => void;
      };
      run.success = user => resolve(user);
      run.fail = info => {
        const message =
          typeof info === 'object' && info && 'message' in info ? String(info.message) : String(info ?? '');
        reject(
          new AuthenticationRefused(
            /expired/i.test(message) ? 'The token has expired.' : message || 'The token is invalid.',
          ),
        );
      };
      run.error = err => reject(err);
      run.authenticate(req as Request, {});
    });
  }
}
