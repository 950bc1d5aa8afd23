import {BindingKey} from '@loopback/core';
import type {CitiesService} from './cities.service';
import type {InstallerService} from './installer.service';
import type {ManufacturerService} from './manufacturer.service';
import type {ReferenceDataService} from './reference-data.service';
import type {SupplierService} from './supplier.service';
import type {WeeklySupplierService} from './weekly-supplier.service';

export namespace RegistryBindings {
  export const MANUFACTURER_SERVICE = BindingKey.create<ManufacturerService>('services.ManufacturerService');
  export const SUPPLIER_SERVICE = BindingKey.create<SupplierService>('services.SupplierService');
  export const INSTALLER_SERVICE = BindingKey.create<InstallerService>('services.InstallerService');
  export const CITIES_SERVICE = BindingKey.create<CitiesService>('services.CitiesService');
  export const REFERENCE_DATA_SERVICE = BindingKey.create<ReferenceDataService>('services.ReferenceDataService');
  export const WEEKLY_SUPPLIER_SERVICE = BindingKey.create<WeeklySupplierService>('services.WeeklySupplierService');
}
