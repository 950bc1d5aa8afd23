import {BindingScope, injectable, service} from '@loopback/core';
import {IsolationLevel, repository} from '@loopback/repository';
import {AppUserRepository} from './app-user.repository';
import {ApprovedListRepository, DistributorRepository, ManufacturerRepository} from '../registry';
import * as rules from '../kernel/account-rules';
import {ACCOUNT_MESSAGES, clean, ruleError} from '../kernel/account-rules';
import {AccountMailService} from './account-mail.service';
import {PasswordService} from '../kernel/password.service';
import {UserTokenRefused, UserTokenService} from './user-token.service';

/** The registration user of document 000 section 3. */
export interface Registration {
  Username?: string;
  Password?: string;
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Mobile?: string;
  CompanyName?: string;
  AbnNo?: string;
  Phone?: string;
  UploadFrequency?: number | string;
  Supplier?: boolean;
  Address?: string;
  PlaceId?: string;
  AddressLine1?: string;
}

export const REGISTRATION_MESSAGE = 'Registration successful. Please check your email to activate your account.';
export const ACTIVATION_MESSAGES = {
  success: 'Account activated succesfully, please Login to start uploading the product serials.',
  invalid: 'Invalid token. The activation link is incorrect or has already been used.',
  alreadyActive: 'Your account is already activated, please Login.',
  expired: 'The activation link has expired. A new activation link has been sent to your email address.',
} as const;

/** Field by field, in the order of the registration form. */
const REGISTRATION_CHECKS: Array<[keyof Registration & string, rules.Check]> = [
  ['Username', rules.required],
  ['Password', rules.password],
  ['FirstName', rules.required],
  ['LastName', rules.required],
  ['Email', rules.email],
  ['Mobile', rules.registrationMobile],
  ['CompanyName', rules.required],
  ['AbnNo', rules.abn],
  ['Phone', rules.companyPhone],
  ['UploadFrequency', rules.uploadFrequency],
  ['Address', rules.required],
  ['AddressLine1', rules.required],
];

/** A unique index said no: a concurrent registration won the race. */
function uniqueViolation(err: unknown): string | undefined {
  const e = err as {code?: string; constraint?: string};
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** Registration of a manufacturer (role madmin) or a supplier (role supplier), and its activation. */
@injectable({scope: BindingScope.SINGLETON})
export class RegistrationService {
  constructor(
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(ApprovedListRepository) private readonly approved: ApprovedListRepository,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(UserTokenService) private readonly userTokens: UserTokenService,
    @service(AccountMailService) private readonly mail: AccountMailService,
  ) {}

  /** Enforces every rule, creates company, user and activation token in one transaction, then queues the email. */
  async register(input: Registration): Promise<{userId: number}> {
    rules.enforce(input, REGISTRATION_CHECKS);
    const username = clean.text(input.Username);
    const supplier = input.Supplier === true;
    const companyName = clean.text(input.CompanyName);
    if (await this.users.findByUsername(username))
      throw ruleError(ACCOUNT_MESSAGES.usernameTaken, 'Username', 'CONFLICT');
    const registered = supplier
      ? this.distributors.existsByName(companyName)
      : this.manufacturers.existsByName(companyName);
    if (await registered) throw ruleError(ACCOUNT_MESSAGES.companyRegistered, 'CompanyName', 'CONFLICT');
    const listed = await this.approved.find(companyName, supplier ? 'supplier' : 'manufacturer');
    if (!listed) throw ruleError(ACCOUNT_MESSAGES.companyNotApproved, 'CompanyName');

    const company = {
      name: listed.name,
      abn: clean.digits(input.AbnNo),
      phone: clean.digits(input.Phone),
      email: clean.text(input.Email),
      address: clean.text(input.Address),
      addressLine1: clean.text(input.AddressLine1),
      placeId: clean.text(input.PlaceId) || null,
      uploadFrequency: Number(input.UploadFrequency),
    };
    const passwordHash = await this.passwords.hash(input.Password as string);
    const tx = await this.users.beginTransaction(IsolationLevel.READ_COMMITTED);
    try {
      const options = {transaction: tx};
      const owner = supplier
        ? {role: 'supplier' as const, distributorId: (await this.distributors.create(company, options)).id}
        : {
            role: 'madmin' as const,
            manufacturerId: (await this.manufacturers.create({...company, brandId: listed.brandId!}, options)).id,
          };
      const user = await this.users.create(
        {
          username,
          email: company.email,
          passwordHash,
          firstName: clean.text(input.FirstName),
          lastName: clean.text(input.LastName),
          mobile: clean.digits(input.Mobile),
          emailConfirmed: false,
          ...owner,
        },
        options,
      );
      const token = await this.userTokens.issue(user.id, 'activate', options);
      await tx.commit();
      await this.mail.sendActivation(user, token);
      return {userId: user.id};
    } catch (err) {
      if (tx.isActive()) await tx.rollback();
      const constraint = uniqueViolation(err);
      if (constraint === undefined) throw err;
      if (constraint.startsWith('app_user')) throw ruleError(ACCOUNT_MESSAGES.usernameTaken, 'Username', 'CONFLICT');
      throw ruleError(ACCOUNT_MESSAGES.companyRegistered, 'CompanyName', 'CONFLICT');
    }
  }

  /** Confirms the email of the account the link was sent to. */
  async activate(input: {UserId?: number | string; Token?: string}): Promise<string> {
    const userId = Number(input.UserId);
    const token = clean.text(input.Token);
    if (!Number.isInteger(userId) || userId <= 0) throw ruleError(ACTIVATION_MESSAGES.invalid, 'UserId');
    if (!token) throw ruleError(ACCOUNT_MESSAGES.required, 'Token');
    const tx = await this.users.beginTransaction(IsolationLevel.READ_COMMITTED);
    try {
      await this.userTokens.consume(userId, 'activate', token, {transaction: tx});
      await this.users.updateById(userId, {emailConfirmed: true, updatedAt: new Date()}, {transaction: tx});
      await tx.commit();
      return ACTIVATION_MESSAGES.success;
    } catch (err) {
      if (tx.isActive()) await tx.rollback();
      if (!(err instanceof UserTokenRefused)) throw err;
      const user = await this.users.findOne({where: {id: userId}});
      if (err.reason === 'invalid') {
        throw ruleError(
          err.usedAt && user?.emailConfirmed ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.invalid,
          'Token',
        );
      }
      // Expired: the account's own address gets a fresh link, unless it is active or has an open link already.
      if (!user || user.emailConfirmed)
        throw ruleError(user ? ACTIVATION_MESSAGES.alreadyActive : ACTIVATION_MESSAGES.invalid, 'Token');
      if (!(await this.userTokens.hasOpen(user.id, 'activate'))) {
        await this.mail.sendActivation(user, await this.userTokens.issue(user.id, 'activate'));
      }
      throw ruleError(ACTIVATION_MESSAGES.expired, 'Token');
    }
  }
}
