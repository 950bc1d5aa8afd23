import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import {SourceModule, SourceSystem} from './battery-system-source';
import {applyBatterySystems} from './battery-systems.sql';
import {SyncCounts} from './sync-kinds';

export interface SourceProduct {
  brand: string;
  model: string;
  productType: string;
  wattage: number | null;
  approvedDate: string | null;
  expiryDate: string | null;
  fireTested: boolean;
  /** A module model of modular batteries: its own capacity. */
  module?: SourceModule;
  /** A battery management unit's module models and approved configurations. */
  system?: SourceSystem;
}

export interface SourceInstaller {
  accCode: string;
  firstName: string | null;
  lastName: string | null;
  accountName: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  fullAwardDate: string | null;
  expiryDate: string | null;
  status: string | null;
  saaCode: string | null;
  saaAwardDate: string | null;
  saaExpiryDate: string | null;
  saaStatus: string | null;
}

/** Counts the rows an upsert's RETURNING (xmax = 0) AS inserted answered. */
function tally(rows: {inserted: boolean}[]): Pick<SyncCounts, 'added' | 'changed'> {
  const added = rows.filter(r => r.inserted).length;
  return {added, changed: rows.length - added};
}

/** Products whose modular data alone changed count as changed, once, unless the upsert counted them already. */
function withSystemChanges(rows: {id: number; inserted: boolean}[], systemChanged: number[]) {
  const counted = new Set(rows.map(r => r.id));
  const changed = new Set(systemChanged.filter(id => !counted.has(id))).size;
  const counts = tally(rows);
  return {...counts, changed: counts.changed + changed};
}

const PRODUCT_RECORD = `x(brand text, model text, "productType" text, wattage numeric, "approvedDate" date, "expiryDate" date, "fireTested" boolean)`;

/**
 * What the catalogue syncs write: the CEC lists (brands, products, installers) and the manufacturers' own product
 * data, each source applied in one transaction (a failed run changes nothing).
 */
@injectable({scope: BindingScope.SINGLETON})
export class SyncCatalogueRepository extends SqlRepository {
  /** The CEC product list: brands approved, models added or changed, models not on it delisted. */
  async applyCecProducts(products: SourceProduct[]): Promise<SyncCounts> {
    return this.transaction(async db => {
      const json = JSON.stringify(products);
      await db.query(
        `INSERT INTO brand (name) SELECT DISTINCT brand FROM jsonb_to_recordset($1::jsonb) AS ${PRODUCT_RECORD}
         ON CONFLICT (name) DO UPDATE SET approved = true WHERE NOT brand.approved`,
        [json],
      );
      const rows = await this.upsertProducts(db, json, true);
      const upserted = withSystemChanges(rows, await applyBatterySystems(db, json));
      // NOT IN over the list as a set (one hashed pass), not a search of the list per product.
      const delisted = await db.query(
        `UPDATE product p SET delisted_on = current_date
          WHERE p.delisted_on IS NULL AND (p.brand_id, p.model) NOT IN (
            SELECT b.id, x.model::citext FROM jsonb_to_recordset($1::jsonb) AS ${PRODUCT_RECORD} JOIN brand b ON b.name = x.brand::citext)`,
        [json],
      );
      return {...upserted, removed: delisted.rowCount ?? 0};
    });
  }

  /** The manufacturers' own product data, for brands that have a manufacturer: type, wattage, fire test. */
  async applyManufacturerProducts(products: SourceProduct[]): Promise<SyncCounts> {
    return this.transaction(async db => ({
      ...tally(await this.upsertProducts(db, JSON.stringify(products), false)),
      removed: 0,
    }));
  }

  private async upsertProducts(db: PoolClient, json: string, cec: boolean) {
    const {rows} = await db.query<{id: number; inserted: boolean}>(
      `INSERT INTO product AS p (brand_id, model, product_type, wattage, approved_date, expiry_date, fire_tested)
       SELECT b.id, x.model, x."productType", x.wattage, x."approvedDate", x."expiryDate", coalesce(x."fireTested", false)
         FROM jsonb_to_recordset($1::jsonb) AS ${PRODUCT_RECORD}
         JOIN brand b ON b.name = x.brand::citext
        WHERE $2 OR EXISTS (SELECT 1 FROM manufacturer m WHERE m.brand_id = b.id)
       ON CONFLICT (brand_id, model) DO UPDATE SET
         product_type = EXCLUDED.product_type, wattage = EXCLUDED.wattage, fire_tested = EXCLUDED.fire_tested,
         approved_date = CASE WHEN $2 THEN EXCLUDED.approved_date ELSE p.approved_date END,
         expiry_date = CASE WHEN $2 THEN EXCLUDED.expiry_date ELSE p.expiry_date END,
         delisted_on = CASE WHEN $2 THEN NULL ELSE p.delisted_on END
       WHERE (p.product_type, p.wattage, p.fire_tested) IS DISTINCT FROM (EXCLUDED.product_type, EXCLUDED.wattage, EXCLUDED.fire_tested)
          OR ($2 AND ((p.approved_date, p.expiry_date) IS DISTINCT FROM (EXCLUDED.approved_date, EXCLUDED.expiry_date) OR p.delisted_on IS NOT NULL))
       RETURNING p.id, (xmax = 0) AS inserted`,
      [json, cec],
    );
    return rows;
  }

  /** The CEC installer list: installers added or changed; those it brought before and no longer lists removed. */
  async applyCecInstallers(installers: SourceInstaller[]): Promise<SyncCounts> {
    return this.transaction(async db => {
      const json = JSON.stringify(installers);
      const {rows} = await db.query<{inserted: boolean}>(
        `INSERT INTO installer AS i (acc_code, first_name, last_name, account_name, email, mobile, phone, postal_code, city, state,
                                    full_award_date, expiry_date, status, saa_code, saa_award_date, saa_expiry_date, saa_status, source)
         SELECT x."accCode", x."firstName", x."lastName", x."accountName", x.email, x.mobile, x.phone, x."postalCode", x.city, x.state,
                x."fullAwardDate", x."expiryDate", x.status, x."saaCode", x."saaAwardDate", x."saaExpiryDate", x."saaStatus", 'cec'
           FROM jsonb_to_recordset($1::jsonb) AS x("accCode" text, "firstName" text, "lastName" text, "accountName" text, email text,
                mobile text, phone text, "postalCode" text, city text, state text, "fullAwardDate" date, "expiryDate" date, status text,
                "saaCode" text, "saaAwardDate" date, "saaExpiryDate" date, "saaStatus" text)
         ON CONFLICT (acc_code) DO UPDATE SET
           first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, account_name = EXCLUDED.account_name, email = EXCLUDED.email,
           mobile = EXCLUDED.mobile, phone = EXCLUDED.phone, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city, state = EXCLUDED.state,
           full_award_date = EXCLUDED.full_award_date, expiry_date = EXCLUDED.expiry_date, status = EXCLUDED.status,
           saa_code = EXCLUDED.saa_code, saa_award_date = EXCLUDED.saa_award_date, saa_expiry_date = EXCLUDED.saa_expiry_date,
           saa_status = EXCLUDED.saa_status, source = 'cec', updated_on = now()
         WHERE (i.first_name, i.last_name, i.account_name, i.email, i.mobile, i.phone, i.postal_code, i.city, i.state, i.full_award_date,
                i.expiry_date, i.status, i.saa_code, i.saa_award_date, i.saa_expiry_date, i.saa_status, i.source)
               IS DISTINCT FROM
               (EXCLUDED.first_name, EXCLUDED.last_name, EXCLUDED.account_name, EXCLUDED.email, EXCLUDED.mobile, EXCLUDED.phone,
                EXCLUDED.postal_code, EXCLUDED.city, EXCLUDED.state, EXCLUDED.full_award_date, EXCLUDED.expiry_date, EXCLUDED.status,
                EXCLUDED.saa_code, EXCLUDED.saa_award_date, EXCLUDED.saa_expiry_date, EXCLUDED.saa_status, 'cec')
         RETURNING (xmax = 0) AS inserted`,
        [json],
      );
      const removed = await db.query(
        `DELETE FROM installer i WHERE i.source = 'cec'
            AND i.acc_code NOT IN (SELECT x->>'accCode' FROM jsonb_array_elements($1::jsonb) x)`,
        [json],
      );
      return {...tally(rows), removed: removed.rowCount ?? 0};
    });
  }
}
