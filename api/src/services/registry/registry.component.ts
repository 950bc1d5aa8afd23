import {Component, createBindingFromClass} from '@loopback/core';
import {ApprovedListRepository} from './approved-list.repository';
import {CitiesService} from './cities.service';
import {DistributorRepository} from './distributor.repository';
import {InstallerRepository} from './installer.repository';
import {InstallerService} from './installer.service';
import {ManufacturerRepository} from './manufacturer.repository';
import {ManufacturerService} from './manufacturer.service';
import {PostcodeRepository} from './postcode.repository';
import {ReferenceDataRepository} from './reference-data.repository';
import {ReferenceDataService} from './reference-data.service';
import {SupplierService} from './supplier.service';
import {WeeklySupplierService} from './weekly-supplier.service';
import {RegistryBindings} from './registry.keys';

/**
 * The scheme's registry: manufacturers, suppliers and their links, installers, cities and postcodes,
 * reference data, the approved lists (the weekly supplier list among them). Manufacturers and suppliers are
 * LoopBack repositories (their CRUD and their hand-written statements); the others hand-written SQL only.
 */
export class RegistryComponent implements Component {
  repositories = [ManufacturerRepository, DistributorRepository];
  bindings = [
    createBindingFromClass(ManufacturerService, {key: RegistryBindings.MANUFACTURER_SERVICE}),
    createBindingFromClass(SupplierService, {key: RegistryBindings.SUPPLIER_SERVICE}),
    createBindingFromClass(InstallerService, {key: RegistryBindings.INSTALLER_SERVICE}),
    createBindingFromClass(CitiesService, {key: RegistryBindings.CITIES_SERVICE}),
    createBindingFromClass(ReferenceDataService, {key: RegistryBindings.REFERENCE_DATA_SERVICE}),
    createBindingFromClass(WeeklySupplierService, {key: RegistryBindings.WEEKLY_SUPPLIER_SERVICE}),
    createBindingFromClass(ApprovedListRepository),
    createBindingFromClass(PostcodeRepository),
    createBindingFromClass(InstallerRepository),
    createBindingFromClass(ReferenceDataRepository),
  ];
}
