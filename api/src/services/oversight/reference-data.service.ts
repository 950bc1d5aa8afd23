import {ReferenceDataStore} from './reference-data.store';

/** Reference Data (document 002, section 2.24): the manufacturers with their suppliers, and the app providers. */
export class ReferenceDataService {
  constructor(private readonly store: ReferenceDataStore) {}

  async referenceData() {
    const [manufacturers, appProviders] = await Promise.all([this.store.manufacturers(), this.store.appProviders()]);
    return {manufacturers, appProviders};
  }
}
