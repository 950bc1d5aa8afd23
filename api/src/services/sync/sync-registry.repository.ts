import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import {SyncCounts} from './sync-kinds';

export interface RegistrySupplier {
  name: string;
  abn: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface RegistryManufacturer {
  name: string;
  suppliers: RegistrySupplier[];
}

export interface RegistryEndpoint {
  name: string;
  url: string;
  version: string | null;
}

export interface RegistryApp {
  name: string;
  provider: string | null;
  platform: string | null;
  approvedOn: string | null;
}

const LINK_RECORD = `x(manufacturer text, name text, abn text, "startDate" date, "endDate" date)`;
const APP_RECORD = `x(name text, provider text, platform text, "approvedOn" date)`;

/**
 * What the registry syncs write: the verification-service registry's reference data (supplier links, endpoints,
 * apps) and the newly approved apps, each applied in one transaction.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SyncRegistryRepository extends SqlRepository {
  /**
   * Supplier links of the manufacturers we have, with the registry's dates (suppliers not yet known are
   * added); links it brought before and no longer lists end yesterday (links made here, by a change request
   * or an administrator, are not its to end); endpoints replaced by the registry's, apps added or updated.
   */
  async applyReferenceData(d: {
    manufacturers: RegistryManufacturer[];
    endpoints: RegistryEndpoint[];
    apps: RegistryApp[];
  }): Promise<SyncCounts> {
    const links = d.manufacturers.flatMap(m => m.suppliers.map(s => ({manufacturer: m.name, ...s})));
    return this.transaction(async db => {
      const json = JSON.stringify(links);
      const mine = `SELECT m.id, x.* FROM jsonb_to_recordset($1::jsonb) AS ${LINK_RECORD}
                      JOIN brand b ON true JOIN manufacturer m ON m.brand_id = b.id
                     WHERE b.name = x.manufacturer::citext OR m.name = x.manufacturer::citext`;
      const newSuppliers = await db.query(
        `INSERT INTO distributor (name, abn) SELECT DISTINCT ON (lower(l.name)) l.name, l.abn FROM (${mine}) l
         ON CONFLICT (name) DO NOTHING`,
        [json],
      );
      const {rows} = await db.query<{inserted: boolean}>(
        `INSERT INTO distributor_manufacturer AS dm (distributor_id, manufacturer_id, start_date, end_date, source)
         SELECT DISTINCT ON (d.id, l.id) d.id, l.id, coalesce(l."startDate", current_date), l."endDate", 'registry'
           FROM (${mine}) l JOIN distributor d ON d.name = l.name::citext
         ON CONFLICT (distributor_id, manufacturer_id) DO UPDATE SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date,
           source = 'registry'
         WHERE (dm.start_date, dm.end_date, dm.source) IS DISTINCT FROM (EXCLUDED.start_date, EXCLUDED.end_date, 'registry')
         RETURNING (xmax = 0) AS inserted`,
        [json],
      );
      const ended = await db.query(
        `UPDATE distributor_manufacturer dm SET end_date = current_date - 1
          WHERE dm.source = 'registry' AND (dm.end_date IS NULL OR dm.end_date >= current_date)
            AND dm.manufacturer_id IN (SELECT id FROM (${mine}) l)
            AND NOT EXISTS (SELECT 1 FROM (${mine}) l JOIN distributor d ON d.name = l.name::citext
                             WHERE l.id = dm.manufacturer_id AND d.id = dm.distributor_id)`,
        [json],
      );
      const endpoints = await this.replaceEndpoints(db, d.endpoints);
      const apps = await this.upsertApps(db, d.apps);
      const added = rows.filter(r => r.inserted).length;
      return {
        added: added + (newSuppliers.rowCount ?? 0) + endpoints.added + apps.added,
        changed: rows.length - added + endpoints.changed + apps.changed,
        removed: (ended.rowCount ?? 0) + endpoints.removed,
      };
    });
  }

  async applyNewApps(apps: RegistryApp[]): Promise<SyncCounts> {
    return this.transaction(async db => ({...(await this.upsertApps(db, apps)), removed: 0}));
  }

  private async replaceEndpoints(db: PoolClient, endpoints: RegistryEndpoint[]) {
    const json = JSON.stringify(endpoints);
    const {rows} = await db.query<{inserted: boolean}>(
      `INSERT INTO vsp_endpoint AS e (name, url, version) SELECT x.name, x.url, x.version FROM jsonb_to_recordset($1::jsonb) AS x(name text, url text, version text)
       ON CONFLICT (name) DO UPDATE SET url = EXCLUDED.url, version = EXCLUDED.version, updated_on = now()
       WHERE (e.url, e.version) IS DISTINCT FROM (EXCLUDED.url, EXCLUDED.version)
       RETURNING (xmax = 0) AS inserted`,
      [json],
    );
    const removed = await db.query(
      `DELETE FROM vsp_endpoint e WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements($1::jsonb) x WHERE x->>'name' = e.name)`,
      [json],
    );
    const added = rows.filter(r => r.inserted).length;
    return {added, changed: rows.length - added, removed: removed.rowCount ?? 0};
  }

  private async upsertApps(db: PoolClient, apps: RegistryApp[]) {
    const {rows} = await db.query<{inserted: boolean}>(
      `INSERT INTO registry_app AS a (name, provider, platform, approved_on)
       SELECT x.name, x.provider, x.platform, x."approvedOn" FROM jsonb_to_recordset($1::jsonb) AS ${APP_RECORD}
       ON CONFLICT (name) DO UPDATE SET provider = EXCLUDED.provider, platform = EXCLUDED.platform, approved_on = EXCLUDED.approved_on, updated_on = now()
       WHERE (a.provider, a.platform, a.approved_on) IS DISTINCT FROM (EXCLUDED.provider, EXCLUDED.platform, EXCLUDED.approved_on)
       RETURNING (xmax = 0) AS inserted`,
      [JSON.stringify(apps)],
    );
    const added = rows.filter(r => r.inserted).length;
    return {added, changed: rows.length - added};
  }
}
