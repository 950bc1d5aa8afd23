import {ListParams, toDbId} from '../kernel/sql-list';
import {AdminManufacturer, AdminManufacturerFilter, AdminManufacturerStore} from './admin-manufacturer.store';

/** The admin console's view of manufacturers: list, count and read. */
export class AdminManufacturerService {
  constructor(private readonly manufacturers: AdminManufacturerStore) {}

  list(p: ListParams<AdminManufacturerFilter>): Promise<AdminManufacturer[]> {
    return this.manufacturers.list(p);
  }

  count(filter?: AdminManufacturerFilter | null): Promise<number> {
    return this.manufacturers.count(filter);
  }

  async get(id: unknown): Promise<AdminManufacturer | null> {
    const manufacturerId = toDbId(id);
    return manufacturerId === null ? null : this.manufacturers.get(manufacturerId);
  }
}
