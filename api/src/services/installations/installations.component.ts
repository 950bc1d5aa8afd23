import {Component, createBindingFromClass} from '@loopback/core';
import {InstallationListingService} from './installation-listing.service';
import {InstallationRepository} from './installation.repository';
import {InstallationService} from './installation.service';
import {InstallationBindings} from './installations.keys';

/** Installations: a manufacturer's dashboard and monthly report, and the console's listing and Detail View. */
export class InstallationsComponent implements Component {
  bindings = [
    createBindingFromClass(InstallationService, {key: InstallationBindings.SERVICE}),
    createBindingFromClass(InstallationListingService, {key: InstallationBindings.LISTING_SERVICE}),
    createBindingFromClass(InstallationRepository),
  ];
}
