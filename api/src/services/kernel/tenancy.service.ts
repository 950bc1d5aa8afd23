import {Caller, isAdmin} from '../../auth/caller';
import {ServiceError} from './service-error';
import {StaffPermissionStore} from './staff-permission.store';
import {PERMISSION, Scope} from './tenancy';

/** The one place that turns a caller (and the manufacturer it asks about) into a scope. */
export class TenancyService {
  constructor(private readonly permissions: StaffPermissionStore) {}

  /** Staff need `permission` for that manufacturer. Refusals are FORBIDDEN. */
  async scopeOf(caller: Caller, manufacturerId?: number | null, permission: number = PERMISSION.read): Promise<Scope> {
    if (isAdmin(caller)) return {kind: 'all', manufacturerId: manufacturerId ?? undefined};
    const target = manufacturerId ?? (caller.manufacturerIds.length === 1 ? caller.manufacturerIds[0] : undefined);
    if (target === undefined) throw new ServiceError('manufacturerId: choose one of your manufacturers.', 'VALIDATION');
    if (!caller.manufacturerIds.includes(target))
      throw new ServiceError('You do not have access to this manufacturer.', 'FORBIDDEN');
    if (
      (caller.role === 'mstaff' || caller.role === 'distributor_staff') &&
      !(await this.permissions.has(caller.id, target, permission))
    )
      throw new ServiceError('You do not have permission to do this.', 'FORBIDDEN');
    if (caller.distributorId !== null)
      return {kind: 'supplier', manufacturerId: target, distributorId: caller.distributorId};
    return {kind: 'manufacturer', manufacturerId: target};
  }

  /**
   * Whether the caller could do what `permission` allows for at least one manufacturer: the edge asks
   * before it reads an upload's body, so an account that never may is refused before anything is stored.
   */
  async mayEver(caller: Caller, permission: number): Promise<boolean> {
    if (isAdmin(caller)) return true;
    if (!caller.manufacturerIds.length) return false;
    if (caller.role === 'mstaff' || caller.role === 'distributor_staff')
      return this.permissions.hasAny(caller.id, caller.manufacturerIds, permission);
    return true;
  }
}
