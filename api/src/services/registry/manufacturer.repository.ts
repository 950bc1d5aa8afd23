import {inject} from '@loopback/core';
import {Pool} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {Queryable} from '../../database/transaction';
import {DbDataSource} from '../../datasources';
import {Manufacturer, SupplierLink} from '../../models';
import {SqlCrudRepository} from '../kernel/sql-crud-repository';
import {ListParams} from '../kernel/sql-list';
import {ManufacturerColumn} from './manufacturer-edit';
import {
  AdminManufacturer,
  AdminManufacturerFilter,
  manufacturerCount,
  manufacturerPage,
  MANUFACTURERS_WITH_SUPPLIERS,
  SELECT_MANUFACTURER,
  toManufacturer,
} from './manufacturer-listing.sql';

/** A manufacturer with its brand, supplier count and first three suppliers (Reference Data). */
export type ManufacturerWithSuppliers = Required<Pick<Manufacturer, 'name' | 'isActive'>> & {
  manufacturerId: number;
  brand: string;
  totalSuppliers: number;
  suppliers: Array<{distributorId: number; name: string} & Required<Pick<SupplierLink, 'startDate' | 'endDate'>>>;
};

/**
 * The registered manufacturers (manufacturer): LoopBack's CRUD for registration, profiles and names, and the
 * hand-written statements of the admin console's listing (manufacturer-listing.sql.ts), its edits and activation,
 * and Reference Data's list. Statements that join the caller's transaction take its client first.
 */
export class ManufacturerRepository extends SqlCrudRepository<Manufacturer, typeof Manufacturer.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource, @inject(DatabaseBindings.POOL) pool: Pool) {
    super(Manufacturer, dataSource, pool);
  }

  /** Names are citext: the match ignores case. */
  async existsByName(name: string): Promise<boolean> {
    return (await this.count({name: name.trim()})).count > 0;
  }

  /** The names of the manufacturers among `ids`, by id. */
  async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const found = await this.find({where: {id: {inq: ids}}, fields: {id: true, name: true}});
    return new Map(found.map(m => [m.id, m.name]));
  }

  /** The stored logo's key: null without a logo, undefined without the manufacturer. */
  async logoOf(manufacturerId: number): Promise<string | null | undefined> {
    const found = await this.findOne({where: {id: manufacturerId}, fields: {logo: true}});
    return found ? (found.logo ?? null) : undefined;
  }

  async setLogo(manufacturerId: number, key: string): Promise<void> {
    await this.updateAll({logo: key}, {id: manufacturerId});
  }

  async setUploadFrequency(manufacturerId: number, uploadFrequency: number): Promise<void> {
    await this.updateAll({uploadFrequency}, {id: manufacturerId});
  }

  /** One page of the console's list: the manufacturers first, then the figures of the page's rows only. */
  async adminList(p: ListParams<AdminManufacturerFilter>): Promise<AdminManufacturer[]> {
    const ids = (await this.pool.query<{id: number}>(manufacturerPage(p))).rows.map(r => r.id);
    if (!ids.length) return [];
    const {rows} = await this.pool.query(`${SELECT_MANUFACTURER} WHERE m.id = ANY($1::int[])`, [ids]);
    const byId = new Map(rows.map(r => [r.id as number, toManufacturer(r)]));
    return ids.map(id => byId.get(id)).filter((m): m is AdminManufacturer => !!m);
  }

  async adminCount(filter?: AdminManufacturerFilter | null): Promise<number> {
    return (await this.pool.query<{n: number}>(manufacturerCount(filter))).rows[0].n;
  }

  async adminGet(manufacturerId: number, db: Queryable = this.pool): Promise<AdminManufacturer | null> {
    const {rows} = await db.query(`${SELECT_MANUFACTURER} WHERE m.id = $1`, [manufacturerId]);
    return rows[0] ? toManufacturer(rows[0]) : null;
  }

  /** Locks the manufacturer's row for a change; false when there is none. */
  async lock(db: Queryable, manufacturerId: number): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM manufacturer WHERE id = $1 FOR UPDATE`, [manufacturerId])).rowCount;
  }

  async setActive(db: Queryable, manufacturerId: number, isActive: boolean): Promise<void> {
    await db.query(`UPDATE manufacturer SET is_active = $2 WHERE id = $1`, [manufacturerId, isActive]);
  }

  /** Sets the given columns (names from manufacturer-edit's fixed list, never from input). */
  async change(db: Queryable, manufacturerId: number, updates: Map<ManufacturerColumn, unknown>): Promise<void> {
    if (!updates.size) return;
    const columns = [...updates.keys()];
    const set = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
    await db.query(`UPDATE manufacturer SET ${set} WHERE id = $1`, [manufacturerId, ...updates.values()]);
  }

  /** Every manufacturer (up to 1000) with its brand, supplier count and first three suppliers, by name. */
  async withSuppliers(): Promise<ManufacturerWithSuppliers[]> {
    return (await this.pool.query<ManufacturerWithSuppliers>(MANUFACTURERS_WITH_SUPPLIERS)).rows;
  }
}
