import {Component, createBindingFromClass} from '@loopback/core';
import {ApprovedListRepository} from './approved-list.repository';
import {CitiesService} from './cities.service';
import {CitiesStore} from './cities.store';
import {DistributorRepository} from './distributor.repository';
import {InstallerService} from './installer.service';
import {InstallerStore} from './installer.store';
import {ManufacturerRepository} from './manufacturer.repository';
import {ManufacturerService} from './manufacturer.service';
import {ManufacturerStore} from './manufacturer.store';
import {PostcodeRepository} from './postcode.repository';
import {ReferenceDataService} from './reference-data.service';
import {ReferenceDataStore} from './reference-data.store';
import {SupplierService} from './supplier.service';
import {SupplierStore} from './supplier.store';
import {WeeklySupplierService} from './weekly-supplier.service';
import {WeeklySupplierStore} from './weekly-supplier.store';
import {RegistryBindings} from './registry.keys';

/**
 * The scheme's registry: manufacturers, suppliers and their links, installers, cities and postcodes,
 * reference data, the weekly supplier list.
 */
export class RegistryComponent implements Component {
  repositories = [ManufacturerRepository, DistributorRepository, ApprovedListRepository, PostcodeRepository];
  bindings = [
    createBindingFromClass(ManufacturerService, {key: RegistryBindings.MANUFACTURER_SERVICE}),
    createBindingFromClass(SupplierService, {key: RegistryBindings.SUPPLIER_SERVICE}),
    createBindingFromClass(InstallerService, {key: RegistryBindings.INSTALLER_SERVICE}),
    createBindingFromClass(CitiesService, {key: RegistryBindings.CITIES_SERVICE}),
    createBindingFromClass(ReferenceDataService, {key: RegistryBindings.REFERENCE_DATA_SERVICE}),
    createBindingFromClass(WeeklySupplierService, {key: RegistryBindings.WEEKLY_SUPPLIER_SERVICE}),
    createBindingFromClass(ManufacturerStore),
    createBindingFromClass(SupplierStore),
    createBindingFromClass(InstallerStore),
    createBindingFromClass(CitiesStore),
    createBindingFromClass(ReferenceDataStore),
    createBindingFromClass(WeeklySupplierStore),
  ];
}
