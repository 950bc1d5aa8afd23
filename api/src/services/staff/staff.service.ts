import {BindingScope, inject, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {randomBytes} from 'node:crypto';
import {Caller, isAdmin} from '../kernel/caller';
import {assertAllowed} from '../kernel/admin-allow-list';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {ACCOUNT_MESSAGES, clean, ruleError} from '../kernel/account-rules';
import * as rules from '../kernel/account-rules';
import {recordAudit} from '../kernel/record-audit';
import {PasswordService} from '../kernel/password.service';
import {StorageService} from '../kernel/storage.service';
import {PermissionGrant, StaffPermissionRepository} from '../kernel/staff-permission.repository';
import {Queryable} from '../../database/transaction';
import {AppUserRepository} from '../accounts/app-user.repository';
import {AccountMailService} from '../accounts/account-mail.service';
import {UserTokenService} from '../accounts/user-token.service';
import {DistributorRepository} from '../registry/distributor.repository';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {checkImage, imageKey} from './profile-image';
import {StaffAccess, STAFF_FORBIDDEN as FORBIDDEN, STAFF_NOT_FOUND as NOT_FOUND} from './staff-access.service';
import {StaffCompany, StaffMember, toStaffMember} from './staff-member';
import * as input from './staff-input';
import {PERMISSION_NAMES, STAFF_MESSAGES, StaffForm} from './staff-input';
import {StaffPermissionGrants} from './staff-permission-grants.service';
import {StaffRepository, StaffRow} from './staff.repository';

/**
 * Staff members of document 001 (Staff) and 002 section 2.5: listed, added (invited), edited and removed by whom
 * StaffAccess allows, with the permissions StaffPermissionGrants allows. Administrators list any company's staff,
 * add staff for a given manufacturer and reset staff passwords.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffService {
  constructor(
    @service(StaffRepository) private readonly members: StaffRepository,
    @service(StaffPermissionRepository) private readonly permissions: StaffPermissionRepository,
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(StaffAccess) private readonly access: StaffAccess,
    @service(StaffPermissionGrants) private readonly grants: StaffPermissionGrants,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(UserTokenService) private readonly userTokens: UserTokenService,
    @service(AccountMailService) private readonly accountMail: AccountMailService,
    @service(StorageService) private readonly storage: StorageService,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  /** Refuses, before a form is read, a caller who may never add staff (administrators name the company in it). */
  async mayAdd(caller: Caller): Promise<void> {
    if (!isAdmin(caller)) await this.access.companyOf(caller);
  }

  async list(caller: Caller, target: {manufacturerId?: number; distributorId?: number} = {}): Promise<StaffMember[]> {
    const company = await this.access.companyOf(caller, target);
    const rows =
      company.kind === 'manufacturer'
        ? await this.members.listOfManufacturer(company.manufacturerId)
        : await this.members.listOfDistributor(company.distributorId);
    return this.cards(company, rows);
  }

  async get(caller: Caller, staffId: number): Promise<StaffMember> {
    const {company, row} = await this.access.staffOf(caller, staffId);
    return (await this.cards(company, [row]))[0];
  }

  /** Creates the account with its permissions and photo, then emails the set-password (activation) link. */
  async add(caller: Caller, form: StaffForm, photo?: Buffer): Promise<{staffId: number; message: string}> {
    const company = await this.access.companyOf(caller, {
      manufacturerId: input.idOf(form.ManufacturerId),
      distributorId: input.idOf(form.DistributorId),
    });
    if (isAdmin(caller) && company.kind === 'manufacturer' && !input.idOf(form.ManufacturerId))
      throw ruleError(STAFF_MESSAGES.missingManufacturer, 'ManufacturerId');
    input.checkAdd(form);
    const username = clean.text(form.UserName);
    if (await this.users.usernameTaken(username))
      throw ruleError(ACCOUNT_MESSAGES.usernameTaken, 'UserName', 'CONFLICT');
    const grant = await this.grants.grantOf(caller, company, form, true);
    const photoType = photo ? checkImage(photo, 'MyFile') : undefined;
    const changes = input.changesOf(form);
    const passwordHash = await this.passwords.hash(randomBytes(24).toString('base64url') + 'aA1@');
    let staffId: number;
    try {
      staffId = await this.members.transaction(async db => {
        const id = await this.members.create(db, {
          ...changes,
          username,
          passwordHash,
          role: company.kind === 'manufacturer' ? 'mstaff' : 'distributor_staff',
          manufacturerId: company.kind === 'manufacturer' ? company.manufacturerId : null,
          distributorId: company.kind === 'distributor' ? company.distributorId : null,
        });
        await this.permissions.grant(db, id, grant);
        await recordAudit(db, {
          userId: caller.id,
          action: 'staff.create',
          entity: 'User',
          entityId: id,
          after: await this.createdFacts(db, username, company, grant),
        });
        return id;
      });
    } catch (err) {
      if ((err as {code?: string}).code === '23505')
        throw ruleError(ACCOUNT_MESSAGES.usernameTaken, 'UserName', 'CONFLICT');
      throw err;
    }
    if (photo && photoType)
      await this.users.setPhoto(
        staffId,
        await this.storage.put(imageKey(`profile-photos/${staffId}`, photoType), photo),
      );
    // The invitation is a set-password link: a reset token, mailed as an invitation.
    const invited = {id: staffId, username, email: changes.email, firstName: changes.firstName};
    await this.accountMail.sendStaffInvitation(invited, await this.userTokens.issue(staffId, 'reset'));
    return {staffId, message: STAFF_MESSAGES.added};
  }

  async edit(caller: Caller, staffId: number, form: StaffForm): Promise<StaffMember> {
    if (isAdmin(caller)) throw FORBIDDEN();
    const {company} = await this.access.staffOf(caller, staffId);
    input.checkEdit(form);
    const grant = await this.grants.grantOf(caller, company, form, false);
    await this.members.transaction(async db => {
      await this.members.update(db, staffId, input.changesOf(form));
      await this.permissions.grant(db, staffId, grant);
    });
    return this.get(caller, staffId);
  }

  async remove(caller: Caller, staffId: number): Promise<string> {
    if (isAdmin(caller)) throw FORBIDDEN();
    await this.access.staffOf(caller, staffId);
    if (staffId === caller.id) throw ruleError(STAFF_MESSAGES.ownAccount, 'FilterText');
    await this.members.transaction(async db => {
      await this.members.remove(db, staffId);
      await this.permissions.revokeAll(db, staffId);
    });
    return STAFF_MESSAGES.deleted;
  }

  /**
   * Administrators on the settings allow-list only (as every change of another account's password):
   * sets a staff member's password (its sessions end, its lockout clears).
   */
  async resetPassword(
    caller: Caller,
    body: {UserId?: number | string; Password?: string; ConfirmPassword?: string},
  ): Promise<string> {
    if (!isAdmin(caller)) throw FORBIDDEN();
    assertAllowed(this.config, 'settings', caller);
    const userId = input.idOf(body.UserId);
    const row = userId !== undefined && userId < 2 ** 31 ? await this.members.find(userId) : undefined;
    if (!row) throw NOT_FOUND();
    rules.enforce(body, [['Password', rules.password]]);
    const mismatch = rules.confirmPassword(body.Password, body.ConfirmPassword);
    if (mismatch) throw ruleError(mismatch, 'ConfirmPassword');
    const hash = await this.passwords.hash(body.Password as string);
    // An administrator's change of someone else's account: audited with it (server.md section 10).
    await this.members.transaction(async db => {
      await this.members.resetPassword(db, row.id, hash);
      await recordAudit(db, {
        userId: caller.id,
        action: 'user.resetPassword',
        entity: 'User',
        entityId: row.id,
        after: {passwordReset: true},
      });
    });
    return STAFF_MESSAGES.reset;
  }

  /** What the audit entry of a new staff member says: its user name, company and permissions by name. */
  private async createdFacts(db: Queryable, userName: string, company: StaffCompany, grant: PermissionGrant) {
    const [name] =
      company.kind === 'manufacturer'
        ? await this.members.namesOf(db, 'manufacturer', [company.manufacturerId])
        : await this.members.namesOf(db, 'distributor', [company.distributorId]);
    const ids = [...new Set([...grant.values()].flat())].sort((x, y) => x - y);
    const manufacturers =
      company.kind === 'distributor' ? await this.members.namesOf(db, 'manufacturer', [...grant.keys()]) : [];
    return {
      userName,
      company: name ?? null,
      permissions: ids.map(id => PERMISSION_NAMES[id] ?? String(id)),
      ...(manufacturers.length ? {manufacturers} : {}),
    };
  }

  private async cards(company: StaffCompany, rows: StaffRow[]): Promise<StaffMember[]> {
    const linked =
      company.kind === 'distributor' ? await this.distributors.linkedManufacturers(company.distributorId) : [];
    const names =
      company.kind === 'manufacturer' ? await this.manufacturers.namesOf([company.manufacturerId]) : new Map();
    return rows.map(row => toStaffMember(row, company, linked, names));
  }
}
