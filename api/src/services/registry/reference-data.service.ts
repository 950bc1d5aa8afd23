import {BindingScope, injectable, service} from '@loopback/core';
import {ReferenceDataStore} from './reference-data.store';

/** Reference Data (document 002, section 2.24): manufacturers with their suppliers, VSP endpoints, app providers. */
@injectable({scope: BindingScope.SINGLETON})
export class ReferenceDataService {
  constructor(@service(ReferenceDataStore) private readonly store: ReferenceDataStore) {}

  async referenceData() {
    const [manufacturers, vsps, appProviders] = await Promise.all([
      this.store.manufacturers(),
      this.store.vspEndpoints(),
      this.store.appProviders(),
    ]);
    return {manufacturers, vsps, appProviders};
  }
}
