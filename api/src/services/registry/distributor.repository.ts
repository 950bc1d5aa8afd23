import {inject} from '@loopback/core';
import {Pool} from 'pg';
import {DatabaseBindings} from '../../database/database.keys';
import {Queryable} from '../../database/transaction';
import {DbDataSource} from '../../datasources';
import {AppUser, Distributor, SupplierLink} from '../../models';
import {SqlCrudRepository} from '../kernel/sql-crud-repository';
import {ListParams} from '../kernel/sql-list';
import {
  AdminSupplier,
  AdminSupplierFilter,
  CURRENT,
  linksOf,
  SELECT_SUPPLIER,
  SupplierLinkEntry,
  supplierCount,
  supplierPage,
  toDate,
  toLink,
  toSupplier,
} from './distributor-listing.sql';

/** What an administrator registers a supplier's own account with. */
export type NewSupplierAccount = Pick<AppUser, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName'> & {
  distributorId: number;
  /** supplier, or mdistributor for a distributor. */
  role: 'supplier' | 'mdistributor';
};

/**
 * The suppliers (distributor) and their links to manufacturers (distributor_manufacturer): LoopBack's CRUD for
 * registration and profiles, and the hand-written statements of the admin console's listing (distributor-listing.sql.ts),
 * the links, and a supplier registered by an administrator with its account. Statements that join the caller's
 * transaction take its client first.
 */
export class DistributorRepository extends SqlCrudRepository<Distributor, typeof Distributor.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource, @inject(DatabaseBindings.POOL) pool: Pool) {
    super(Distributor, dataSource, pool);
  }

  /** Names are citext: the match ignores case. */
  async existsByName(name: string): Promise<boolean> {
    return (await this.count({name: name.trim()})).count > 0;
  }

  async setUploadFrequency(distributorId: number, uploadFrequency: number): Promise<void> {
    await this.updateAll({uploadFrequency}, {id: distributorId});
  }

  /** One page of the console's list: the suppliers first, then the details of the page's rows only. */
  async adminList(p: ListParams<AdminSupplierFilter>): Promise<AdminSupplier[]> {
    const ids = (await this.pool.query<{id: number}>(supplierPage(p))).rows.map(r => r.id);
    if (!ids.length) return [];
    const {rows} = await this.pool.query(`${SELECT_SUPPLIER} WHERE d.id = ANY($1::int[])`, [ids]);
    const byId = new Map(rows.map(r => [r.id as number, toSupplier(r)]));
    return ids.map(id => byId.get(id)).filter((s): s is AdminSupplier => !!s);
  }

  async adminCount(filter?: AdminSupplierFilter | null): Promise<number> {
    return (await this.pool.query<{n: number}>(supplierCount(filter))).rows[0].n;
  }

  async adminGet(distributorId: number, db: Queryable = this.pool): Promise<AdminSupplier | null> {
    const {rows} = await db.query(`${SELECT_SUPPLIER} WHERE d.id = $1`, [distributorId]);
    return rows[0] ? toSupplier(rows[0]) : null;
  }

  /** Every link (current, future and ended) of a supplier, or of a manufacturer. */
  async links(by: {distributorId?: number; manufacturerId?: number}): Promise<SupplierLinkEntry[]> {
    return (await this.pool.query(linksOf(by))).rows.map(toLink);
  }

  /** The manufacturers the supplier is linked to today, by name. */
  async linkedManufacturers(distributorId: number): Promise<Array<{id: number; name: string}>> {
    const {rows} = await this.pool.query<{id: number; name: string}>(
      `SELECT m.id, m.name::text AS name FROM distributor_manufacturer dm JOIN manufacturer m ON m.id = dm.manufacturer_id
        WHERE dm.distributor_id = $1 AND ${CURRENT}
        ORDER BY m.name`,
      [distributorId],
    );
    return rows;
  }

  /** The link's dates before a change (null when there is none), locked for the change. */
  async lockLink(
    db: Queryable,
    distributorId: number,
    manufacturerId: number,
  ): Promise<Required<Pick<SupplierLink, 'startDate' | 'endDate'>> | null> {
    const {rows} = await db.query(
      `SELECT start_date, end_date FROM distributor_manufacturer WHERE distributor_id = $1 AND manufacturer_id = $2 FOR UPDATE`,
      [distributorId, manufacturerId],
    );
    return rows[0] ? {startDate: toDate(rows[0].start_date)!, endDate: toDate(rows[0].end_date)} : null;
  }

  /** Creates the link, or sets its dates. */
  async upsertLink(
    db: Queryable,
    link: Required<Pick<SupplierLink, 'distributorId' | 'manufacturerId' | 'startDate' | 'endDate'>>,
  ): Promise<void> {
    await db.query(
      `INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id, start_date, end_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (distributor_id, manufacturer_id) DO UPDATE SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date`,
      [link.distributorId, link.manufacturerId, link.startDate, link.endDate],
    );
  }

  /** The supplier company of that name, created when new (keeping an ABN it has); its id. */
  async ensure(db: Queryable, name: string, abn: string | null): Promise<number> {
    const {rows} = await db.query(
      `INSERT INTO distributor (name, abn) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET abn = COALESCE(distributor.abn, EXCLUDED.abn) RETURNING id`,
      [name, abn],
    );
    return rows[0].id;
  }

  /**
   * The account of a supplier or distributor an administrator registers (its email taken as confirmed), in the
   * registration's transaction: the supplier and its account are created together.
   */
  async insertAccount(db: Queryable, u: NewSupplierAccount): Promise<number> {
    const {rows} = await db.query(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, distributor_id, email_confirmed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
      [u.username, u.email, u.passwordHash, u.firstName, u.lastName, u.role, u.distributorId],
    );
    return rows[0].id;
  }

  /** Whether an account has this username (citext: any case), in the registration's transaction. */
  async usernameTaken(db: Queryable, username: string): Promise<boolean> {
    return !!(await db.query(`SELECT 1 FROM app_user WHERE username = $1`, [username])).rowCount;
  }
}
