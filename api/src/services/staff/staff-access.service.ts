import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller, isAdmin} from '../kernel/caller';
import {ruleError} from '../kernel/account-rules';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {DistributorRepository} from '../registry/distributor.repository';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {StaffCompany} from './staff-member';
import {STAFF_MESSAGES} from './staff-input';
import {StaffRepository, StaffRow} from './staff.repository';

/** What an id of no staff member the caller manages is answered (as an unknown one). */
export const STAFF_NOT_FOUND = () => new ServiceError('No staff member has this id.', 'NOT_FOUND', {field: 'staffId'});
/** What a caller who may not manage these staff is answered. */
export const STAFF_FORBIDDEN = () => new ServiceError('You do not have permission to do this.', 'FORBIDDEN');

/**
 * Whose staff a caller manages (document 001 (Staff), 002 section 2.5): manufacturers (madmin, manufacturer) their
 * mstaff, mstaff with Manage Staff; distributors (mdistributor) their distributor staff, distributor staff with
 * Manage Staff for some manufacturer; plain suppliers none. Administrators name the company. Any other company's
 * staff member answers as an unknown one.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StaffAccess {
  constructor(
    @service(StaffRepository) private readonly members: StaffRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly distributors: DistributorRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
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
        if (caller.manufacturerId === null) throw STAFF_FORBIDDEN();
        await this.tenancy.scopeOf(caller, caller.manufacturerId, PERMISSION.manageStaff);
        return {kind: 'manufacturer', manufacturerId: caller.manufacturerId};
      case 'mdistributor':
      case 'distributor_staff':
        if (caller.distributorId === null || !(await this.tenancy.mayEver(caller, PERMISSION.manageStaff)))
          throw STAFF_FORBIDDEN();
        return {kind: 'distributor', distributorId: caller.distributorId};
      default:
        throw STAFF_FORBIDDEN();
    }
  }

  /** A staff member the caller manages (NOT_FOUND for any other id, as for an unknown one). */
  async staffOf(caller: Caller, staffId: number): Promise<{company: StaffCompany; row: StaffRow}> {
    const row =
      Number.isInteger(staffId) && staffId > 0 && staffId < 2 ** 31 ? await this.members.find(staffId) : undefined;
    if (!row) throw STAFF_NOT_FOUND();
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
    if (!belongs) throw STAFF_NOT_FOUND();
    return {company, row};
  }
}
