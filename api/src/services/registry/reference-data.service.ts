import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {ManufacturerRepository} from './manufacturer.repository';
import {ReferenceDataRepository} from './reference-data.repository';

/** Reference Data (document 002, section 2.24): manufacturers with their suppliers, VSP endpoints, app providers. */
@injectable({scope: BindingScope.SINGLETON})
export class ReferenceDataService {
  constructor(
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @service(ReferenceDataRepository) private readonly registry: ReferenceDataRepository,
  ) {}

  async referenceData() {
    const [manufacturers, vsps, appProviders] = await Promise.all([
      this.manufacturers.withSuppliers(),
      this.registry.vspEndpoints(),
      this.registry.appProviders(),
    ]);
    return {manufacturers, vsps, appProviders};
  }
}
