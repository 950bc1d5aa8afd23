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
import {ServiceError} from '../kernel/service-error';
import {StorageService} from '../kernel/storage.service';
import {checkImage, imageKey} from './profile-image';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {PermissionGrant, StaffPermissionRepository} from '../kernel/staff-permission.repository';
import {AppUserRepository} from '../accounts/app-user.repository';
import {AccountMailService} from '../accounts/account-mail.service';
import {UserTokenService} from '../accounts/user-token.service';
import {StaffCompany, StaffMember, toStaffMember} from './staff-member';
import * as input from './staff-input';
import {PERMISSION_NAMES, STAFF_MESSAGES, StaffForm} from './staff-input';
import {Queryable} from '../../database/transaction';
import {DistributorRepository} from '../registry/distributor.repository';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {StaffRepository, StaffRow} from './staff.repository';

const NOT_FOUND = () => new ServiceError('No staff member has this id.', 'NOT_FOUND', {field: 'staffId'});
const FORBIDDEN = () => new ServiceError('You do not have permission to do this.', 'FORBIDDEN');

/**
 * Staff members of document 001 (Staff) and 002 section 2.5. Manufacturers (madmin, manufacturer) manage
 * their mstaff; mstaff need Manage Staff; distributors (mdistributor) manage their distributor staff,
 * distributor staff need Manage Staff for each manufacturer they grant; plain suppliers have no staff.
 * Administrators list any company's staff, add staff for a given manufacturer and reset staff passwords.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffService {
  constructor(
    @service(StaffRepository) private readonly members: StaffRepository,
    @service(StaffPermissionRepository) private readonly permissions: StaffPermissionRepository,
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(PasswordService) private readonly passwords: PasswordService,
    @service(UserTokenService) private readonly userTokens: UserTokenService,
    @service(AccountMailService) private readonly accountMail: AccountMailService,
    @service(StorageService) private readonly storage: StorageService,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  /** The company whose staff the caller manages (`target` names it for administrators). */
  async companyOf(
    caller: Caller,
    target: {manufacturerId?: number; distributorId?: number} = {},
  ): Promise<StaffCompany> {
    if (isAdmin(caller)) {
      if (target.distributorId !== undefined) {
        if (!(await this.distributors.exists(target.distributorId)))
          throw new ServiceError('No distributor has this id.', 'NOT_FOUND', {field: 'distributorId'});
        return {kind: 'distributor', distributorId: target.distributorId};
      }
      if (target.manufacturerId === undefined) throw ruleError(STAFF_MESSAGES.missingManufacturer, 'ManufacturerId');
      if (!(await this.manufacturers.exists(target.manufacturerId)))
        throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND', {field: 'manufacturerId'});
      return {kind: 'manufacturer', manufacturerId: target.manufacturerId};
    }
    // A company named by a non-administrator must be its own: another answers as an unknown one.
    if (target.manufacturerId !== undefined && !caller.manufacturerIds.includes(target.manufacturerId))
      throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND', {field: 'manufacturerId'});
    if (target.distributorId !== undefined && target.distributorId !== caller.distributorId)
      throw new ServiceError('No distributor has this id.', 'NOT_FOUND', {field: 'distributorId'});
    switch (caller.role) {
      case 'madmin':
      case 'manufacturer':
      case 'mstaff':
        if (caller.manufacturerId === null) throw FORBIDDEN();
        await this.tenancy.scopeOf(caller, caller.manufacturerId, PERMISSION.manageStaff);
        return {kind: 'manufacturer', manufacturerId: caller.manufacturerId};
      case 'mdistributor':
      case 'distributor_staff':
        if (caller.distributorId === null || !(await this.tenancy.mayEver(caller, PERMISSION.manageStaff)))
          throw FORBIDDEN();
        return {kind: 'distributor', distributorId: caller.distributorId};
      default:
        throw FORBIDDEN();
    }
  }

  /** Refuses, before a form is read, a caller who may never add staff (administrators name the company in it). */
  async mayAdd(caller: Caller): Promise<void> {
    if (!isAdmin(caller)) await this.companyOf(caller);
  }

  async list(caller: Caller, target: {manufacturerId?: number; distributorId?: number} = {}): Promise<StaffMember[]> {
    const company = await this.companyOf(caller, target);
    const rows =
      company.kind === 'manufacturer'
        ? await this.members.listOfManufacturer(company.manufacturerId)
        : await this.members.listOfDistributor(company.distributorId);
    return this.cards(company, rows);
  }

  async get(caller: Caller, staffId: number): Promise<StaffMember> {
    const {company, row} = await this.staffOf(caller, staffId);
    return (await this.cards(company, [row]))[0];
  }

  /** Creates the account with its permissions and photo, then emails the set-password (activation) link. */
  async add(caller: Caller, form: StaffForm, photo?: Buffer): Promise<{staffId: number; message: string}> {
    const company = await this.companyOf(caller, {
      manufacturerId: input.idOf(form.ManufacturerId),
      distributorId: input.idOf(form.DistributorId),
    });
    if (isAdmin(caller) && company.kind === 'manufacturer' && !input.idOf(form.ManufacturerId))
      throw ruleError(STAFF_MESSAGES.missingManufacturer, 'ManufacturerId');
    input.checkAdd(form);
    const username = clean.text(form.UserName);
    if (await this.users.usernameTaken(username))
      throw ruleError(ACCOUNT_MESSAGES.usernameTaken, 'UserName', 'CONFLICT');
    const grant = await this.grantOf(caller, company, form, true);
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
    const {company} = await this.staffOf(caller, staffId);
    input.checkEdit(form);
    const grant = await this.grantOf(caller, company, form, false);
    await this.members.transaction(async db => {
      await this.members.update(db, staffId, input.changesOf(form));
      await this.permissions.grant(db, staffId, grant);
    });
    return this.get(caller, staffId);
  }

  async remove(caller: Caller, staffId: number): Promise<string> {
    if (isAdmin(caller)) throw FORBIDDEN();
    await this.staffOf(caller, staffId);
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

  /** A staff member the caller manages (NOT_FOUND for any other id, as for an unknown one). */
  async staffOf(caller: Caller, staffId: number): Promise<{company: StaffCompany; row: StaffRow}> {
    const row =
      Number.isInteger(staffId) && staffId > 0 && staffId < 2 ** 31 ? await this.members.find(staffId) : undefined;
    if (!row) throw NOT_FOUND();
    const company = isAdmin(caller)
      ? await this.companyOf(caller, {
          manufacturerId: row.manufacturerId ?? undefined,
          distributorId: row.distributorId ?? undefined,
        })
      : await this.companyOf(caller);
    const belongs =
      company.kind === 'manufacturer'
        ? row.role === 'mstaff' && row.manufacturerId === company.manufacturerId
        : row.role === 'distributor_staff' && row.distributorId === company.distributorId;
    if (!belongs) throw NOT_FOUND();
    return {company, row};
  }

  /** The permissions the form sets, limited to what the caller may grant. */
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

  private async grantOf(
    caller: Caller,
    company: StaffCompany,
    form: StaffForm,
    adding: boolean,
  ): Promise<PermissionGrant> {
    if (company.kind === 'manufacturer') {
      const grant: PermissionGrant = new Map([[company.manufacturerId, input.permissionsOf(form)]]);
      await this.mayGrant(caller, grant);
      return grant;
    }
    const linked = new Set((await this.distributors.linkedManufacturers(company.distributorId)).map(m => m.id));
    const grant = input.mappingOf(form) ?? new Map();
    for (const manufacturerId of grant.keys())
      if (!linked.has(manufacturerId)) throw ruleError(STAFF_MESSAGES.notLinked, 'ManufacturerMapping');
    if (adding && !input.grantsAnything(grant)) throw ruleError(STAFF_MESSAGES.mappingRequired, 'ManufacturerMapping');
    if (caller.role === 'distributor_staff')
      for (const [manufacturerId, ids] of grant)
        if (!ids.length && !(await this.permissions.has(caller.id, manufacturerId, PERMISSION.manageStaff)))
          grant.delete(manufacturerId);
    await this.mayGrant(caller, grant);
    return grant;
  }

  /** Staff grant only what they hold themselves, and only where they hold Manage Staff. */
  private async mayGrant(caller: Caller, grant: PermissionGrant): Promise<void> {
    if (caller.role !== 'mstaff' && caller.role !== 'distributor_staff') return;
    for (const [manufacturerId, ids] of grant)
      for (const id of [PERMISSION.manageStaff, ...ids])
        if (!(await this.permissions.has(caller.id, manufacturerId, id)))
          throw new ServiceError(STAFF_MESSAGES.grantOwnOnly, 'FORBIDDEN');
  }

  private async cards(company: StaffCompany, rows: StaffRow[]): Promise<StaffMember[]> {
    const linked =
      company.kind === 'distributor' ? await this.distributors.linkedManufacturers(company.distributorId) : [];
    const names =
      company.kind === 'manufacturer' ? await this.manufacturers.namesOf([company.manufacturerId]) : new Map();
    return rows.map(row => toStaffMember(row, company, linked, names));
  }
}
