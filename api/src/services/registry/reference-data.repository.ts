import {BindingScope, injectable} from '@loopback/core';
import type {AppProviderWithSettings, VspEndpoint} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';

export type VspEndpointRow = Required<Pick<VspEndpoint, 'id' | 'name' | 'url' | 'version' | 'updatedOn'>>;

/** An app provider as Reference Data lists it: enabled is its AllowedApps setting. */
export type ReferenceAppProvider = Required<
  Pick<AppProviderWithSettings, 'id' | 'name' | 'contactEmail' | 'createdOn' | 'enabled'>
>;

/**
 * What the Reference Data sync keeps of the regulator's registry besides manufacturers and their suppliers (those
 * are ManufacturerRepository's): the verification service providers' endpoints (vsp_endpoint) and the app providers
 * with whether they are enabled. The registry lies below verification, whose AppProviderRepository reads the
 * providers for everything else.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ReferenceDataRepository extends SqlRepository {
  /** The app providers with whether the AllowedApps setting enables them. */
  async appProviders(): Promise<ReferenceAppProvider[]> {
    const {rows} = await this.pool.query<ReferenceAppProvider>(
      `SELECT a.id, a.name, a.contact_email AS "contactEmail", a.created_on AS "createdOn",
              COALESCE(s.setting_value = 'true', false) AS enabled
         FROM app_provider a LEFT JOIN setting s ON s.setting_type = 'AllowedApps' AND s.setting_key = a.client_id
        ORDER BY a.name`,
    );
    return rows;
  }

  /** The verification service providers' endpoints the Reference Data sync brought (migration 046). */
  async vspEndpoints(): Promise<VspEndpointRow[]> {
    const {rows} = await this.pool.query<VspEndpointRow>(
      `SELECT id, name, url, version, updated_on AS "updatedOn" FROM vsp_endpoint ORDER BY lower(name) LIMIT 1000`,
    );
    return rows;
  }
}
