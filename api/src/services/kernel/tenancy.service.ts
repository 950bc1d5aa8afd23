import {BindingScope, injectable, service} from '@loopback/core';
import {Caller, isAdmin, isStaff} from './caller';
import {ServiceError} from './service-error';
import {StaffPermissionRepository} from './staff-permission.repository';
import {missingPermission, PERMISSION, Scope} from './tenancy';

/** A record as tenancy judges it: the manufacturer it belongs to, and the supplier whose upload it is (if any). */
export interface TenantRecord {
  manufacturerId: number | null;
  distributorId?: number | null;
  /** A test (sandbox) record: administrators see it; to anyone else it is not there. */
  test?: boolean;
}

/**
 * The one place that turns a caller (and the manufacturer it asks about) into a scope. What lies
 * outside a caller's manufacturers answers exactly as what does not exist (NOT_FOUND), so no answer
 * tells another tenant's ids from unknown ones; only staff lacking a permission on their OWN
 * manufacturer are refused as such (FORBIDDEN).
 */
@injectable({scope: BindingScope.SINGLETON})
export class TenancyService {
  constructor(@service(StaffPermissionRepository) private readonly permissions: StaffPermissionRepository) {}

  /** Staff need `permission` for that manufacturer (FORBIDDEN); a manufacturer not the caller's is NOT_FOUND. */
  async scopeOf(caller: Caller, manufacturerId?: number | null, permission: number = PERMISSION.read): Promise<Scope> {
    if (isAdmin(caller)) return {kind: 'all', manufacturerId: manufacturerId ?? undefined};
    const target = manufacturerId ?? (caller.manufacturerIds.length === 1 ? caller.manufacturerIds[0] : undefined);
    if (target === undefined) throw new ServiceError('manufacturerId: choose one of your manufacturers.', 'VALIDATION');
    if (!caller.manufacturerIds.includes(target))
      throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND', {field: 'manufacturerId'});
    if (isStaff(caller) && !(await this.permissions.has(caller.id, target, permission)))
      throw new ServiceError(missingPermission(permission), 'FORBIDDEN');
    if (caller.distributorId !== null)
      return {kind: 'supplier', manufacturerId: target, distributorId: caller.distributorId};
    return {kind: 'manufacturer', manufacturerId: target};
  }

  /**
   * Whether the caller may see `record` (asking as `manufacturerId`, when it names one): false when it
   * lies outside the caller's scope, so the caller answers exactly as for an unknown id. Staff lacking
   * `permission` on their own manufacturer's record are refused (FORBIDDEN), as scopeOf refuses them.
   */
  async sees(
    caller: Caller,
    record: TenantRecord,
    permission: number = PERMISSION.read,
    manufacturerId?: number | null,
  ): Promise<boolean> {
    if (manufacturerId !== undefined && manufacturerId !== null && manufacturerId !== record.manufacturerId)
      return false;
    if (isAdmin(caller)) return true;
    if (record.test) return false;
    if (record.manufacturerId === null || !caller.manufacturerIds.includes(record.manufacturerId)) return false;
    if (caller.distributorId !== null && (record.distributorId ?? null) !== caller.distributorId) return false;
    await this.scopeOf(caller, record.manufacturerId, permission);
    return true;
  }

  /**
   * Whether the caller could do what `permission` allows for at least one manufacturer: the edge asks
   * before it reads an upload's body, so an account that never may is refused before anything is stored.
   */
  async mayEver(caller: Caller, permission: number): Promise<boolean> {
    return (await this.permissionsOf(caller)).includes(permission);
  }

  /**
   * The permissions the caller holds for at least one of its manufacturers: every one for administrators and
   * for the companies' own accounts, the granted ones for staff. The portal hides what the server would refuse.
   */
  async permissionsOf(caller: Caller): Promise<number[]> {
    const every = Object.values(PERMISSION) as number[];
    if (isAdmin(caller)) return every;
    if (!caller.manufacturerIds.length) return [];
    if (isStaff(caller)) return this.permissions.heldForAny(caller.id, caller.manufacturerIds);
    return every;
  }
}
