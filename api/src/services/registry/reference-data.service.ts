import {ReferenceDataStore} from './reference-data.store';

/** Reference Data (document 002, section 2.24): manufacturers with their suppliers, VSP endpoints, app providers. */
export class ReferenceDataService {
  constructor(private readonly store: ReferenceDataStore) {}

  async referenceData() {
    const [manufacturers, vsps, appProviders] = await Promise.all([
      this.store.manufacturers(),
      this.store.vspEndpoints(),
      this.store.appProviders(),
    ]);
    return {manufacturers, vsps, appProviders};
  }
}
