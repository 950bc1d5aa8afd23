import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {ADMIN_ROLES, DISTRIBUTOR_ROLES} from '../kernel/caller';
import {containsPattern} from '../kernel/sql-list';
import {SqlRepository} from '../kernel/sql-repository';

/** A manufacturer a supplier may ask to be linked to, with what the supplier's screen says about it. */
export interface LinkableManufacturer {
  id: number;
  name: string;
  /** Linked to the supplier today. */
  linked: boolean;
  /** Has an active account of its own in the portal (else an administrator approves for it). */
  hasPortalAccount: boolean;
  /** The supplier's open request about it, if any. */
  openRequestId: number | null;
}

/** A supplier company's own accounts (not its staff), told when a link is approved. */
export interface SupplierAccount {
  email: string;
  firstName: string;
}

const SUPPLIER_ROLES = DISTRIBUTOR_ROLES.filter(r => r !== 'distributor_staff');

/** The statements of the supplier's side of link requests, and the reviewers a request can still have. */
@injectable({scope: BindingScope.SINGLETON})
export class SupplierLinkRequestRepository extends SqlRepository {
  async linkable(distributorId: number, search: string | null, limit: number): Promise<LinkableManufacturer[]> {
    const {rows} = await this.pool.query(
      `SELECT m.id, m.name::text AS name,
              EXISTS (SELECT 1 FROM distributor_manufacturer dm
                       WHERE dm.distributor_id = $1 AND dm.manufacturer_id = m.id
                         AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)) AS linked,
              EXISTS (SELECT 1 FROM app_user u WHERE u.manufacturer_id = m.id AND u.role IN ('madmin', 'manufacturer')
                         AND u.is_active AND u.deleted_at IS NULL) AS has_portal_account,
              (SELECT min(c.id) FROM change_request c
                WHERE c.distributor_id = $1 AND c.manufacturer_id = m.id AND c.status = 'Open') AS open_request_id
         FROM manufacturer m
        WHERE m.is_active AND ($2::text IS NULL OR m.name ILIKE $2)
        ORDER BY m.name LIMIT $3`,
      [distributorId, search ? containsPattern(search) : null, limit],
    );
    return rows.map(r => ({
      id: r.id,
      name: r.name,
      linked: r.linked,
      hasPortalAccount: r.has_portal_account,
      openRequestId: r.open_request_id,
    }));
  }

  /** The one manufacturer, as `linkable` reads it (undefined: none active has this id). */
  async oneLinkable(db: Queryable, distributorId: number, manufacturerId: number) {
    const {rows} = await db.query(
      `SELECT EXISTS (SELECT 1 FROM distributor_manufacturer dm
                       WHERE dm.distributor_id = $1 AND dm.manufacturer_id = m.id
                         AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)) AS linked,
              (SELECT min(c.id) FROM change_request c
                WHERE c.distributor_id = $1 AND c.manufacturer_id = m.id AND c.status = 'Open') AS open_request_id,
              m.name::text AS name
         FROM manufacturer m WHERE m.id = $2 AND m.is_active`,
      [distributorId, manufacturerId],
    );
    return rows[0] as {linked: boolean; open_request_id: number | null; name: string} | undefined;
  }

  /** Serialises requests of one supplier, so two clicks cannot open two requests for one manufacturer. */
  async lockSupplier(db: Queryable, distributorId: number): Promise<void> {
    await db.query('SELECT id FROM distributor WHERE id = $1 FOR UPDATE', [distributorId]);
  }

  async supplierAccounts(db: Queryable, distributorId: number): Promise<SupplierAccount[]> {
    const {rows} = await db.query(
      `SELECT email::text AS email, first_name FROM app_user
        WHERE distributor_id = $1 AND role = ANY($2::text[]) AND is_active AND deleted_at IS NULL ORDER BY id`,
      [distributorId, SUPPLIER_ROLES],
    );
    return rows.map(r => ({email: r.email, firstName: r.first_name}));
  }

  /** Active administrators other than `userId`: who could still review a request that `userId` created. */
  async otherActiveAdmins(userId: number, db: Queryable = this.pool): Promise<number> {
    const {rows} = await db.query(
      `SELECT count(*)::int AS n FROM app_user
        WHERE role = ANY($2::text[]) AND id <> $1 AND is_active AND deleted_at IS NULL`,
      [userId, ADMIN_ROLES],
    );
    return rows[0].n;
  }
}
