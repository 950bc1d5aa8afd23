import {randomBytes} from 'node:crypto';
import {inject} from '@loopback/core';
import {repository} from '@loopback/repository';
import {AuthenticationRefused, JwtAuthenticator} from '../../auth/jwt-authenticator';
import {TokenService} from '../../auth/token.service';
import {AppConfig} from '../../config';
import {AppUserRepository} from '../../repositories';
import {ACCOUNT_MESSAGES, ruleError} from './account-rules';
import {PasswordService} from '../kernel/password.service';
import {AuthBindings, KernelBindings, VoltCheckBindings} from '../../keys';

export interface Credentials {
  Username?: string;
  Password?: string;
}

/**
 * Sign-in: checks the password (always running one hash comparison, so an unknown user name
 * costs the same time), counts failures into a lockout, and issues the bearer token. Every
 * refusal answers 401 with one message, whatever was wrong.
 */
export class LoginService {
  private dummyHash?: Promise<string>;

  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @inject(KernelBindings.PASSWORD_SERVICE) private readonly passwords: PasswordService,
    @inject(AuthBindings.TOKEN_SERVICE) private readonly tokens: TokenService,
    @inject(AuthBindings.JWT_AUTHENTICATOR) private readonly authenticator: JwtAuthenticator,
    @inject(VoltCheckBindings.CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn({Username, Password}: Credentials): Promise<string> {
    const username = typeof Username === 'string' ? Username.trim() : '';
    const password = typeof Password === 'string' ? Password : '';
    if (!username) throw ruleError(ACCOUNT_MESSAGES.required, 'Username');
    if (!password) throw ruleError(ACCOUNT_MESSAGES.required, 'Password');

    const user = await this.users.findByUsername(username);
    const matches = await this.passwords.verify(user?.passwordHash ?? (await this.unknownUserHash()), password);
    if (!user) throw this.refused();
    // A locked account is refused even with the right password, and its lockout is not extended.
    if (user.isLockedOut()) throw this.refused();
    if (!matches) {
      await this.users.recordFailedLogin(user.id, this.config.lockout);
      throw this.refused();
    }
    if (user.failedLogins || user.lockoutEnd) await this.users.clearLockout(user.id);

    try {
      // One home for "may this account act now" and its manufacturer list: the same check every token meets.
      const caller = await this.authenticator.loadCaller(user.id);
      return this.tokens.issue(caller);
    } catch (err) {
      if (err instanceof AuthenticationRefused) throw this.refused();
      throw err;
    }
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
