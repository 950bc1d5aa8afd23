import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {Caller} from '../kernel/caller';
import {AppConfig} from '../../config';
import {isAllowed} from '../kernel/admin-allow-list';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {ListParams, toDbId} from '../kernel/sql-list';
import {AdminManufacturer, AdminManufacturerFilter} from './manufacturer-listing.sql';
import {ManufacturerRepository} from './manufacturer.repository';
import {ManufacturerChanges, manufacturerUpdates, NAME_TAKEN} from './manufacturer-edit';
import {ConfigBindings} from '../../config.keys';

/** Document 002, section 6: what an administrator outside the manufacturers' allow-list is told. */
export const NOT_AUTHORIZED = 'Not Authorized';

/** The admin console's view of manufacturers: list, count, read, edit (audited) and activation (allow-listed, audited). */
@injectable({scope: BindingScope.SINGLETON})
export class ManufacturerService {
  constructor(
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList'>,
  ) {}

  list(p: ListParams<AdminManufacturerFilter>): Promise<AdminManufacturer[]> {
    return this.manufacturers.adminList(p);
  }

  count(filter?: AdminManufacturerFilter | null): Promise<number> {
    return this.manufacturers.adminCount(filter);
  }

  async get(id: unknown): Promise<AdminManufacturer | null> {
    const manufacturerId = toDbId(id);
    return manufacturerId === null ? null : this.manufacturers.adminGet(manufacturerId);
  }

  /** Whether the caller may activate and deactivate manufacturers (the console shows the toggle only then). */
  canActivate(caller: Caller): boolean {
    return isAllowed(this.config, 'manufacturers', caller);
  }

  /**
   * Activates or deactivates a manufacturer. Its accounts are refused at their next call (the token
   * check reads the manufacturer's flag), whatever their tokens say.
   */
  async setActive(caller: Caller, id: unknown, active: boolean): Promise<AdminManufacturer> {
    if (!this.canActivate(caller)) throw new ServiceError(NOT_AUTHORIZED, 'FORBIDDEN');
    if (typeof active !== 'boolean') throw new ServiceError('Active must be true or false.', 'VALIDATION');
    return this.manufacturers.transaction(async db => {
      const manufacturerId = toDbId(id);
      const before =
        manufacturerId !== null && (await this.manufacturers.lock(db, manufacturerId))
          ? await this.manufacturers.adminGet(manufacturerId, db)
          : null;
      if (!before) throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND');
      if (before.isActive !== active) {
        await this.manufacturers.setActive(db, before.id, active);
        await recordAudit(db, {
          userId: caller.id,
          action: active ? 'manufacturer.activate' : 'manufacturer.deactivate',
          entity: 'Manufacturer',
          entityId: before.id,
          before: {isActive: before.isActive},
          after: {isActive: active},
        });
      }
      return (await this.manufacturers.adminGet(before.id, db))!;
    });
  }

  /**
   * Changes a manufacturer's company details (any administrator; the activation allow-list is about the
   * active flag only). Writes one audit entry with the changed fields before and after; a change that
   * changes nothing writes none.
   */
  async update(caller: Caller, id: unknown, changes: ManufacturerChanges): Promise<AdminManufacturer> {
    const updates = manufacturerUpdates(changes);
    return this.manufacturers.transaction(async db => {
      const manufacturerId = toDbId(id);
      const before =
        manufacturerId !== null && (await this.manufacturers.lock(db, manufacturerId))
          ? await this.manufacturers.adminGet(manufacturerId, db)
          : null;
      if (!before) throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND');
      const was: Record<string, unknown> = {};
      const now: Record<string, unknown> = {};
      for (const [column, value] of updates) {
        const field = column === 'upload_frequency' ? 'uploadFrequency' : column;
        const old = before[field as keyof AdminManufacturer];
        if (old === value) updates.delete(column);
        else [was[field], now[field]] = [old, value];
      }
      if (!updates.size) return before;
      try {
        await this.manufacturers.change(db, before.id, updates);
      } catch (err) {
        if ((err as {code?: string}).code === '23505') throw new ServiceError(NAME_TAKEN, 'CONFLICT', {field: 'name'});
        throw err;
      }
      await recordAudit(db, {
        userId: caller.id,
        action: 'manufacturer.update',
        entity: 'Manufacturer',
        entityId: before.id,
        before: was,
        after: now,
      });
      return (await this.manufacturers.adminGet(before.id, db))!;
    });
  }
}
