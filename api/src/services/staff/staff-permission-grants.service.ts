import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller} from '../kernel/caller';
import {ruleError} from '../kernel/account-rules';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {PermissionGrant, StaffPermissionRepository} from '../kernel/staff-permission.repository';
import {DistributorRepository} from '../registry/distributor.repository';
import {StaffCompany} from './staff-member';
import * as input from './staff-input';
import {STAFF_MESSAGES, StaffForm} from './staff-input';

/**
 * The permissions a staff form grants: a manufacturer's staff on it, a distributor's staff per linked manufacturer;
 * staff grant only what they hold themselves, and only where they hold Manage Staff.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffPermissionGrants {
  constructor(
    @service(StaffPermissionRepository) private readonly permissions: StaffPermissionRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
  ) {}

  /** The permissions the form sets, limited to what the caller may grant. */
  async grantOf(caller: Caller, company: StaffCompany, form: StaffForm, adding: boolean): Promise<PermissionGrant> {
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
}
