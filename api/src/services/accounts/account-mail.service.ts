import {BindingScope, inject, injectable, service} from '@loopback/core';
import {AppConfig} from '../../config';
import {MailService} from '../kernel/mail.service';
import {USER_TOKEN_TTL_HOURS} from './user-token.service';
import {ConfigBindings} from '../../config.keys';

interface Recipient {
  id: number;
  username: string;
  email: string;
  firstName?: string;
}

/** The account emails (activation, password reset) and the one place their links are built. */
@injectable({scope: BindingScope.SINGLETON})
export class AccountMailService {
  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: AppConfig,
    @service(MailService) private readonly mail: MailService,
  ) {}

  activationLink(userId: number, token: string): string {
    return `${this.config.publicUrl}/activate?uid=${userId}&token=${encodeURIComponent(token)}`;
  }

  resetLink(userId: number, email: string, token: string): string {
    return `${this.config.publicUrl}/resetpassword?uid=${userId}&email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  }

  async sendActivation(user: Recipient, token: string): Promise<void> {
    const link = this.activationLink(user.id, token);
    this.logLink('activation', user, link);
    await this.mail.send({
      to: user.email,
      subject: 'Activate your VoltCheck account',
      text:
        `${this.greeting(user)}\n\nThank you for registering with VoltCheck (user name ${user.username}).\n` +
        `Open this link to activate your account:\n\n${link}\n\nThe link works once and expires in ${USER_TOKEN_TTL_HOURS} hours.\n`,
    });
  }

  async sendReset(user: Recipient, token: string): Promise<void> {
    const link = this.resetLink(user.id, user.email, token);
    this.logLink('password reset', user, link);
    await this.mail.send({
      to: user.email,
      subject: 'Reset your VoltCheck password',
      text:
        `${this.greeting(user)}\n\nA password reset was requested for the VoltCheck account ${user.username}.\n` +
        `Open this link to set a new password:\n\n${link}\n\nThe link works once and expires in ${USER_TOKEN_TTL_HOURS} hours. ` +
        'If you did not ask for this, ignore this email: your password stays as it is.\n',
    });
  }

  /** A new staff member's activation: the link sets its first password, which also confirms its address. */
  async sendStaffInvitation(user: Recipient, token: string): Promise<void> {
    const link = this.resetLink(user.id, user.email, token);
    this.logLink('staff activation', user, link);
    await this.mail.send({
      to: user.email,
      subject: 'Activate your VoltCheck staff account',
      text:
        `${this.greeting(user)}\n\nA VoltCheck staff account was created for you (user name ${user.username}).\n` +
        `Open this link to activate it and choose your password:\n\n${link}\n\n` +
        `The link works once and expires in ${USER_TOKEN_TTL_HOURS} hours.\n`,
    });
  }

  private greeting(user: Recipient): string {
    return `Hello ${user.firstName || user.username},`;
  }

  /** Without SMTP (embedded default, tests) the log prints the link (server.md section 8). */
  private logLink(kind: string, user: Recipient, link: string): void {
    if (!this.config.smtpUrl && this.config.env !== 'production' && this.config.env !== 'test') {
      console.log(`[voltcheck] ${kind} link for ${user.username}: ${link}`);
    }
  }
}
