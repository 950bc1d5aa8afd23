import {BindingScope, injectable, service} from '@loopback/core';
import {Caller, DISTRIBUTOR_ROLES, isAdmin} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION, Scope} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {PRODUCT_LINE_MESSAGES as M} from './product-line-rules';
import {ProductLineRepository} from './product-line.repository';
import {ProductLineRow} from './product-line.sql';

/**
 * Who may see and change product lines (document 000): everyone who sees the manufacturer reads; only the
 * manufacturer (staff with the Manage Profile permission) and administrators change. Supplier-type roles are refused
 * (FORBIDDEN); a line or file of another manufacturer answers as an unknown one.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineAccess {
  constructor(
    @service(ProductLineRepository) private readonly lines: ProductLineRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** Refuses, before a form is read, a caller who may change no product line (suppliers, staff without Manage Profile). */
  async mayChange(caller: Caller): Promise<void> {
    this.refuseSuppliers(caller);
    await this.tenancy.scopeOf(caller, undefined, PERMISSION.manageProfile);
  }

  refuseSuppliers(caller: Caller): void {
    if (DISTRIBUTOR_ROLES.includes(caller.role)) throw new ServiceError(M.suppliers, 'FORBIDDEN');
  }

  /** The one manufacturer the caller acts for here (administrators name it), with the permission asked. */
  async manufacturerOf(caller: Caller, manufacturerId: number | null | undefined, permission: number) {
    return this.oneManufacturer(await this.tenancy.scopeOf(caller, manufacturerId, permission));
  }

  /** A line the caller sees (and, for a change, may change); any other answers as unknown. */
  async visibleLine(
    caller: Caller,
    id: number,
    permission: number,
    manufacturerId?: number | null,
  ): Promise<ProductLineRow> {
    const line = Number.isSafeInteger(id) && id > 0 ? await this.lines.find(id) : undefined;
    if (!line || (manufacturerId !== undefined && manufacturerId !== null && manufacturerId !== line.manufacturerId))
      throw new ServiceError(M.notFound, 'NOT_FOUND');
    await this.seeManufacturer(caller, line.manufacturerId, permission, M.notFound);
    return line;
  }

  /** Whether the caller acts for that manufacturer: others' records answer as unknown; staff need the permission. */
  async seeManufacturer(caller: Caller, manufacturerId: number, permission: number, notFound: string): Promise<void> {
    if (isAdmin(caller)) return;
    if (!caller.manufacturerIds.includes(manufacturerId)) throw new ServiceError(notFound, 'NOT_FOUND');
    await this.tenancy.scopeOf(caller, manufacturerId, permission);
  }

  private oneManufacturer(scope: Scope): number {
    if (scope.manufacturerId === undefined)
      throw new ServiceError('manufacturerId: choose the manufacturer.', 'VALIDATION', {field: 'manufacturerId'});
    return scope.manufacturerId;
  }
}
