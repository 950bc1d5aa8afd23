import {Component, createBindingFromClass} from '@loopback/core';
import {InstallationListingService} from './installation-listing.service';
import {InstallationListingStore} from './installation-listing.store';
import {InstallationService} from './installation.service';
import {InstallationStore} from './installation.store';
import {InstallationBindings} from './installations.keys';

/** Installations: a manufacturer's dashboard and monthly report, and the console's listing and Detail View. */
export class InstallationsComponent implements Component {
  bindings = [
    createBindingFromClass(InstallationService, {key: InstallationBindings.SERVICE}),
    createBindingFromClass(InstallationListingService, {key: InstallationBindings.LISTING_SERVICE}),
    createBindingFromClass(InstallationStore),
    createBindingFromClass(InstallationListingStore),
  ];
}
