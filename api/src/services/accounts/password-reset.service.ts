import {BindingScope, injectable, service} from '@loopback/core';
import {IsolationLevel, repository} from '@loopback/repository';
import {AppUserRepository} from './app-user.repository';
import * as rules from '../kernel/account-rules';
import {clean, ruleError} from '../kernel/account-rules';
import {AccountMailService} from './account-mail.service';
import {PasswordService} from '../kernel/password.service';
import {UserTokenRefused, UserTokenService} from './user-token.service';

/** The password reset payload of document 000 section 3. */
export interface PasswordReset {
  UserId?: number | string;
  Email?: string;
  Token?: string;
  Password?: string;
}

export const RESET_MESSAGES = {
  sent: 'Password reset link has been sent to your email address.',
  notFound:
    'Account reset failed, We are unable to find account associated with the provided email, please try with correct email address.',
  success: 'Password changed succesfully.',
  invalid: 'Invalid token. The reset link is incorrect or has already been used.',
  expired: 'The reset link has expired, please request a new one.',
} as const;

/** Forgot password (emailed link) and reset password (from that link). */
@injectable({scope: BindingScope.SINGLETON})
export class PasswordResetService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(UserTokenService) private readonly userTokens: UserTokenService,
    @service(AccountMailService) private readonly mail: AccountMailService,
  ) {}

  /** Emails a reset link to every account registered with the address (one link per account). */
  async forgot(emailInput: unknown): Promise<string> {
    const email = clean.text(emailInput);
    const problem = rules.email(email);
    if (problem) throw ruleError(problem, 'Email');
    const accounts = await this.users.findByEmail(email);
    if (!accounts.length) throw ruleError(RESET_MESSAGES.notFound, 'Email', 'NOT_FOUND');
    for (const user of accounts) {
      await this.mail.sendReset(user, await this.userTokens.issue(user.id, 'reset'));
    }
    return RESET_MESSAGES.sent;
  }

  /**
   * Sets a new password from an emailed link. The link must be the account's, unused and
   * unexpired, and Email must be the account's. A reset also ends any lockout and, since
   * following the link proves the address, confirms the email. Every token of the account ends.
   */
  async reset(input: PasswordReset): Promise<string> {
    const userId = Number(input.UserId);
    const token = clean.text(input.Token);
    const email = clean.text(input.Email);
    if (!Number.isInteger(userId) || userId <= 0) throw ruleError(RESET_MESSAGES.invalid, 'UserId');
    if (!token) throw ruleError(rules.ACCOUNT_MESSAGES.required, 'Token');
    const emailProblem = rules.email(email);
    if (emailProblem) throw ruleError(emailProblem, 'Email');
    const user = await this.users.findOne({where: {id: userId}});
    if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw ruleError(RESET_MESSAGES.invalid, 'Token');
    await this.refusing(() => this.userTokens.check(userId, 'reset', token));
    rules.enforce(input, [['Password', rules.password]]);

    const passwordHash = await this.passwords.hash(input.Password as string);
    const tx = await this.users.beginTransaction(IsolationLevel.READ_COMMITTED);
    try {
      await this.refusing(() => this.userTokens.consume(userId, 'reset', token, {transaction: tx}));
      await this.users.setPassword(userId, passwordHash, {transaction: tx});
      await this.users.updateById(
        userId,
        {failedLogins: 0, lockoutEnd: null, emailConfirmed: true, updatedAt: new Date()},
        {transaction: tx},
      );
      await tx.commit();
    } catch (err) {
      if (tx.isActive()) await tx.rollback();
      throw err;
    }
    return RESET_MESSAGES.success;
  }

  private async refusing(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof UserTokenRefused)) throw err;
      throw ruleError(err.reason === 'expired' ? RESET_MESSAGES.expired : RESET_MESSAGES.invalid, 'Token');
    }
  }
}
