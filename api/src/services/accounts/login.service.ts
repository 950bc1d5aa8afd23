import {randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {AuthenticationRefused, JwtAuthenticator} from '../../auth/jwt-authenticator';
import {TokenService} from '../../auth/token.service';
import {AppConfig} from '../../config';
import {AppUserRepository} from './app-user.repository';
import {ACCOUNT_MESSAGES, ruleError} from '../kernel/account-rules';
import {PasswordService} from '../kernel/password.service';
import {ConfigBindings} from '../../config.keys';
import {Caller} from '../kernel/caller';

export interface Credentials {
  Username?: string;
  Password?: string;
}

/**
 * Sign-in: claims the attempt against the lockout, checks the password (always running one hash
 * comparison, so an unknown or locked user name costs the same time), and issues the bearer token.
 * Every refusal answers 401 with one message, whatever was wrong.
 */
@injectable({scope: BindingScope.SINGLETON})
export class LoginService {
  private dummyHash?: Promise<string>;

  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(TokenService) private readonly tokens: TokenService,
    @service(JwtAuthenticator) private readonly authenticator: JwtAuthenticator,
    @inject(ConfigBindings.CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn({Username, Password}: Credentials): Promise<string> {
    const username = typeof Username === 'string' ? Username.trim() : '';
    const password = typeof Password === 'string' ? Password : '';
    if (!username) throw ruleError(ACCOUNT_MESSAGES.required, 'Username');
    if (!password) throw ruleError(ACCOUNT_MESSAGES.required, 'Password');

    // The attempt is counted before its password is checked: once the account is locked, no attempt is evaluated.
    const claimed = await this.users.claimLoginAttempt(username, this.config.lockout);
    const matches = await this.passwords.verify(claimed?.passwordHash ?? (await this.unknownUserHash()), password);
    if (!claimed || !matches) throw this.refused();
    await this.users.clearLockout(claimed.id);

    try {
      // One home for "may this account act now" and its manufacturer list: the same check every token meets.
      const caller = await this.authenticator.loadCaller(claimed.id);
      return this.tokens.issue(caller);
    } catch (err) {
      if (err instanceof AuthenticationRefused) throw this.refused();
      throw err;
    }
  }

  /** A fresh token of the signed-in caller's session (same expiry) carrying its current manufacturers. */
  renew(caller: Caller, bearer: string): string {
    return this.tokens.renew(caller, bearer.replace(/^Bearer\s+/i, ''));
  }

  private refused() {
    return ruleError(ACCOUNT_MESSAGES.loginFailed, undefined, 'UNAUTHORIZED');
  }

  /** A real argon2id hash of a random secret, so unknown users cost one full comparison too. */
  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= this.passwords.hash(randomBytes(24).toString('base64url'));
    return this.dummyHash;
  }
}
