import {Component, createBindingFromClass} from '@loopback/core';
import {BatterySystemListingService} from './battery-system-listing.service';
import {BatterySystemRepository} from './battery-system.repository';
import {BatterySystemBindings} from './battery-systems.keys';

/** Battery systems as the console lists them: units of modular models with their modules. */
export class BatterySystemsComponent implements Component {
  bindings = [
    createBindingFromClass(BatterySystemListingService, {key: BatterySystemBindings.LISTING_SERVICE}),
    createBindingFromClass(BatterySystemRepository),
  ];
}
