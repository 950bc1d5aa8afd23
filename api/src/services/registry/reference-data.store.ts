import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

/** The scheme's reference data as the console shows it (document 002, section 2.24). */
@injectable({scope: BindingScope.SINGLETON})
export class ReferenceDataStore extends SqlRepository {
  /** Manufacturers with their supplier count and first 3 suppliers (by the start of the link, then name). */
  async manufacturers() {
    const {rows} = await this.pool.query(
      `SELECT m.id AS "manufacturerId", m.name::text AS name, b.name::text AS brand, m.is_active AS "isActive",
              (SELECT count(*)::int FROM distributor_manufacturer dm WHERE dm.manufacturer_id = m.id) AS "totalSuppliers",
              COALESCE((SELECT json_agg(s ORDER BY s."startDate", s.name) FROM (
                 SELECT d.id AS "distributorId", d.name::text AS name, to_char(dm.start_date, 'YYYY-MM-DD') AS "startDate",
                        to_char(dm.end_date, 'YYYY-MM-DD') AS "endDate"
                   FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
                  WHERE dm.manufacturer_id = m.id ORDER BY dm.start_date, d.name LIMIT 3) s), '[]') AS suppliers
         FROM manufacturer m JOIN brand b ON b.id = m.brand_id ORDER BY m.name LIMIT 1000`,
    );
    return rows;
  }

  /** The app providers with whether the AllowedApps setting enables them. */
  async appProviders() {
    const {rows} = await this.pool.query(
      `SELECT a.id, a.name, a.contact_email AS "contactEmail", a.created_on AS "createdOn",
              COALESCE(s.setting_value = 'true', false) AS enabled
         FROM app_provider a LEFT JOIN setting s ON s.setting_type = 'AllowedApps' AND s.setting_key = a.client_id
        ORDER BY a.name`,
    );
    return rows;
  }

  /** The verification service providers' endpoints the Reference Data sync brought (migration 046). */
  async vspEndpoints() {
    const {rows} = await this.pool.query(
      `SELECT id, name, url, version, updated_on AS "updatedOn" FROM vsp_endpoint ORDER BY lower(name) LIMIT 1000`,
    );
    return rows;
  }
}
